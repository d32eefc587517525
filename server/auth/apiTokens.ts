// API tokens for partner tools: named, shown once, stored hashed, revocable, read-only or
// read-write, and expiring after the lifetime the user chose (server/domain/apiTokenLife.ts).
import { db } from "../db/index.ts";
import type { ApiTokenAccess } from "../db/generated/enums.ts";
import { apiTokenExpiry, DEFAULT_API_TOKEN_LIFETIME_DAYS, isApiTokenLive } from "../domain/apiTokenLife.ts";
import { hashSecret, newSecret } from "./tokens.ts";

export const API_TOKEN_PREFIX = "bxd_";
const TOUCH_INTERVAL_MS = 60_000;

export async function apiTokenOwner(secret: string): Promise<{ userId: number; access: ApiTokenAccess } | null> {
  const now = new Date();
  const token = await db.apiToken.findUnique({ where: { tokenHash: hashSecret(secret) } });
  if (!token || !isApiTokenLive(token, now)) return null;
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  return { userId: token.userId, access: token.access };
}

export async function createApiToken(userId: number, name: string, access: ApiTokenAccess, lifetimeDays = DEFAULT_API_TOKEN_LIFETIME_DAYS, now = new Date()) {
  const secret = newSecret(API_TOKEN_PREFIX);
  const expiresAt = apiTokenExpiry(now, lifetimeDays);
  const apiToken = await db.apiToken.create({ data: { userId, name, access, tokenHash: hashSecret(secret), expiresAt, createdAt: now } });
  return { secret, apiToken };
}

// API tokens for partner tools: named, shown once, stored hashed, revocable, read-only or
// read-write, and expiring after the lifetime the user chose (server/domain/apiTokenLife.ts).
import { db } from "../db/index.ts";
import type { ApiTokenAccess } from "../db/generated/enums.ts";
import { apiTokenExpiry, apiTokenRefusal, DEFAULT_API_TOKEN_LIFETIME_DAYS } from "../domain/apiTokenLife.ts";
import { hashSecret, newSecret } from "./tokens.ts";

export const API_TOKEN_PREFIX = "bxd_";
const TOUCH_INTERVAL_MS = 60_000;

export type ApiTokenCheck = { userId: number; tokenId: number; access: ApiTokenAccess } | { refused: string };

/** Whose token this is, or why it is refused (unknown, revoked or expired): never "nobody". */
export async function checkApiToken(secret: string, now = new Date()): Promise<ApiTokenCheck> {
  const token = await db.apiToken.findUnique({ where: { tokenHash: hashSecret(secret) } });
  const refused = apiTokenRefusal(token, now);
  if (refused || !token) return { refused: refused ?? "" };
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  return { userId: token.userId, tokenId: token.id, access: token.access };
}

export async function createApiToken(userId: number, name: string, access: ApiTokenAccess, lifetimeDays = DEFAULT_API_TOKEN_LIFETIME_DAYS, now = new Date()) {
  const secret = newSecret(API_TOKEN_PREFIX);
  const expiresAt = apiTokenExpiry(now, lifetimeDays);
  const apiToken = await db.apiToken.create({ data: { userId, name, access, tokenHash: hashSecret(secret), expiresAt, createdAt: now } });
  return { secret, apiToken };
}

// API tokens for partner tools: named, shown once, stored hashed, revocable, read-only or read-write.
import { db } from "../db/index.ts";
import type { ApiTokenAccess } from "../db/generated/enums.ts";
import { hashSecret, newSecret } from "./tokens.ts";

export const API_TOKEN_PREFIX = "bxd_";
const TOUCH_INTERVAL_MS = 60_000;

export async function apiTokenOwner(secret: string): Promise<{ userId: number; access: ApiTokenAccess } | null> {
  const token = await db.apiToken.findUnique({ where: { tokenHash: hashSecret(secret) } });
  if (!token || token.revokedAt) return null;
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
  }
  return { userId: token.userId, access: token.access };
}

export async function createApiToken(userId: number, name: string, access: ApiTokenAccess) {
  const secret = newSecret(API_TOKEN_PREFIX);
  const apiToken = await db.apiToken.create({ data: { userId, name, access, tokenHash: hashSecret(secret) } });
  return { secret, apiToken };
}

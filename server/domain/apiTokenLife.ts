// How long a partner tool's API token works: the user picks one of these lifetimes when creating
// it (a token never lives forever); revoking ends it sooner.

export const API_TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
export const DEFAULT_API_TOKEN_LIFETIME_DAYS = 90;
export const API_TOKEN_LIFETIME_REFUSED = `A token lasts ${API_TOKEN_LIFETIME_DAYS.join(", ").replace(/, (\d+)$/, " or $1")} days.`;

export function isAllowedLifetime(days: number): boolean {
  return (API_TOKEN_LIFETIME_DAYS as readonly number[]).includes(days);
}

export function apiTokenExpiry(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * 86_400_000);
}

export function isApiTokenLive(token: { revokedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return apiTokenRefusal(token, now) === null;
}

export const API_TOKEN_UNKNOWN = "This API token is not valid.";
export const API_TOKEN_REVOKED = "This API token has been revoked.";
export const API_TOKEN_EXPIRED = "This API token has expired.";
export const AUTHORIZATION_MALFORMED = "Send the API token as: Authorization: Bearer <token>.";

/** Why a presented token is refused, or null when it works. */
export function apiTokenRefusal(token: { revokedAt: Date | null; expiresAt: Date } | null, now: Date): string | null {
  if (!token) return API_TOKEN_UNKNOWN;
  if (token.revokedAt !== null) return API_TOKEN_REVOKED;
  if (now >= token.expiresAt) return API_TOKEN_EXPIRED;
  return null;
}

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
  return token.revokedAt === null && now < token.expiresAt;
}

// A contest sitting kept in localStorage so a reload or a browser crash loses nothing:
// { startToken, answers, current }, one entry per competition name and year. The start token is
// the server's (signed; its payload before the '.' is base64url JSON the client may read), so a
// resumed sitting keeps the server's clock running from the original start.

export type TokenPayload = { key: string; competitionId: number; userId: number | null; startedAt: number };
export type StoredAttempt = { startToken: string; answers: Record<string, string>; current: number };

/** The start token's payload, or null when it cannot be read. The server checks the signature. */
export function readTokenPayload(token: string): TokenPayload | null {
  try {
    const payload = token.split(".")[0];
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (char) => char.charCodeAt(0)));
    const parsed = JSON.parse(json) as Partial<TokenPayload>;
    if (typeof parsed.competitionId !== "number" || typeof parsed.startedAt !== "number") return null;
    return { key: String(parsed.key ?? ""), competitionId: parsed.competitionId, userId: parsed.userId ?? null, startedAt: parsed.startedAt };
  } catch {
    return null;
  }
}

export const storageKey = (name: string, year: number) => `boxed.contest.${name.toUpperCase()}.${year}`;

function readStored(key: string): StoredAttempt | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredAttempt>;
    if (typeof value.startToken !== "string" || typeof value.answers !== "object" || value.answers === null) return null;
    return { startToken: value.startToken, answers: value.answers, current: typeof value.current === "number" ? value.current : 0 };
  } catch {
    return null;
  }
}

export function saveAttempt(key: string, attempt: StoredAttempt): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(attempt));
  } catch {
    // Storage full or disabled: the sitting goes on, it just will not survive a reload.
  }
}

export function clearAttempt(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export type Sitting = StoredAttempt & { startedAt: number; resumed: boolean };

/**
 * The sitting to show: the stored one when its token is for this competition and this account and
 * its time limit has not passed (judged by the server's clock: the fresh token was issued just now),
 * otherwise a fresh one with the new token.
 */
export function chooseSitting(key: string, freshToken: string, durationMinutes: number, questionIds: readonly number[]): Sitting {
  const fresh = readTokenPayload(freshToken);
  const serverNow = fresh?.startedAt ?? Date.now();
  const stored = readStored(key);
  const storedToken = stored ? readTokenPayload(stored.startToken) : null;
  if (
    stored &&
    storedToken &&
    fresh &&
    storedToken.competitionId === fresh.competitionId &&
    storedToken.userId === fresh.userId &&
    storedToken.startedAt <= serverNow &&
    serverNow < storedToken.startedAt + durationMinutes * 60_000
  ) {
    const known = new Set(questionIds.map(String));
    const answers = Object.fromEntries(
      Object.entries(stored.answers).filter(([id, answer]) => known.has(id) && typeof answer === "string" && answer !== ""),
    );
    const current = Math.min(Math.max(0, Math.trunc(stored.current)), Math.max(0, questionIds.length - 1));
    return { startToken: stored.startToken, answers, current, startedAt: storedToken.startedAt, resumed: true };
  }
  return { startToken: freshToken, answers: {}, current: 0, startedAt: serverNow, resumed: false };
}

// A contest sitting kept in localStorage so a reload or a browser crash loses nothing:
// { startToken, answers, current }, one entry per competition name and year. The start token is
// opaque here: the page hands it back to the server, which says whether the sitting goes on
// (`contest(startToken:)` answers resumed: true with the same token) and what is left on its clock.

export type KeptSitting = { startToken: string; answers: Record<string, string>; current: number };

export const storageKey = (name: string, year: number) => `boxed.contest.${name.toUpperCase()}.${year}`;

export function readKeptSitting(key: string): KeptSitting | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptSitting>;
    if (typeof value.startToken !== "string" || typeof value.answers !== "object" || value.answers === null) return null;
    return { startToken: value.startToken, answers: value.answers, current: typeof value.current === "number" ? value.current : 0 };
  } catch {
    return null;
  }
}

export function keepSitting(key: string, sitting: KeptSitting): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(sitting));
  } catch {
    // Storage full or disabled: the sitting goes on, it just will not survive a reload.
  }
}

export function forgetSitting(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

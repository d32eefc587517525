// Where the browser goes after signing in: only a path on this site, never another origin.
const FALLBACK = "/app/";

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string" || candidate === "") return FALLBACK;
  // A single leading slash, not "//host" or "/\host" (browsers treat both as another origin).
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return FALLBACK;
  try {
    const resolved = new URL(candidate, "http://boxed.invalid");
    if (resolved.origin !== "http://boxed.invalid") return FALLBACK;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return FALLBACK;
  }
}

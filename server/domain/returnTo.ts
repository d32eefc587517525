// Where the browser goes after signing in: only a path on this site, never another origin.
const FALLBACK = "/app/";

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string" || candidate === "") return FALLBACK;
  // A single leading slash, not "//host" or "/\host" (browsers treat both as another origin).
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return FALLBACK;
  try {
    const resolved = new URL(candidate, "http://boxed.invalid");
    if (resolved.origin !== "http://boxed.invalid") return FALLBACK;
    // Judge the path as normalised ("/.//evil.test" becomes "//evil.test", another origin).
    const path = resolved.pathname + resolved.search + resolved.hash;
    return path.startsWith("//") || path.startsWith("/\\") ? FALLBACK : path;
  } catch {
    return FALLBACK;
  }
}

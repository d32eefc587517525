// Links stored with content (a solution's URL, its videos): only absolute http(s) addresses, so
// a "javascript:" or "data:" link can never reach a page.

export const LINK_REFUSED = "Links must start with http:// or https://.";

export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The links worth serving: web links only, anything else dropped. */
export function webLinks(values: readonly string[]): string[] {
  return values.filter(isWebLink);
}

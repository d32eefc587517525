// The dashboard's tab in the address (/app/space?userid=&tab=): 'dashboard' is the overview, an
// unknown or missing value falls back to it, and the overview is shown without a tab parameter.
export const TABS = ["overview", "performance", "review", "ratings", "amc-mastery"] as const;
export type DashboardTab = (typeof TABS)[number];

export const DEFAULT_TAB: DashboardTab = "overview";

/** The tab a `tab` parameter value names. */
export function tabFromParam(value: string | null | undefined): DashboardTab {
  if (value === "dashboard") return DEFAULT_TAB;
  return (TABS as readonly string[]).includes(value ?? "") ? (value as DashboardTab) : DEFAULT_TAB;
}

/** The search parameters after switching to `tab`: others (userid) kept, no tab parameter for the overview. */
export function searchParamsForTab(current: URLSearchParams | string, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === DEFAULT_TAB) next.delete("tab");
  else next.set("tab", tab);
  return next;
}

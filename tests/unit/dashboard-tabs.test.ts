// The dashboard's tab parameter (/app/space?userid=&tab=): 'dashboard' is the overview, unknown
// values fall back to it, and switching to the overview drops the parameter but keeps userid.
import { describe, expect, it } from "vitest";
import { searchParamsForTab, tabFromParam, TABS } from "../../web/screens/Dashboard/tabs.ts";

describe("tabFromParam", () => {
  it("accepts every tab of the spec", () => {
    expect(TABS).toEqual(["overview", "performance", "review", "ratings", "amc-mastery"]);
    for (const tab of TABS) expect(tabFromParam(tab)).toBe(tab);
  });

  it("maps 'dashboard' to the overview", () => {
    expect(tabFromParam("dashboard")).toBe("overview");
  });

  it("falls back to the overview for a missing or unknown value", () => {
    for (const value of [null, undefined, "", "grades", "Overview", "REVIEW", " review"]) expect(tabFromParam(value)).toBe("overview");
  });
});

describe("searchParamsForTab", () => {
  it("removes the tab parameter for the overview and keeps userid", () => {
    expect(searchParamsForTab("userid=7&tab=review", "overview").toString()).toBe("userid=7");
    expect(searchParamsForTab(new URLSearchParams("tab=dashboard"), "overview").toString()).toBe("");
  });

  it("sets the tab parameter for the other tabs, keeping userid", () => {
    expect(searchParamsForTab("userid=7", "ratings").toString()).toBe("userid=7&tab=ratings");
    expect(searchParamsForTab("userid=7&tab=review", "amc-mastery").toString()).toBe("userid=7&tab=amc-mastery");
    expect(searchParamsForTab("", "performance").toString()).toBe("tab=performance");
  });

  it("leaves the given parameters untouched", () => {
    const current = new URLSearchParams("userid=3&tab=review");
    searchParamsForTab(current, "overview");
    expect(current.toString()).toBe("userid=3&tab=review");
  });
});

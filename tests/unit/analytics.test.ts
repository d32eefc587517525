import { describe, expect, it } from "vitest";
import { checkAnalyticsRequest } from "../../server/domain/analytics.ts";

describe("an analytics request", () => {
  it("groups a measure by what its records have", () => {
    expect(checkAnalyticsRequest({ measure: "ANSWERS", groupBy: ["WEEK", "SOURCE", "TOPIC"], filter: {} })).toEqual({ fact: "answers" });
    expect(checkAnalyticsRequest({ measure: "SUBSCRIPTIONS", groupBy: ["MONTH", "PLAN"], filter: {} })).toEqual({ fact: "subscriptions" });
    expect(() => checkAnalyticsRequest({ measure: "SIGN_UPS", groupBy: ["TOPIC"], filter: {} })).toThrow(
      "SIGN_UPS cannot be grouped by TOPIC. It can be grouped by DAY, WEEK, MONTH, GRADE.",
    );
  });

  it("takes at most three dimensions, each once, and one time unit", () => {
    expect(() => checkAnalyticsRequest({ measure: "ANSWERS", groupBy: ["WEEK", "SOURCE", "TOPIC", "GRADE"], filter: {} })).toThrow("Group by at most 3 dimensions.");
    expect(() => checkAnalyticsRequest({ measure: "ANSWERS", groupBy: ["TOPIC", "TOPIC"], filter: {} })).toThrow("Each dimension may be named once.");
    expect(() => checkAnalyticsRequest({ measure: "ANSWERS", groupBy: ["WEEK", "MONTH"], filter: {} })).toThrow("Group by one of DAY, WEEK or MONTH, not several.");
  });

  it("gives churn by month only", () => {
    expect(() => checkAnalyticsRequest({ measure: "CHURN_RATE", groupBy: [], filter: {} })).toThrow("CHURN_RATE is grouped by MONTH only.");
    expect(checkAnalyticsRequest({ measure: "CHURN_RATE", groupBy: ["MONTH"], filter: { family: "AMC8" } })).toEqual({ fact: "answers" });
  });

  it("filters only by what the records have, over a range that ends after it starts", () => {
    expect(() => checkAnalyticsRequest({ measure: "SIGN_UPS", groupBy: [], filter: { source: "LESSON" } })).toThrow("SIGN_UPS cannot be filtered by source.");
    expect(() =>
      checkAnalyticsRequest({ measure: "ANSWERS", groupBy: [], filter: { from: new Date("2026-02-01"), to: new Date("2026-01-01") } }),
    ).toThrow("The date range ends before it starts.");
  });
});

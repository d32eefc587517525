// The analytics query against the hand-counted fixture of tests/support/activityFixture.ts,
// running the examples of docs/ANALYTICS.md exactly as they are written there.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, errorCodes, graphql, type Caller } from "../support/clients.ts";
import { startOfWeek } from "../../server/domain/activity.ts";
import { activityMonths, createActivityFixture } from "../support/activityFixture.ts";
import { useCountingDatabase } from "../support/countingDatabase.ts";

const app = useTestApp({ seed: false });
const callers = {} as Record<"admin" | "student", Caller>;
const { thisMonth, lastMonth, twoMonthsAgo } = activityMonths();
const month = (time: Date) => time.toISOString().slice(0, 7);

const documented = Object.fromEntries(
  [...readFileSync("docs/ANALYTICS.md", "utf8").matchAll(/```graphql\n(query (\w+)[\s\S]*?)```/g)].map((match) => [match[2], match[1]]),
);

type Row = { group: Record<string, string | null>; value: number };
async function rows(query: string, variables = {}): Promise<Row[]> {
  const result = await graphql(app().baseUrl, callers.admin, query, variables);
  expect(result.errors).toBeUndefined();
  const answer = Object.values(result.data)[0] as { rows?: Row[]; message?: string };
  if (!answer.rows) throw new Error(`Refused: ${answer.message}`);
  return answer.rows;
}

beforeAll(async () => {
  callers.admin = browser((await signIn(app().baseUrl, "analytics-admin@boxed.test")).jar);
  callers.student = browser((await signIn(app().baseUrl, "analytics-student@boxed.test")).jar);
  await app().database.prisma.user.update({ where: { email: "analytics-admin@boxed.test" }, data: { isAdmin: true } });
  await createActivityFixture(app().database.prisma);
});

describe("the documented examples", () => {
  it("are all there", () => {
    expect(Object.keys(documented)).toEqual(["AnswersPerWeekBySource", "ActiveStudentsPerMonth", "MonthlyChurn", "CorrectRateByTopic"]);
  });

  it("count answers per week by source", async () => {
    const result = await rows(documented.AnswersPerWeekBySource);
    const total = (source: string) => result.filter((row) => row.group.source === source).reduce((sum, row) => sum + row.value, 0);
    expect({ practice: total("PRACTICE"), lesson: total("LESSON"), question: total("QUESTION") }).toEqual({ practice: 5, lesson: 1, question: 2 });
    for (const row of result) {
      expect(startOfWeek(new Date(`${row.group.week}T00:00:00Z`)).toISOString().slice(0, 10)).toBe(row.group.week);
    }
    const thisWeek = startOfWeek(thisMonth).toISOString().slice(0, 10);
    expect(result.find((row) => row.group.week === thisWeek && row.group.source === "QUESTION")?.value).toBe(2);
  });

  it("count active students per month", async () => {
    expect(await rows(documented.ActiveStudentsPerMonth)).toEqual([
      { group: { month: month(twoMonthsAgo) }, value: 3 },
      { group: { month: month(lastMonth) }, value: 2 },
      { group: { month: month(thisMonth) }, value: 2 },
    ]);
  });

  it("give the monthly churn", async () => {
    expect(await rows(documented.MonthlyChurn)).toEqual([
      { group: { month: month(twoMonthsAgo) }, value: 0 },
      { group: { month: month(lastMonth) }, value: 1 / 3 },
      { group: { month: month(thisMonth) }, value: 0.5 },
    ]);
  });

  it("give the correct rate per topic, filtered by family", async () => {
    // Algebra: Ann's two right answers. Geometry: 4 right of 6 (Bob and Dan each missed once).
    expect(await rows(documented.CorrectRateByTopic)).toEqual([
      { group: { topic: "ALGEBRA" }, value: 1 },
      { group: { topic: "GEOMETRY" }, value: 4 / 6 },
    ]);
  });
});

describe("other groupings and filters", () => {
  const ask = `query ($measure: AnalyticsMeasure!, $groupBy: [AnalyticsDimension!]!, $filter: AnalyticsFilter) {
    analytics(measure: $measure, groupBy: $groupBy, filter: $filter) {
      ... on AnalyticsResult { rows { group { grade source family month } value } }
      ... on InputError { message field }
    }
  }`;

  it("groups by grade and filters by source and date", async () => {
    expect(await rows(ask, { measure: "ACTIVE_STUDENTS", groupBy: ["GRADE"] })).toEqual([
      { group: { grade: "7", source: null, family: null, month: null }, value: 2 },
      { group: { grade: "8", source: null, family: null, month: null }, value: 2 },
    ]);
    expect(await rows(ask, { measure: "ANSWERS", groupBy: [], filter: { source: "QUESTION", family: "AMC8" } })).toEqual([
      { group: { grade: null, source: null, family: null, month: null }, value: 2 },
    ]);
    // From this month on: Ann once, Dan twice.
    expect(await rows(ask, { measure: "ANSWERS", groupBy: ["FAMILY"], filter: { from: thisMonth.toISOString() } })).toEqual([
      { group: { grade: null, source: null, family: "AMC8", month: null }, value: 3 },
    ]);
    expect(await rows(ask, { measure: "SIGN_UPS", groupBy: ["GRADE"] })).toEqual([
      { group: { grade: "7", source: null, family: null, month: null }, value: 2 },
      { group: { grade: "8", source: null, family: null, month: null }, value: 2 },
      { group: { grade: null, source: null, family: null, month: null }, value: 2 },
    ]);
  });

  it("refuses a grouping the measure's records do not have, in words naming what is allowed", async () => {
    const result = await graphql(app().baseUrl, callers.admin, ask, { measure: "AVERAGE_SCORE", groupBy: ["SOURCE"] });
    expect(result.data.analytics).toEqual({
      message: "AVERAGE_SCORE cannot be grouped by SOURCE. It can be grouped by DAY, WEEK, MONTH, FAMILY, COMPETITION, GRADE.",
      field: "groupBy",
    });
    const churn = await graphql(app().baseUrl, callers.admin, ask, { measure: "CHURN_RATE", groupBy: ["WEEK"] });
    expect(churn.data.analytics.message).toBe("CHURN_RATE is grouped by MONTH only.");
    const twoTimes = await graphql(app().baseUrl, callers.admin, ask, { measure: "ANSWERS", groupBy: ["DAY", "MONTH"] });
    expect(twoTimes.data.analytics.message).toBe("Group by one of DAY, WEEK or MONTH, not several.");
  });

  it("answers the same from the roll-ups as from the answers", async () => {
    // A date range or a family is read from the answers; without them the roll-ups answer.
    const everything = { from: "2000-01-01T00:00:00Z" };
    for (const [measure, groupBy, filter] of [
      ["ANSWERS", ["WEEK", "SOURCE"], {}], ["ANSWERS", ["MONTH"], {}], ["ANSWERS", [], { source: "PRACTICE" }],
      ["ACTIVE_STUDENTS", ["DAY"], {}], ["ACTIVE_STUDENTS", ["WEEK"], {}], ["ACTIVE_STUDENTS", ["SOURCE"], {}],
    ] as const) {
      const fromRollups = await rows(ask, { measure, groupBy, filter });
      expect(fromRollups.length).toBeGreaterThan(0);
      expect(await rows(ask, { measure, groupBy, filter: { ...filter, ...everything } })).toEqual(fromRollups);
    }
    expect(await rows(documented.MonthlyChurn)).toEqual(await rows(ask, { measure: "CHURN_RATE", groupBy: ["MONTH"], filter: { family: "AMC8" } }).then((result) =>
      result.map((row) => ({ group: { month: row.group.month }, value: row.value }))));
  });

  it("is for admins only", async () => {
    expect(errorCodes(await graphql(app().baseUrl, callers.student, ask, { measure: "ANSWERS", groupBy: [] }))).toEqual(["FORBIDDEN"]);
  });
});

describe("its plans", () => {
  it("reads the answers in a transaction planned for its values, and the roll-ups with the connection's one plan", async () => {
    const counter = useCountingDatabase(app().database);
    try {
      const planSettings = async (query: string) => (await counter.count(() => rows(query))).statements.filter((statement) => statement.includes("plan_cache_mode"));
      expect(await planSettings(documented.CorrectRateByTopic)).toEqual(["SET LOCAL plan_cache_mode = force_custom_plan"]);
      expect(await planSettings(documented.ActiveStudentsPerMonth)).toEqual([]);
      // Churn of a family reads the answers; of everyone, the months' roll-up.
      const churn = (filter: string) => `{ analytics(measure: CHURN_RATE, groupBy: [MONTH]${filter}) { ... on AnalyticsResult { rows { value } } } }`;
      expect(await planSettings(churn(", filter: { family: AMC8 }"))).toEqual(["SET LOCAL plan_cache_mode = force_custom_plan"]);
      expect(await planSettings(churn(""))).toEqual([]);
    } finally {
      await counter.close();
    }
  });
});

// Ad-hoc analytics in SQL: one GROUP BY over the measure's fact. Every piece of SQL comes from the
// tables below (never from the caller); filter values travel as parameters.
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { plannedForValues } from "../db/plannedForValues.ts";
import {
  checkAnalyticsRequest,
  MAX_ROWS,
  type AnalyticsRequest,
  type Dimension,
  type Fact,
  type Measure,
} from "../domain/analytics.ts";
import { churnRate, dayKey, daysSince, monthKey, monthsSince, weeksSince } from "../domain/activity.ts";
import { periodFigures, type Figures } from "./periodFigures.ts";
import { InputError } from "../domain/errors.ts";
import { readRows } from "../db/directReads.ts";

export type AnalyticsRow = { group: Partial<Record<Dimension, string>>; value: number };

const sql = Prisma.sql;
const raw = Prisma.raw;

type FactSql = { from: Prisma.Sql; time: string; family?: string; source?: string; dimensions: Partial<Record<Dimension, string>> };

const timeDimensions = (column: string): Partial<Record<Dimension, string>> => ({
  DAY: `date_trunc('day', ${column})`,
  WEEK: `date_trunc('week', ${column})`,
  MONTH: `date_trunc('month', ${column})`,
});

const FACT_SQL: Record<Fact, FactSql> = {
  answers: {
    from: sql`attempts a JOIN questions q ON q.id = a.question_id LEFT JOIN competitions c ON c.id = q.competition_id JOIN users u ON u.id = a.user_id`,
    time: "a.created_at",
    family: "c.family::text",
    source: "a.source::text",
    dimensions: {
      ...timeDimensions("a.created_at"),
      SOURCE: "a.source::text",
      FAMILY: "c.family::text",
      COMPETITION: "c.name || ' ' || c.year",
      TOPIC: "q.topic::text",
      GRADE: "u.student_grade::text",
    },
  },
  submissions: {
    from: sql`contest_submissions s JOIN competitions c ON c.id = s.competition_id LEFT JOIN users u ON u.id = s.user_id`,
    time: "s.submitted_at",
    family: "c.family::text",
    dimensions: {
      ...timeDimensions("s.submitted_at"),
      FAMILY: "c.family::text",
      COMPETITION: "c.name || ' ' || c.year",
      GRADE: "u.student_grade::text",
    },
  },
  signUps: { from: sql`users u`, time: "u.created_at", dimensions: { ...timeDimensions("u.created_at"), GRADE: "u.student_grade::text" } },
  subscriptions: {
    from: sql`subscriptions sub JOIN users u ON u.id = sub.user_id`,
    time: "sub.created_at",
    dimensions: { ...timeDimensions("sub.created_at"), PLAN: "sub.plan::text", GRADE: "u.student_grade::text" },
  },
};

const MEASURE_SQL: Record<Exclude<Measure, "CHURN_RATE">, string> = {
  ANSWERS: "COUNT(*)::float8",
  ACTIVE_STUDENTS: "COUNT(DISTINCT a.user_id)::float8",
  CORRECT_RATE: "AVG(CASE WHEN a.correct THEN 1 ELSE 0 END)::float8",
  CONTEST_SUBMISSIONS: "COUNT(*)::float8",
  AVERAGE_SCORE: "(AVG(s.score / NULLIF(s.full_score, 0)) * 100)::float8",
  SIGN_UPS: "COUNT(*)::float8",
  SUBSCRIPTIONS: "COUNT(*)::float8",
};

const groupKey = (dimension: Dimension, value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return dimension === "MONTH" ? monthKey(value) : dayKey(value);
  return String(value);
};

function whereClause(fact: FactSql, request: AnalyticsRequest, now: Date): Prisma.Sql {
  const { filter } = request;
  const conditions = [sql`${raw(fact.time)} <= ${filter.to && filter.to < now ? filter.to : now}`];
  if (filter.from) conditions.push(sql`${raw(fact.time)} >= ${filter.from}`);
  if (filter.family && fact.family) conditions.push(sql`${raw(fact.family)} = ${filter.family}`);
  if (filter.source && fact.source) conditions.push(sql`${raw(fact.source)} = ${filter.source}`);
  return Prisma.join(conditions, " AND ");
}

/**
 * Roll-ups that answer some requests without reading every answer (the statistics page's kind:
 * counts and active students by period, or by source per week). Only for requests without a
 * date range or family, which the roll-ups cannot cut; the result is the same as from the answers.
 */
type Rollup = { table: string; time: Dimension; column: string; dimensions: Partial<Record<Dimension, string>>; measures: Partial<Record<Measure, string>> };
const ROLLUPS: Rollup[] = [
  { table: "activity_months", time: "MONTH", column: "month", dimensions: {}, measures: { ANSWERS: "SUM(answers)", ACTIVE_STUDENTS: "COUNT(DISTINCT user_id)" } },
  { table: "activity_weeks", time: "WEEK", column: "week", dimensions: { SOURCE: "source::text" }, measures: { ANSWERS: "SUM(answers)", ACTIVE_STUDENTS: "COUNT(DISTINCT user_id)" } },
  { table: "activity_days", time: "DAY", column: "day", dimensions: {}, measures: { ACTIVE_STUDENTS: "COUNT(DISTINCT user_id)" } },
];

function rollupFor(request: AnalyticsRequest): Rollup | undefined {
  const { filter } = request;
  if (filter.from || filter.to || filter.family) return undefined;
  return ROLLUPS.find(
    (rollup) =>
      rollup.measures[request.measure] !== undefined &&
      (!filter.source || rollup.dimensions.SOURCE) &&
      request.groupBy.every((dimension) => dimension === rollup.time || rollup.dimensions[dimension]),
  );
}

async function fromRollup(rollup: Rollup, request: AnalyticsRequest): Promise<AnalyticsRow[]> {
  const expressions = request.groupBy.map((dimension) => (dimension === rollup.time ? rollup.column : rollup.dimensions[dimension]));
  const columns = expressions.map((expression, index) => raw(`${expression} AS g${index}`));
  const select = Prisma.join([...columns, raw(`${rollup.measures[request.measure]}::float8 AS value`)], ", ");
  const where = request.filter.source ? sql`WHERE source::text = ${request.filter.source}` : sql``;
  const positions = request.groupBy.map((_, index) => index + 1).join(", ");
  const grouping = positions ? sql`GROUP BY ${raw(positions)} ORDER BY ${raw(positions)}` : sql``;
  const rows = await readRows<Record<string, unknown>>`SELECT ${select} FROM ${raw(rollup.table)} ${where} ${grouping} LIMIT ${MAX_ROWS + 1}`;
  return toRows(request, rows);
}

function toRows(request: AnalyticsRequest, rows: Record<string, unknown>[]): AnalyticsRow[] {
  if (rows.length > MAX_ROWS) throw new InputError(`More than ${MAX_ROWS} groups: narrow the date range or group by less.`, "groupBy");
  return rows.map((row) => ({
    group: Object.fromEntries(request.groupBy.map((dimension, index) => [dimension, groupKey(dimension, row[`g${index}`])])),
    value: Number(row.value ?? 0),
  }));
}

/**
 * The statistics page's own figures (server/services/periodFigures.ts: closed periods stored once)
 * answer the commonest requests at any size: answers or active students per day, week or month,
 * answers per week and source, and churn per month, over all time without filters.
 */
async function fromFigures(request: AnalyticsRequest, now: Date): Promise<AnalyticsRow[] | undefined> {
  const { measure, groupBy, filter } = request;
  if (filter.from || filter.to || filter.family || filter.source) return undefined;
  const [time, other] = groupBy;
  const unit = time === "DAY" ? "day" : time === "WEEK" ? "week" : time === "MONTH" ? "month" : null;
  if (!unit || (other && !(other === "SOURCE" && unit === "week" && measure === "ANSWERS"))) return undefined;
  if (!["ANSWERS", "ACTIVE_STUDENTS", "CHURN_RATE"].includes(measure) || (unit === "day" && measure === "ANSWERS")) return undefined;
  const [first] = await readRows<{ day: Date | null }>`SELECT MIN(day) AS day FROM activity_days`;
  if (!first.day) return [];
  const periods = unit === "day" ? daysSince(first.day, now) : unit === "week" ? weeksSince(first.day, now) : monthsSince(first.day, now);
  const figures = await periodFigures(unit, periods, now);
  const key = (period: Date) => (unit === "month" ? monthKey(period) : dayKey(period));
  if (other === "SOURCE") {
    return figures.flatMap((week) =>
      Object.entries(week.answersBySource)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([source, count]) => ({ group: { WEEK: key(week.period), SOURCE: source }, value: count ?? 0 })),
    );
  }
  const value = (period: Figures) =>
    measure === "ANSWERS" ? period.answers : measure === "ACTIVE_STUDENTS" ? period.active : churnRate(period.inactive, period.activeBefore);
  // Like a GROUP BY, periods without records are left out; churn keeps a month whose students left.
  return figures
    .filter((period) => (measure === "CHURN_RATE" ? period.active + period.activeBefore > 0 : value(period) > 0))
    .map((period) => ({ group: { [time]: key(period.period) }, value: value(period) }));
}

export async function analytics(request: AnalyticsRequest, now: Date): Promise<AnalyticsRow[]> {
  const { fact } = checkAnalyticsRequest(request);
  const figures = await fromFigures(request, now);
  if (figures) return figures;
  if (request.measure === "CHURN_RATE") return churnByMonth(request, now);
  const rollup = rollupFor(request);
  if (rollup) return fromRollup(rollup, request);
  const factSql = FACT_SQL[fact];
  const columns = request.groupBy.map((dimension, index) => raw(`${factSql.dimensions[dimension]} AS g${index}`));
  const select = Prisma.join([...columns, raw(`${MEASURE_SQL[request.measure]} AS value`)], ", ");
  const grouping = request.groupBy.length ? sql`GROUP BY ${raw(request.groupBy.map((_, index) => index + 1).join(", "))}` : sql``;
  const ordering = request.groupBy.length ? sql`ORDER BY ${raw(request.groupBy.map((_, index) => index + 1).join(", "))}` : sql``;
  const rows = await plannedForValues(
    (tx) => tx.$queryRaw<Record<string, unknown>[]>`
      SELECT ${select} FROM ${factSql.from} WHERE ${whereClause(factSql, request, now)} ${grouping} ${ordering} LIMIT ${MAX_ROWS + 1}`,
  );
  return toRows(request, rows);
}

/** Churn per month: students active the month before and not in the month, over the former. */
async function churnByMonth(request: AnalyticsRequest, now: Date): Promise<AnalyticsRow[]> {
  const { filter } = request;
  // Without a family or source, the students active each month are the activity_months roll-up.
  const monthly = filter.family || filter.source ? null : sql`SELECT user_id, month::timestamp AS month FROM activity_months`;
  const factSql = FACT_SQL.answers;
  // The month before the first one asked for is read too: its students are the first base.
  const from = request.filter.from ? new Date(Date.UTC(request.filter.from.getUTCFullYear(), request.filter.from.getUTCMonth() - 1, 1)) : null;
  // Planned for its values when it reads the answers; the roll-up's read keeps the connection's plan.
  const read = monthly ? <T>(query: (reader: typeof db) => Promise<T>) => query(db) : plannedForValues;
  const rows = await read((reader) => reader.$queryRaw<{ month: Date; active_before: number; inactive: number }[]>`
    WITH monthly AS (
      ${
        monthly ??
        sql`SELECT DISTINCT a.user_id, date_trunc('month', a.created_at) AS month
          FROM ${factSql.from} WHERE ${whereClause(factSql, { ...request, filter: { ...request.filter, from } }, now)}`
      }
    ),
    active AS (SELECT month, COUNT(*) AS students FROM monthly GROUP BY month),
    retained AS (
      SELECT cur.month, COUNT(*) AS students FROM monthly cur
      JOIN monthly before ON before.user_id = cur.user_id AND before.month = cur.month - interval '1 month'
      GROUP BY cur.month
    ),
    months AS (SELECT month FROM active UNION SELECT month + interval '1 month' FROM active)
    SELECT m.month, COALESCE(before.students, 0)::int AS active_before,
      (COALESCE(before.students, 0) - COALESCE(retained.students, 0))::int AS inactive
    FROM months m
    LEFT JOIN active before ON before.month = m.month - interval '1 month'
    LEFT JOIN retained ON retained.month = m.month
    WHERE m.month <= ${filter.to && filter.to < now ? filter.to : now} ${from ? sql`AND m.month > ${from}` : sql``}
    ORDER BY m.month`);
  return rows.map((row) => ({ group: { MONTH: monthKey(row.month) }, value: churnRate(row.inactive, row.active_before) }));
}

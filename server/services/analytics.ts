// Ad-hoc analytics in SQL: one GROUP BY over the measure's fact. Every piece of SQL comes from the
// tables below (never from the caller); filter values travel as parameters.
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import {
  checkAnalyticsRequest,
  MAX_ROWS,
  type AnalyticsRequest,
  type Dimension,
  type Fact,
  type Measure,
} from "../domain/analytics.ts";
import { churnRate, dayKey, monthKey } from "../domain/activity.ts";
import { InputError } from "../domain/errors.ts";

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

export async function analytics(request: AnalyticsRequest, now: Date): Promise<AnalyticsRow[]> {
  const { fact } = checkAnalyticsRequest(request);
  if (request.measure === "CHURN_RATE") return churnByMonth(request, now);
  const factSql = FACT_SQL[fact];
  const columns = request.groupBy.map((dimension, index) => raw(`${factSql.dimensions[dimension]} AS g${index}`));
  const select = Prisma.join([...columns, raw(`${MEASURE_SQL[request.measure]} AS value`)], ", ");
  const grouping = request.groupBy.length ? sql`GROUP BY ${raw(request.groupBy.map((_, index) => index + 1).join(", "))}` : sql``;
  const ordering = request.groupBy.length ? sql`ORDER BY ${raw(request.groupBy.map((_, index) => index + 1).join(", "))}` : sql``;
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${select} FROM ${factSql.from} WHERE ${whereClause(factSql, request, now)} ${grouping} ${ordering} LIMIT ${MAX_ROWS + 1}`;
  if (rows.length > MAX_ROWS) throw new InputError(`More than ${MAX_ROWS} groups: narrow the date range or group by less.`, "groupBy");
  return rows.map((row) => ({
    group: Object.fromEntries(request.groupBy.map((dimension, index) => [dimension, groupKey(dimension, row[`g${index}`])])),
    value: Number(row.value ?? 0),
  }));
}

/** Churn per month: students active the month before and not in the month, over the former. */
async function churnByMonth(request: AnalyticsRequest, now: Date): Promise<AnalyticsRow[]> {
  const factSql = FACT_SQL.answers;
  // The month before the first one asked for is read too: its students are the first base.
  const from = request.filter.from ? new Date(Date.UTC(request.filter.from.getUTCFullYear(), request.filter.from.getUTCMonth() - 1, 1)) : null;
  const rows = await db.$queryRaw<{ month: Date; active: number; active_before: number; inactive: number }[]>`
    WITH monthly AS (
      SELECT DISTINCT a.user_id, date_trunc('month', a.created_at) AS month
      FROM ${factSql.from} WHERE ${whereClause(factSql, { ...request, filter: { ...request.filter, from } }, now)}
    ), months AS (
      SELECT DISTINCT month FROM monthly UNION SELECT DISTINCT month + interval '1 month' FROM monthly
    )
    SELECT m.month,
      (SELECT COUNT(*) FROM monthly WHERE month = m.month)::int AS active,
      (SELECT COUNT(*) FROM monthly WHERE month = m.month - interval '1 month')::int AS active_before,
      (SELECT COUNT(*) FROM monthly before WHERE before.month = m.month - interval '1 month'
        AND NOT EXISTS (SELECT 1 FROM monthly after WHERE after.user_id = before.user_id AND after.month = m.month))::int AS inactive
    FROM months m WHERE m.month <= ${request.filter.to && request.filter.to < now ? request.filter.to : now} ${from ? sql`AND m.month > ${from}` : sql``}
    ORDER BY m.month`;
  return rows.map((row) => ({ group: { MONTH: monthKey(row.month) }, value: churnRate(row.inactive, row.active_before) }));
}

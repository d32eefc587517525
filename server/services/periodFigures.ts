// The figures of days, weeks and months for the statistics: active students, answers per source
// and, for months, the students active the month before and those of them who did not come back.
// Closed periods are computed once from the roll-ups and stored in period_figures; the current
// period is always counted live (see prisma/schema.prisma, PeriodFigures).
import { db } from "../db/index.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { addMonths, type Unit } from "../domain/activity.ts";
import { readRows } from "../db/directReads.ts";

export type Figures = {
  period: Date;
  active: number;
  /** Weeks and months. */
  answers: number;
  /** Weeks. */
  answersBySource: Partial<Record<AttemptSource, number>>;
  /** Months. */
  activeBefore: number;
  inactive: number;
};

type Row = {
  period: Date;
  active: number;
  answers: number | null;
  answers_by_source: Partial<Record<AttemptSource, number>> | null;
  active_before: number | null;
  inactive: number | null;
};

const DAY_MS = 86_400_000;

/** Anything that runs raw queries: the client, or a transaction of it. */
export type Reader = Pick<PrismaClient, "$queryRaw">;

function periodEnd(unit: Unit, period: Date): Date {
  if (unit === "month") return addMonths(period, 1);
  return new Date(period.getTime() + (unit === "week" ? 7 : 1) * DAY_MS);
}

const empty = (period: Date): Figures => ({ period, active: 0, answers: 0, answersBySource: {}, activeBefore: 0, inactive: 0 });

/** Figures for each period asked (oldest first), from the store where closed, else from the roll-ups. */
export async function periodFigures(unit: Unit, periods: Date[], now: Date): Promise<Figures[]> {
  const stored = await readRows<Row>`
    SELECT period, active, answers, answers_by_source, active_before, inactive FROM period_figures
    WHERE unit = ${unit} AND period = ANY(${periods}::date[])`;
  const known = new Map(stored.map((row) => [row.period.getTime(), fromRow(row)]));
  const missing = periods.filter((period) => !known.has(period.getTime()));
  if (missing.length > 0) {
    const computed = await computeFigures(unit, missing);
    const closed = computed.filter((figures) => periodEnd(unit, figures.period) <= now);
    if (closed.length > 0) {
      const rows = closed.map((figures) => ({
        period: figures.period.toISOString().slice(0, 10),
        active: figures.active,
        answers: figures.answers,
        answers_by_source: figures.answersBySource,
        active_before: figures.activeBefore,
        inactive: figures.inactive,
      }));
      await db.$executeRaw`
        INSERT INTO period_figures (unit, period, active, answers, answers_by_source, active_before, inactive)
        SELECT ${unit}, period, active, answers, answers_by_source, active_before, inactive
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS figures(period date, active int, answers int, answers_by_source jsonb, active_before int, inactive int)
        ON CONFLICT (unit, period) DO NOTHING`;
    }
    for (const figures of computed) known.set(figures.period.getTime(), figures);
  }
  return periods.map((period) => known.get(period.getTime()) ?? empty(period));
}

function fromRow(row: Row): Figures {
  return {
    period: row.period,
    active: row.active,
    answers: row.answers ?? 0,
    answersBySource: row.answers_by_source ?? {},
    activeBefore: row.active_before ?? 0,
    inactive: row.inactive ?? 0,
  };
}

async function computeFigures(unit: Unit, periods: Date[], reader: Reader = db): Promise<Figures[]> {
  const rows =
    unit === "day"
      ? await reader.$queryRaw<Row[]>`
          SELECT day AS period, COUNT(*)::int AS active, NULL::int AS answers, NULL::jsonb AS answers_by_source,
            NULL::int AS active_before, NULL::int AS inactive
          FROM activity_days WHERE day = ANY(${periods}::date[]) GROUP BY day`
      : unit === "week"
        ? await reader.$queryRaw<Row[]>`
            SELECT week AS period, COUNT(DISTINCT user_id)::int AS active, SUM(answers)::int AS answers,
              (SELECT jsonb_object_agg(source, answers) FROM (
                SELECT source, SUM(answers)::int AS answers FROM activity_weeks w WHERE w.week = weeks.week GROUP BY source
              ) by_source) AS answers_by_source,
              NULL::int AS active_before, NULL::int AS inactive
            FROM activity_weeks weeks WHERE week = ANY(${periods}::date[]) GROUP BY week`
        : await reader.$queryRaw<Row[]>`
            WITH asked AS (SELECT UNNEST(${periods}::date[]) AS month)
            SELECT asked.month AS period,
              (SELECT COUNT(*)::int FROM activity_months m WHERE m.month = asked.month) AS active,
              (SELECT COALESCE(SUM(answers), 0)::int FROM activity_months m WHERE m.month = asked.month) AS answers,
              NULL::jsonb AS answers_by_source,
              (SELECT COUNT(*)::int FROM activity_months m WHERE m.month = (asked.month - interval '1 month')::date) AS active_before,
              (SELECT COUNT(*)::int FROM activity_months before
                WHERE before.month = (asked.month - interval '1 month')::date
                  AND NOT EXISTS (SELECT 1 FROM activity_months after WHERE after.month = asked.month AND after.user_id = before.user_id)
              ) AS inactive
            FROM asked`;
  const byTime = new Map(rows.map((row) => [row.period.getTime(), fromRow(row)]));
  return periods.map((period) => byTime.get(period.getTime()) ?? empty(period));
}

/** Stored figures that differ from the roll-ups now (0 when the triggers cleared what changed). */
export async function storedFiguresDrift(reader: Reader = db): Promise<number> {
  const stored = await reader.$queryRaw<(Row & { unit: Unit })[]>`
    SELECT unit, period, active, answers, answers_by_source, active_before, inactive FROM period_figures`;
  let differing = 0;
  for (const unit of ["day", "week", "month"] as const) {
    const rows = stored.filter((row) => row.unit === unit).map(fromRow);
    const fresh = await computeFigures(unit, rows.map((row) => row.period), reader);
    differing += rows.filter((row, index) => JSON.stringify(row) !== JSON.stringify(fresh[index])).length;
  }
  return differing;
}

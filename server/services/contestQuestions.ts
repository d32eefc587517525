// A contest's questions, read with its sitting. Prisma reads them in a statement of their own, which
// could only be sent once the sitting's statement had answered (a second round trip on every
// contest page and GET /api/contest); the contest page's query shape is answered here inside the
// sitting's statement (services/contests.ts), as Prisma would have answered it, and any other
// shape through Prisma.
import { isDeepStrictEqual } from "node:util";
import { Prisma, type Question } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { QUESTION_JSON, questionOf, type QuestionJson } from "./questionRead.ts";

export type ContestQuestionsQuery = Pick<Prisma.QuestionFindManyArgs, "include" | "select">;

/** The order of a contest's questions (the problem number; the id between equal numbers). */
export const CONTEST_QUESTION_ORDER = [{ problemNumber: "asc" as const }, { id: "asc" as const }];

/** The query shapes answered with the sitting: the questions' columns, no relation (the contest page and /api). */
const SHAPES = [{}] satisfies ContestQuestionsQuery[];
export const CONTEST_QUESTION_SHAPES: readonly ContestQuestionsQuery[] = SHAPES;

/** A contest's questions as read with its sitting, with the query they answer. */
export type ReadQuestions = { query: ContestQuestionsQuery; questions: Question[] };

/** The shape answered in the sitting's statement for `query`, or null when Prisma reads it (or the questions are not asked for: `query` null). */
export const questionsShapeOf = (query: ContestQuestionsQuery | null | undefined): ContestQuestionsQuery | null =>
  (query && SHAPES.find((shape) => isDeepStrictEqual(shape, query))) ?? null;

/**
 * The published questions of the competition (alias `c`) in their order, as one JSON array (alias
 * free: `q` is taken here), or null when `shape` is null: a column of the sitting's statement.
 */
export const contestQuestionsJson = (shape: ContestQuestionsQuery | null) =>
  shape === null
    ? Prisma.sql`NULL::json`
    : Prisma.sql`COALESCE((
        SELECT json_agg(${QUESTION_JSON} ORDER BY q.problem_number, q.id)
        FROM questions q WHERE q.competition_id = c.id AND q.status = 'PUBLISHED'), '[]'::json)`;

/** The questions Prisma answers for `shape`, from `contestQuestionsJson`'s array. */
export const readQuestionsOf = (shape: ContestQuestionsQuery | null, rows: QuestionJson[] | null): ReadQuestions | null =>
  shape === null || rows === null ? null : { query: shape, questions: rows.map(questionOf) };

/**
 * `db.question.findMany({ ...query, where: { competitionId, status: "PUBLISHED" }, orderBy })`: the
 * questions read with the sitting when they answer this query, otherwise through Prisma.
 */
export function contestQuestions(query: ContestQuestionsQuery, competitionId: number, read: ReadQuestions | null): Promise<Question[]> | Question[] {
  if (read && isDeepStrictEqual(read.query, query)) return read.questions;
  return db.question.findMany({ ...query, where: { competitionId, status: "PUBLISHED" }, orderBy: CONTEST_QUESTION_ORDER });
}

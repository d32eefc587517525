// The attempt ledger of one user for some questions, in one SQL round-trip: every answer the
// user gave to them (all sources) and their review cards, handed to the ledger rule
// (domain/attemptLedger.ts). Readers batch it per request through graphql/loaders.ts; answering
// reads it inside its transaction. Lesson and course progress read the same rows set-wise, in the
// statement that finds their questions (`metLedgerRowsSql`).
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { AttemptSource } from "../db/generated/enums.ts";
import { ledgerOf, type AnswerOutcome, type AnswerSource, type QuestionLedger } from "../domain/attemptLedger.ts";

type Client = Prisma.TransactionClient | typeof db;

/** What the ledger of one question the user has met is made of. */
export type LedgerRow = {
  question_id: number;
  due: Date | null;
  last_review: Date | null;
  last_missed_at: Date | null;
  /** The question is in a contest the user submitted (its result showed the answer key). */
  in_submitted_contest: boolean;
  /** `at` in milliseconds since 1970 (created_at is stored in UTC); null when none. */
  answers: { source: AnswerSource; correct: boolean; at: number }[] | null;
};

/** The ledgers of the rows' questions; a question without a row has `untouchedLedger`'s. */
export function ledgersOfRows(rows: readonly LedgerRow[], now: Date): Map<number, QuestionLedger> {
  return new Map(
    rows.map((row) => {
      const card = row.due && row.last_missed_at ? { due: row.due, lastReview: row.last_review, lastMissedAt: row.last_missed_at } : null;
      const answers = (row.answers ?? []).map((answer) => ({ source: answer.source, correct: answer.correct, at: new Date(answer.at) }));
      return [row.question_id, ledgerOf(answers, card, now, row.in_submitted_contest)];
    }),
  );
}

/** The ledger of a question the user has not met (no answer, no review card, no submitted contest). */
export const untouchedLedger = (now: Date): QuestionLedger => ledgerOf([], null, now, false);

/**
 * A met question's answers as `metLedgerRowsSql` sends them, compactly (a course's progress reads
 * thousands of questions' answers per request): `outcomes`, one letter per answer in time order,
 * the initial of its source, upper case when correct and lower case when not ("pP": wrong, then
 * right in practice); `answered_at`, their times in milliseconds since 1970, separated by spaces.
 * Both null when the user gave none.
 */
export type MetRow = Omit<LedgerRow, "answers"> & { outcomes: string | null; answered_at: string | null };

/** Each outcome's letter in `MetRow.outcomes` (every source has its own initial). */
const OUTCOME_OF_LETTER = new Map<string, AnswerOutcome>();
for (const source of Object.values(AttemptSource)) {
  for (const correct of [true, false]) {
    const letter = correct ? source[0]! : source[0]!.toLowerCase();
    if (OUTCOME_OF_LETTER.has(letter)) throw new Error(`The answer sources ${OUTCOME_OF_LETTER.get(letter)!.source} and ${source} share an initial`);
    OUTCOME_OF_LETTER.set(letter, { source, correct });
  }
}
const outcomeSql = Prisma.sql`CASE WHEN a.correct THEN left(a.source::text, 1) ELSE lower(left(a.source::text, 1)) END`;

/** The outcomes of `MetRow.outcomes`, in time order. */
export function outcomesOf(outcomes: string | null): AnswerOutcome[] {
  const found: AnswerOutcome[] = [];
  if (outcomes) for (let index = 0; index < outcomes.length; index++) found.push(OUTCOME_OF_LETTER.get(outcomes[index]!)!);
  return found;
}

/** A `MetRow`'s answers as `LedgerJson` has them. */
export function metAnswersOf(row: Pick<MetRow, "outcomes" | "answered_at">): LedgerJson["answers"] {
  if (!row.outcomes || !row.answered_at) return null;
  const times = row.answered_at.split(" ");
  return outcomesOf(row.outcomes).map((outcome, index) => ({ source: outcome.source, correct: outcome.correct, at: Number(times[index]) }));
}

/**
 * `MetRow`s of the questions in `scope` (the name of a relation with a distinct column `id`
 * and the question's `competition_id`, defined by the caller's WITH) that the user has met, read
 * set-wise: the user's answers, cards and submitted contests joined to the scope (the contests by
 * the scope's competition ids, so no other question is read: joining every question to find them
 * took 5 ms at full scale). For thousands of questions (a course's progress) the planner may scan
 * the user's rows, where attemptLedgers' form probes three indexes per id.
 *
 * `read: "completion"` reads only what `completedBy` judges (the answers' outcomes and the
 * submitted contests): no review card and no answer times, whose rows come back null. A course's
 * progress needs no more, and the cards were a third of its read (5,000 probes at full scale).
 */
export function metLedgerRowsSql(userId: number, scope: string, read: "ledgers" | "completion" = "ledgers"): Prisma.Sql {
  const relation = Prisma.raw(scope);
  const ledgers = read === "ledgers";
  const answeredAt = ledgers
    ? Prisma.sql`string_agg(floor(extract(epoch FROM a.created_at) * 1000)::bigint::text, ' ' ORDER BY a.created_at, a.id)`
    : Prisma.sql`NULL::text`;
  const cards = ledgers
    ? Prisma.sql`SELECT c.question_id, c.due, c.last_review, c.last_missed_at FROM review_cards c JOIN ${relation} w ON w.id = c.question_id WHERE c.user_id = ${userId}`
    : Prisma.sql`SELECT NULL::int AS question_id, NULL::timestamp AS due, NULL::timestamp AS last_review, NULL::timestamp AS last_missed_at WHERE false`;
  return Prisma.sql`
    WITH met_answers AS (
      SELECT a.question_id, string_agg(${outcomeSql}, '' ORDER BY a.created_at, a.id) AS outcomes, ${answeredAt} AS answered_at
      FROM attempts a JOIN ${relation} w ON w.id = a.question_id WHERE a.user_id = ${userId} GROUP BY a.question_id
    ), met_cards AS (
      ${cards}
    ), met_contests AS (
      SELECT w.id AS question_id FROM ${relation} w
      WHERE w.competition_id IN (SELECT s.competition_id FROM contest_submissions s WHERE s.user_id = ${userId})
    )
    SELECT m.question_id, c.due, c.last_review, c.last_missed_at, a.outcomes, a.answered_at, sc.question_id IS NOT NULL AS in_submitted_contest
    FROM (SELECT question_id FROM met_answers UNION SELECT question_id FROM met_cards UNION SELECT question_id FROM met_contests) m
    LEFT JOIN met_answers a ON a.question_id = m.question_id
    LEFT JOIN met_cards c ON c.question_id = m.question_id
    LEFT JOIN met_contests sc ON sc.question_id = m.question_id`;
}

export async function attemptLedgers(userId: number, questionIds: readonly number[], now: Date, client: Client = db): Promise<Map<number, QuestionLedger>> {
  // Only the questions the user has met come back (an answer, a review card, a submitted contest):
  // a course asks for thousands, and most are untouched. Those all share the ledger of no answers.
  const rows = await client.$queryRaw<LedgerRow[]>`
    SELECT * FROM (
      SELECT q.id AS question_id, c.due, c.last_review, c.last_missed_at,
        (
          SELECT json_agg(json_build_object('source', a.source, 'correct', a.correct, 'at', floor(extract(epoch FROM a.created_at) * 1000)::bigint) ORDER BY a.created_at, a.id)
          FROM attempts a WHERE a.user_id = ${userId} AND a.question_id = q.id
        ) AS answers,
        EXISTS (
          SELECT 1 FROM contest_submissions s JOIN questions cq ON cq.competition_id = s.competition_id
          WHERE s.user_id = ${userId} AND cq.id = q.id
        ) AS in_submitted_contest
      FROM unnest(${[...new Set(questionIds)]}::int[]) AS q(id)
      LEFT JOIN review_cards c ON c.user_id = ${userId} AND c.question_id = q.id
    ) met
    WHERE met.due IS NOT NULL OR met.answers IS NOT NULL OR met.in_submitted_contest`;
  const ledgers = ledgersOfRows(rows, now);
  if (ledgers.size < questionIds.length) {
    const untouched = untouchedLedger(now);
    for (const id of questionIds) if (!ledgers.has(id)) ledgers.set(id, untouched);
  }
  return ledgers;
}

/** `LedgerRow` as `ledgerJsonSql` gives it: times in milliseconds since 1970 (stored in UTC). */
export type LedgerJson = Omit<LedgerRow, "due" | "last_review" | "last_missed_at"> & { due: number | null; last_review: number | null; last_missed_at: number | null };

/**
 * The user's ledger row of the question `q` (an alias of questions in the caller's statement) as
 * one JSON value, the row attemptLedgers reads for it: so that a statement reading the question
 * reads its ledger beside it. `ledgerOfJson` makes it the ledger.
 */
export function ledgerJsonSql(userId: number, q: string): Prisma.Sql {
  const question = Prisma.raw(q);
  return Prisma.sql`(
      SELECT json_build_object('question_id', ${question}.id,
        'due', floor(extract(epoch FROM c.due) * 1000)::bigint, 'last_review', floor(extract(epoch FROM c.last_review) * 1000)::bigint,
        'last_missed_at', floor(extract(epoch FROM c.last_missed_at) * 1000)::bigint,
        'answers', (
          SELECT json_agg(json_build_object('source', a.source, 'correct', a.correct, 'at', floor(extract(epoch FROM a.created_at) * 1000)::bigint) ORDER BY a.created_at, a.id)
          FROM attempts a WHERE a.user_id = ${userId} AND a.question_id = ${question}.id
        ),
        'in_submitted_contest', EXISTS (SELECT 1 FROM contest_submissions s WHERE s.user_id = ${userId} AND s.competition_id = ${question}.competition_id))
      FROM (SELECT 1) one LEFT JOIN review_cards c ON c.user_id = ${userId} AND c.question_id = ${question}.id)`;
}

/** The ledger of a `ledgerJsonSql` value. */
export function ledgerOfJson(row: LedgerJson, now: Date): QuestionLedger {
  return ledgersOfJson([row], [row.question_id], now).get(row.question_id)!;
}

/**
 * The user's ledgers of some questions as one JSON value, a `ledgerJsonSql` row each: a scalar
 * subquery, so that a statement reading other things (db/jsonReads.ts) reads them beside.
 * `ledgersOfJson` makes them the ledgers, as attemptLedgers gives them.
 */
export function ledgersJsonSql(userId: number, questionIds: readonly number[]): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(${ledgerJsonSql(userId, "q")}), '[]') FROM questions q WHERE q.id = ANY(${[...new Set(questionIds)]}::int[]))`;
}

/** The ledgers of a `ledgersJsonSql` value, one for each of `questionIds` (an untouched one for a question not there). */
export function ledgersOfJson(rows: readonly LedgerJson[], questionIds: readonly number[], now: Date): Map<number, QuestionLedger> {
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  const ledgers = ledgersOfRows(rows.map((row) => ({ ...row, due: date(row.due), last_review: date(row.last_review), last_missed_at: date(row.last_missed_at) })), now);
  if (ledgers.size < questionIds.length) {
    const untouched = untouchedLedger(now);
    for (const id of questionIds) if (!ledgers.has(id)) ledgers.set(id, untouched);
  }
  return ledgers;
}

/** One question's ledger. */
export async function attemptLedger(userId: number, questionId: number, now: Date, client: Client = db): Promise<QuestionLedger> {
  return (await attemptLedgers(userId, [questionId], now, client)).get(questionId)!;
}

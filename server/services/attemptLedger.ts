// The attempt ledger of one user for some questions, in one SQL round-trip: every answer the
// user gave to them (all sources) and their review cards, handed to the ledger rule
// (domain/attemptLedger.ts). Readers batch it per request through graphql/loaders.ts; answering
// reads it inside its transaction.
import type { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { ledgerOf, type AnswerSource, type QuestionLedger } from "../domain/attemptLedger.ts";

type Client = Prisma.TransactionClient | typeof db;

type Row = {
  question_id: number;
  due: Date | null;
  last_review: Date | null;
  last_missed_at: Date | null;
  /** The question is in a contest the user submitted (its result showed the answer key). */
  in_submitted_contest: boolean;
  /** `at` in milliseconds since 1970 (created_at is stored in UTC); null when none. */
  answers: { source: AnswerSource; correct: boolean; at: number }[] | null;
};

export async function attemptLedgers(userId: number, questionIds: readonly number[], now: Date, client: Client = db): Promise<Map<number, QuestionLedger>> {
  // Only the questions the user has met come back (an answer, a review card, a submitted contest):
  // a course asks for thousands, and most are untouched. Those all share the ledger of no answers.
  const rows = await client.$queryRaw<Row[]>`
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
  const ledgers = new Map(
    rows.map((row) => {
      const card = row.due && row.last_missed_at ? { due: row.due, lastReview: row.last_review, lastMissedAt: row.last_missed_at } : null;
      const answers = (row.answers ?? []).map((answer) => ({ source: answer.source, correct: answer.correct, at: new Date(answer.at) }));
      return [row.question_id, ledgerOf(answers, card, now, row.in_submitted_contest)];
    }),
  );
  if (ledgers.size < questionIds.length) {
    const untouched = ledgerOf([], null, now, false);
    for (const id of questionIds) if (!ledgers.has(id)) ledgers.set(id, untouched);
  }
  return ledgers;
}

/** One question's ledger. */
export async function attemptLedger(userId: number, questionId: number, now: Date, client: Client = db): Promise<QuestionLedger> {
  return (await attemptLedgers(userId, [questionId], now, client)).get(questionId)!;
}

// Question calibration outside the students' transactions. A rated submission queues one game per
// question (calibration_queue rows, in the submission's own transaction, so a crash loses or
// doubles nothing); the worker applies them in batches: it claims rows (FOR UPDATE SKIP LOCKED,
// so several app instances never take the same ones), locks the few questions they concern,
// computes each question's new rating from its queued games in order (domain/calibration.ts),
// writes all of them with one set-based UPDATE and deletes the rows it applied, all in one
// transaction: a game is applied exactly once.
// A table in PostgreSQL rather than pg-boss or graphile-worker: both need a real PostgreSQL
// server (LISTEN/NOTIFY, their own schema and connections), and the embedded default is PGlite.
import type { PrismaClient } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { calibrateQuestion, type CalibrationGame } from "../domain/calibration.ts";

type Transaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Games applied per transaction: big enough that a burst drains in a few round trips. */
export const CALIBRATION_BATCH = 5_000;

/** Queues a rated submission's games, inside its transaction. */
export async function queueCalibration(tx: Transaction, submissionId: number, games: (CalibrationGame & { questionId: number })[]): Promise<void> {
  if (games.length === 0) return;
  await tx.calibrationGame.createMany({ data: games.map((game) => ({ ...game, submissionId })) });
}

type QueuedRow = { id: bigint; question_id: number; student_rating: number; multiple_choice: boolean; correct: boolean; blank: boolean };

/** Applies one batch of queued games; returns how many were applied (0: the queue is empty). */
async function applyBatch(batch: number): Promise<number> {
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<QueuedRow[]>`
        SELECT id, question_id, student_rating, multiple_choice, correct, blank FROM calibration_queue
        ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return 0;
      const questionIds = [...new Set(rows.map((row) => row.question_id))].sort((a, b) => a - b);
      const questions = await tx.$queryRaw<{ id: number; rating: number; rating_games: number }[]>`
        SELECT id, rating, rating_games FROM questions WHERE id = ANY(${questionIds}::int[]) ORDER BY id FOR UPDATE`;
      const ids: number[] = [];
      const ratings: number[] = [];
      const games: number[] = [];
      for (const question of questions) {
        const queued = rows.filter((row) => row.question_id === question.id);
        const after = calibrateQuestion(
          { rating: question.rating, games: question.rating_games },
          queued.map((row) => ({ studentRating: row.student_rating, multipleChoice: row.multiple_choice, correct: row.correct, blank: row.blank })),
        );
        ids.push(question.id);
        ratings.push(after.rating);
        games.push(after.games);
      }
      if (ids.length > 0) {
        await tx.$executeRaw`
          UPDATE questions q SET rating = v.rating, rating_games = v.games
          FROM unnest(${ids}::int[], ${ratings}::float8[], ${games}::int[]) AS v(id, rating, games)
          WHERE q.id = v.id`;
      }
      // Games of a question deleted since are dropped with the others.
      await tx.$executeRaw`DELETE FROM calibration_queue WHERE id = ANY(${rows.map((row) => row.id.toString())}::text[]::bigint[])`;
      return rows.length;
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
}

/** Applies every queued game (those queued meanwhile too); returns how many. */
export async function drainCalibrationQueue(batch = CALIBRATION_BATCH): Promise<number> {
  let applied = 0;
  for (let done = await applyBatch(batch); done > 0; done = await applyBatch(batch)) applied += done;
  return applied;
}

export type CalibrationWorker = { stop(): Promise<void> };

/** Drains the queue every `intervalMs` (0: never) until stopped; a failed round is logged and retried. */
export function startCalibrationWorker(options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): CalibrationWorker {
  const intervalMs = options.intervalMs ?? 250;
  if (intervalMs === 0) return { stop: async () => {} };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    running = drainCalibrationQueue()
      .then(() => undefined, (error) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, intervalMs);
      });
  };
  timer = setTimeout(round, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

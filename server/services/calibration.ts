// Question calibration outside the students' transactions. A rated submission queues its games,
// one per question it counted, as one calibration_queue row (in the submission's own transaction,
// so a crash loses or doubles nothing); the worker applies them in batches: it claims rows (FOR
// UPDATE SKIP LOCKED, so several app instances never take the same ones), locks the few questions
// they concern, computes each question's new rating from its queued games in order (queue order,
// then the submission's own order; domain/calibration.ts), writes all of them with one set-based
// UPDATE and deletes the rows it applied, all in one transaction: a game is applied exactly once.
// A table in PostgreSQL rather than pg-boss or graphile-worker: both need a real PostgreSQL
// server (LISTEN/NOTIFY, their own schema and connections), and the embedded default is PGlite.
import { db } from "../db/index.ts";
import { calibrateQuestion, type CalibrationGame } from "../domain/calibration.ts";

/** Queued submissions applied per transaction (about 25 games each): a burst drains in a few round trips. */
export const CALIBRATION_BATCH = 400;

/** A submission's games as the queue holds them: one row, one array entry per question. */
export type QueuedGames = { questionIds: number[]; multipleChoice: boolean[]; correct: boolean[]; blank: boolean[] };

/** Games as calibration_queue columns. */
export function queuedGames(games: readonly (CalibrationGame & { questionId: number })[]): QueuedGames {
  return {
    questionIds: games.map((game) => game.questionId),
    multipleChoice: games.map((game) => game.multipleChoice),
    correct: games.map((game) => game.correct),
    blank: games.map((game) => game.blank),
  };
}

type QueuedRow = { id: bigint; student_rating: number; question_ids: number[]; multiple_choice: boolean[]; correct: boolean[]; blank: boolean[] };

/** Applies one batch of queued submissions; returns how many games were applied (0: the queue is empty). */
async function applyBatch(batch: number): Promise<number> {
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<QueuedRow[]>`
        SELECT id, student_rating, question_ids, multiple_choice, correct, blank FROM calibration_queue
        ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return 0;
      // Each question's games in queue order.
      const byQuestion = new Map<number, CalibrationGame[]>();
      let applied = 0;
      for (const row of rows) {
        row.question_ids.forEach((questionId, index) => {
          const games = byQuestion.get(questionId) ?? [];
          games.push({ studentRating: row.student_rating, multipleChoice: row.multiple_choice[index]!, correct: row.correct[index]!, blank: row.blank[index]! });
          byQuestion.set(questionId, games);
          applied++;
        });
      }
      const questionIds = [...byQuestion.keys()].sort((a, b) => a - b);
      const questions = await tx.$queryRaw<{ id: number; rating: number; rating_games: number }[]>`
        SELECT id, rating, rating_games FROM questions WHERE id = ANY(${questionIds}::int[]) ORDER BY id FOR UPDATE`;
      const ids: number[] = [];
      const ratings: number[] = [];
      const games: number[] = [];
      for (const question of questions) {
        const after = calibrateQuestion({ rating: question.rating, games: question.rating_games }, byQuestion.get(question.id)!);
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
      return applied;
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

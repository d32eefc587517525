// The calibration queue read back as games (server/services/calibration.ts keeps one row per
// submission with its games as arrays): one entry per queued game, in the order the worker
// applies them (queue order, then the submission's own order).
import type { PrismaClient } from "../../server/db/generated/client.ts";

export type QueuedGame = { submissionId: number; questionId: number; studentRating: number; multipleChoice: boolean; correct: boolean; blank: boolean };

export async function queuedGames(db: PrismaClient, where: { submissionId?: number } = {}): Promise<QueuedGame[]> {
  const rows = await db.calibrationEntry.findMany({ where, orderBy: { id: "asc" } });
  return rows.flatMap((row) =>
    row.questionIds.map((questionId, index) => ({
      submissionId: row.submissionId,
      questionId,
      studentRating: row.studentRating,
      multipleChoice: row.multipleChoice[index]!,
      correct: row.correct[index]!,
      blank: row.blank[index]!,
    })),
  );
}

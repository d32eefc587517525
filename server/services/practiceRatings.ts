// Writing a practice rating (domain/practiceRating.ts): one first answer to a contest question
// outside a contest moves the student's practice rating in the question's family.
import type { Prisma } from "../db/generated/client.ts";
import { afterPracticeAnswer, startingPracticeRating } from "../domain/practiceRating.ts";

type Tx = Prisma.TransactionClient;

export async function recordPracticeAnswer(
  tx: Tx,
  userId: number,
  question: { competitionId: number | null; rating: number; isMultipleChoice: boolean },
  correct: boolean,
): Promise<void> {
  if (question.competitionId === null) return;
  const competition = await tx.competition.findUnique({ where: { id: question.competitionId }, select: { family: true } });
  if (!competition) return;
  const { family } = competition;
  // Answers to two questions at once both move the rating: the row is created if missing, then
  // locked, so the second reads what the first wrote.
  const start = startingPracticeRating(await tx.rating.findUnique({ where: { userId_family: { userId, family } } }));
  await tx.$executeRaw`INSERT INTO practice_ratings (user_id, family, rating, games, updated_at)
    VALUES (${userId}, ${family}::"CompetitionFamily", ${start.rating}, ${start.games}, now()) ON CONFLICT DO NOTHING`;
  const [before] = await tx.$queryRaw<{ rating: number; games: number }[]>`
    SELECT rating, games FROM practice_ratings WHERE user_id = ${userId} AND family = ${family}::"CompetitionFamily" FOR UPDATE`;
  const after = afterPracticeAnswer(before, { rating: question.rating, multipleChoice: question.isMultipleChoice }, correct);
  await tx.practiceRating.update({ where: { userId_family: { userId, family } }, data: { rating: after.rating, games: after.games } });
}

// Writing a practice rating (domain/practiceRating.ts): one first answer to a contest question
// outside a contest moves the student's practice rating in the question's family, after taking in
// the contests rated since the last one.
import type { Prisma } from "../db/generated/client.ts";
import { afterPracticeAnswer, currentPracticeRating, type PracticeStanding, startingPracticeRating } from "../domain/practiceRating.ts";

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
  // locked, so the second reads what the first wrote. The contest rating is read in the same
  // transaction: a contest rated since the last answer is taken in (currentPracticeRating).
  const contest = await tx.rating.findUnique({ where: { userId_family: { userId, family } }, select: { rating: true, games: true } });
  const start = startingPracticeRating(contest);
  await tx.$executeRaw`INSERT INTO practice_ratings (user_id, family, rating, games, contest_rating, contest_games, updated_at)
    VALUES (${userId}, ${family}::"CompetitionFamily", ${start.rating}, ${start.games}, ${contest?.rating ?? null}, ${contest?.games ?? null}, now()) ON CONFLICT DO NOTHING`;
  const [stored] = await tx.$queryRaw<PracticeStanding[]>`
    SELECT rating, games, contest_rating AS "contestRating", contest_games AS "contestGames"
    FROM practice_ratings WHERE user_id = ${userId} AND family = ${family}::"CompetitionFamily" FOR UPDATE`;
  const after = afterPracticeAnswer(currentPracticeRating(stored, contest), { rating: question.rating, multipleChoice: question.isMultipleChoice }, correct);
  await tx.practiceRating.update({
    where: { userId_family: { userId, family } },
    data: { rating: after.rating, games: after.games, contestRating: contest?.rating ?? null, contestGames: contest?.games ?? null },
  });
}

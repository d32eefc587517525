// Inserts the demo community (prisma/seed/community.ts) into a freshly seeded database: users
// flagged is_demo, their sittings, submissions, contest and lesson answers, ratings and rating
// histories. A handful of batched statements, so it adds well under a second to a first start.
import { buildCommunity, type CommunityContest, type CommunityLesson } from "../../prisma/seed/community.ts";
import type { Prisma } from "../db/generated/client.ts";

type Tx = Prisma.TransactionClient;

async function seededContests(tx: Tx): Promise<CommunityContest[]> {
  const rows = await tx.competition.findMany({
    where: { isSample: true },
    orderBy: { id: "asc" },
    select: {
      id: true, family: true, year: true, durationMinutes: true,
      questions: { orderBy: { problemNumber: "asc" }, select: { id: true, answer: true, isMultipleChoice: true, rating: true } },
    },
  });
  return rows;
}

async function seededLessons(tx: Tx): Promise<CommunityLesson[]> {
  const rows = await tx.lesson.findMany({
    where: { active: true },
    orderBy: { id: "asc" },
    select: {
      id: true,
      course: { select: { family: true } },
      sections: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          questions: {
            where: { isExample: false },
            orderBy: { position: "asc" },
            select: { question: { select: { id: true, answer: true, isMultipleChoice: true, rating: true } } },
          },
        },
      },
    },
  });
  return rows.map((lesson) => ({
    id: lesson.id,
    family: lesson.course.family,
    sections: lesson.sections.map((section) => ({ id: section.id, questions: section.questions.map((q) => q.question) })),
  }));
}

export async function seedCommunity(tx: Tx, now: Date): Promise<void> {
  const students = buildCommunity(await seededContests(tx), await seededLessons(tx), now);
  const users = await tx.user.createManyAndReturn({ data: students.map((s) => s.user), select: { id: true, email: true } });
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  const withIds = students.map((student) => ({ ...student, userId: userIds.get(student.user.email)! }));
  const submissions = withIds.flatMap((s) => s.submissions.map((submission) => ({ ...submission, userId: s.userId })));

  await tx.contestSitting.createMany({
    data: submissions.map((s) => ({ userId: s.userId, competitionId: s.contestId, startKey: s.startKey, startedAt: s.startedAt, submittedAt: s.submittedAt })),
  });
  const stored = await tx.contestSubmission.createManyAndReturn({
    data: submissions.map(({ rating: _rating, contestId, ...s }) => ({ ...s, competitionId: contestId, verdict: "rated" })),
    select: { id: true, startKey: true },
  });
  const submissionIds = new Map(stored.map((row) => [row.startKey, row.id]));
  await tx.ratingChange.createMany({
    data: submissions.map((s) => ({
      userId: s.userId, family: s.rating.family, submissionId: submissionIds.get(s.startKey)!,
      before: s.rating.before, after: s.rating.after, createdAt: s.submittedAt,
    })),
  });
  await tx.rating.createMany({ data: withIds.flatMap((s) => s.ratings.map((r) => ({ ...r, userId: s.userId }))) });
  await tx.attempt.createMany({
    data: [
      ...submissions.flatMap((s) =>
        s.answers
          .filter((a) => !a.blank)
          .map((a) => ({
            userId: s.userId, questionId: a.questionId, answer: a.given, correct: a.correct, source: "CONTEST" as const,
            attemptNumber: 1, contestSubmissionId: submissionIds.get(s.startKey)!, createdAt: s.submittedAt,
          })),
      ),
      ...withIds.flatMap((s) =>
        s.lessonAttempts.map((a) => ({ ...a, userId: s.userId, source: "LESSON" as const, attemptNumber: 1 })),
      ),
    ],
  });
}

/** Deletes every demo student; their sittings, answers, ratings and histories go with them. */
export async function removeCommunity(prisma: Pick<Tx, "user">): Promise<number> {
  const { count } = await prisma.user.deleteMany({ where: { isDemo: true } });
  return count;
}

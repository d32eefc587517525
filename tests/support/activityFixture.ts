// Four students answering around the month boundaries, counted by hand in the tests that use it:
// Ann answers every month (two months ago, last month from a lesson, this month); Bob two months
// ago and in the last millisecond of last month; Cat only two months ago; Dan only this month,
// twice, from the question page. Plus a survey with three votes.
import type { PrismaClient } from "../../server/db/generated/client.ts";
import { addMonths, startOfMonth } from "../../server/domain/activity.ts";

export function activityMonths(now = new Date()) {
  const thisMonth = startOfMonth(now);
  return {
    thisMonth,
    lastMonth: addMonths(thisMonth, -1),
    twoMonthsAgo: addMonths(thisMonth, -2),
    justBeforeThisMonth: new Date(thisMonth.getTime() - 1),
  };
}

export async function createActivityFixture(db: PrismaClient, now = new Date()) {
  const { thisMonth, lastMonth, twoMonthsAgo, justBeforeThisMonth } = activityMonths(now);
  const competition = await db.competition.create({ data: { name: "AMC_8", family: "AMC8", year: 2001, durationMinutes: 40 } });
  const [q1, q2, q3] = await Promise.all(
    (["ALGEBRA", "GEOMETRY", "GEOMETRY"] as const).map((topic, index) =>
      db.question.create({ data: { competitionId: competition.id, problemNumber: index + 1, answer: "A", topic } }),
    ),
  );
  const student = (name: string, studentGrade: number) =>
    db.user.create({ data: { email: `${name}@boxed.test`, username: name, referralCode: name, studentGrade } });
  const [ann, bob, cat, dan] = await Promise.all([student("ann", 7), student("bob", 8), student("cat", 8), student("dan", 7)]);
  const answer = (userId: number, questionId: number, createdAt: Date, source: "LESSON" | "PRACTICE" | "QUESTION" = "PRACTICE", correct = true) =>
    ({ userId, questionId, createdAt, source, answer: correct ? "A" : "B", correct });
  await db.attempt.createMany({
    data: [
      answer(ann.id, q1.id, twoMonthsAgo), answer(ann.id, q1.id, lastMonth, "LESSON"), answer(ann.id, q2.id, thisMonth),
      answer(bob.id, q2.id, twoMonthsAgo, "PRACTICE", false), answer(bob.id, q3.id, justBeforeThisMonth),
      answer(cat.id, q3.id, twoMonthsAgo),
      answer(dan.id, q2.id, thisMonth, "QUESTION", false), answer(dan.id, q3.id, thisMonth, "QUESTION"),
    ],
  });
  const survey = await db.survey.create({ data: { question: "How did you hear of us?", answers: ["A friend", "A teacher", "Search"] } });
  await db.surveyVote.createMany({
    data: [
      { surveyId: survey.id, userId: ann.id, answer: "A friend" },
      { surveyId: survey.id, userId: bob.id, answer: "A friend" },
      { surveyId: survey.id, userId: cat.id, answer: "Search" },
    ],
  });
}

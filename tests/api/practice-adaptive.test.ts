// Practice that adapts (issue 16), as a student notices it: Practice New stays in the student's
// own families, a practice answer moves a practice rating (never the contest rating), a missed
// question waits a day before review, review shows the choices shuffled and reads the letter in
// that order, a five-choice review solved on the second try counts as a lapse, and the dashboard
// says what comes due when.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql, rest, type Caller } from "../support/clients.ts";
import { reanchorRatings } from "../../server/services/ratingScale.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const DAY = 86_400_000;

let users = 0;
async function newStudent(grade: number | null = null): Promise<{ caller: Caller; userId: number }> {
  const email = `adaptive${++users}@practice.test`;
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const { id } = await db().user.update({ where: { email }, data: { studentGrade: grade } });
  return { caller, userId: id };
}

const wrongLetter = (answer: string) => (answer.trim().toUpperCase().startsWith("A") ? "B" : "A");

async function practiseNew(caller: Caller): Promise<{ questionId: number; family: string } | null> {
  const result = await graphql(app().baseUrl, caller, `{ practiceQuestion(mode: NEW) { questionId competition { family } } }`);
  const question = result.data.practiceQuestion;
  return question ? { questionId: question.questionId, family: question.competition.family } : null;
}

const submit = (caller: Caller, questionId: number, answer: string, source: "PRACTICE" | "REVIEW", reviewOrder = false) =>
  graphql(app().baseUrl, caller, /* GraphQL */ `
    mutation ($questionId: Int!, $answer: String!, $source: AttemptSource!, $reviewOrder: Boolean) {
      submitAnswer(questionId: $questionId, answer: $answer, source: $source, reviewOrder: $reviewOrder) {
        __typename ... on InputError { message } ... on AnswerResult { correct correctAnswer message }
      }
    }
  `, { questionId, answer, source, reviewOrder });

/** A five-choice AMC 8 question due for review for this student. */
async function dueForReview(userId: number) {
  const question = await db().question.findFirstOrThrow({ where: { competition: { family: "AMC8" }, isMultipleChoice: true, NOT: { choices: { isEmpty: true } } }, orderBy: { id: "asc" } });
  const missed = new Date(Date.now() - 3 * DAY);
  await db().attempt.create({ data: { userId, questionId: question.id, answer: wrongLetter(question.answer), correct: false, source: "PRACTICE", attemptNumber: 1, createdAt: missed } });
  await db().reviewCard.create({
    data: { userId, questionId: question.id, due: new Date(Date.now() - DAY), lastMissedAt: missed, state: 2, stability: 3, difficulty: 5, reps: 1, lapses: 1, scheduledDays: 2 },
  });
  return question;
}

describe("Practice New without filters", () => {
  it("serves a grade 8 student AMC 8 questions only, never AIME", async () => {
    const { caller } = await newStudent(8);
    for (let served = 0; served < 6; served++) {
      const question = (await practiseNew(caller))!;
      expect(question.family).toBe("AMC8");
      expect((await submit(caller, question.questionId, "A", "PRACTICE")).data.submitAnswer.__typename).toBe("AnswerResult");
    }
  });

  it("serves the families a student is rated in and their grade's: an AMC 10 student in grade 10 gets AMC 10", async () => {
    const { caller, userId } = await newStudent(10);
    await db().rating.create({ data: { userId, family: "AMC10", rating: 1550, games: 50 } });
    for (let served = 0; served < 4; served++) {
      const question = (await practiseNew(caller))!;
      expect(question.family).toBe("AMC10");
      await submit(caller, question.questionId, "A", "PRACTICE");
    }
  });
});

describe("the practice rating", () => {
  it("moves with each first practice answer, starting from the contest rating, and leaves the contest rating alone", async () => {
    const { caller, userId } = await newStudent(8);
    await db().rating.create({ data: { userId, family: "AMC8", rating: 1600, games: 50 } });
    const first = (await practiseNew(caller))!;
    const question = await db().question.findUniqueOrThrow({ where: { id: first.questionId } });
    await submit(caller, question.id, question.answer, "PRACTICE");
    const afterRight = await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } });
    expect(afterRight.rating).toBeGreaterThan(1600);
    expect(afterRight.games).toBe(51);

    const second = (await practiseNew(caller))!;
    const other = await db().question.findUniqueOrThrow({ where: { id: second.questionId } });
    await submit(caller, other.id, wrongLetter(other.answer), "PRACTICE");
    const afterWrong = await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } });
    expect(afterWrong.rating).toBeLessThan(afterRight.rating);
    // The second try follows a miss: it is no game.
    await submit(caller, other.id, other.answer, "PRACTICE");
    expect(await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } })).toMatchObject({ rating: afterWrong.rating, games: 52 });

    expect(await db().rating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } })).toMatchObject({ rating: 1600, games: 50 });
  });

  it("takes in a contest rated since the last practice answer: it moves by what the contest rating moved", async () => {
    const { caller, userId } = await newStudent(8);
    await db().rating.create({ data: { userId, family: "AMC8", rating: 1600, games: 50 } });
    const first = (await practiseNew(caller))!;
    const question = await db().question.findUniqueOrThrow({ where: { id: first.questionId } });
    await submit(caller, question.id, question.answer, "PRACTICE");
    const practised = await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } });
    expect(practised).toMatchObject({ contestRating: 1600, contestGames: 50 });

    // A contest then takes the student to 1800 (as the contest service writes it).
    await db().rating.update({ where: { userId_family: { userId, family: "AMC8" } }, data: { rating: 1800, games: 75 } });
    const next = (await practiseNew(caller))!;
    const other = await db().question.findUniqueOrThrow({ where: { id: next.questionId } });
    await submit(caller, other.id, other.answer, "PRACTICE");
    const after = await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } });
    // 200 from the contest, then up again for the right answer; the contest's 25 games counted.
    expect(after.rating).toBeGreaterThan(practised.rating + 200);
    expect(after).toMatchObject({ games: practised.games + 25 + 1, contestRating: 1800, contestGames: 75 });
  });

  it("is shifted with its family on re-anchoring, the contest rating it took in too, so no contest seems to have happened", async () => {
    const { userId } = await newStudent(8);
    await db().rating.create({ data: { userId, family: "AMC8", rating: 1600, games: 50 } });
    await db().practiceRating.create({ data: { userId, family: "AMC8", rating: 1650, games: 60, contestRating: 1600, contestGames: 50 } });
    // The AMC 8 questions drift 10 points above their seeds; re-anchoring brings everything back 10.
    await db().$executeRaw`UPDATE questions q SET rating = q.rating + 10 FROM competitions c WHERE c.id = q.competition_id AND c.family = 'AMC8'`;
    const shifts = await reanchorRatings(db());
    expect(shifts.AMC8).toBeCloseTo(-10, 6);
    expect((await db().rating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } })).rating).toBeCloseTo(1590, 6);
    const practice = await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC8" } } });
    expect(practice.rating).toBeCloseTo(1640, 6);
    expect(practice.contestRating).toBeCloseTo(1590, 6);
  });
});

describe("review that spaces", () => {
  it("does not serve a question missed just now: it comes back a day later, and the dashboard says when", async () => {
    const { caller } = await newStudent(8);
    const served = (await practiseNew(caller))!;
    const question = await db().question.findUniqueOrThrow({ where: { id: served.questionId } });
    await submit(caller, question.id, wrongLetter(question.answer), "PRACTICE");
    await submit(caller, question.id, wrongLetter(question.answer), "PRACTICE");
    const review = await rest(app().baseUrl, caller, "POST", "/api/random/random", { limit: 1, mode: "review", competition_filter: null, category_filter: null });
    expect(review.body.questions).toEqual([]);

    const dashboard = await graphql(app().baseUrl, caller, `{ dashboard { reviewCount upcomingReviews { questionId title due } } }`);
    expect(dashboard.data.dashboard.reviewCount).toBe(0);
    const [upcoming] = dashboard.data.dashboard.upcomingReviews;
    expect(upcoming.questionId).toBe(question.id);
    expect(upcoming.title).toMatch(/^AMC 8 \d{4} · Problem \d+$/);
    expect(new Date(upcoming.due).getTime()).toBeGreaterThanOrEqual(Date.now() + DAY - 60_000);
  });

  it("shows the choices shuffled, the same on a reload, and reads the letter given in that order", async () => {
    const { caller, userId } = await newStudent(8);
    const question = await dueForReview(userId);
    const query = `{ practiceQuestion(mode: REVIEW) { questionId choices reviewChoices } }`;
    const first = (await graphql(app().baseUrl, caller, query)).data.practiceQuestion;
    expect(first.questionId).toBe(question.id);
    expect([...first.reviewChoices].sort()).toEqual([...first.choices].sort());
    expect(first.reviewChoices).not.toEqual(first.choices);
    expect((await graphql(app().baseUrl, caller, query)).data.practiceQuestion.reviewChoices).toEqual(first.reviewChoices);

    const rightText = first.choices["ABCDE".indexOf(question.answer.trim()[0])];
    const shownLetter = "ABCDE"[first.reviewChoices.indexOf(rightText)];
    const wrongShown = shownLetter === "A" ? "B" : "A";
    const miss = (await submit(caller, question.id, wrongShown, "REVIEW", true)).data.submitAnswer;
    expect(miss.correct).toBe(false);
    const hit = (await submit(caller, question.id, shownLetter, "REVIEW", true)).data.submitAnswer;
    expect(hit).toMatchObject({ correct: true, correctAnswer: shownLetter });
    // The attempt stores the original letter.
    const stored = await db().attempt.findFirstOrThrow({ where: { userId, questionId: question.id, source: "REVIEW", correct: true } });
    expect(stored.answer).toBe(question.answer.trim()[0]);
  });

  it("counts a five-choice review solved on the second try as a lapse: it comes back in a day or two, not later", async () => {
    const { caller, userId } = await newStudent(8);
    const question = await dueForReview(userId);
    const before = await db().reviewCard.findUniqueOrThrow({ where: { userId_questionId: { userId, questionId: question.id } } });
    await submit(caller, question.id, wrongLetter(question.answer), "REVIEW");
    expect((await submit(caller, question.id, question.answer, "REVIEW")).data.submitAnswer.correct).toBe(true);
    const after = await db().reviewCard.findUniqueOrThrow({ where: { userId_questionId: { userId, questionId: question.id } } });
    expect(after.lapses).toBe(before.lapses + 1);
    expect(after.due.getTime() - Date.now()).toBeGreaterThanOrEqual(DAY - 60_000);
    expect(after.due.getTime() - Date.now()).toBeLessThan(3 * DAY);
  });

  it("keeps a card on the list while the student reviews it, though its miss is older than the window", async () => {
    const { caller, userId } = await newStudent(8);
    const question = await dueForReview(userId);
    await db().reviewCard.update({
      where: { userId_questionId: { userId, questionId: question.id } },
      data: { lastMissedAt: new Date(Date.now() - 40 * DAY), lastReview: new Date(Date.now() - 5 * DAY) },
    });
    const served = await graphql(app().baseUrl, caller, `{ practiceQuestion(mode: REVIEW, reviewDays: 14) { questionId } }`);
    expect(served.data.practiceQuestion.questionId).toBe(question.id);
  });
});

// The signed-in home page (Query.studentHome) and the viewer's place on the leaderboards.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, graphql, rest, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let student: Caller;
let studentId: number;

const HOME = `{ studentHome {
  ratings { family label rating games provisional rank lastChange }
  streak { current longest practisedToday lastDays { day practised } }
  nextSteps { kind title detail path }
  recentActivity { kind title detail path }
} }`;

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  studentId = (await db().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } })).id;
});

describe("a new student's home page", () => {
  it("is null when signed out", async () => {
    expect((await graphql(app().baseUrl, anonymous, HOME)).data.studentHome).toBeNull();
  });

  it("has no ratings or streak yet, and suggests a course and a contest of the student's grade", async () => {
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    expect(home.ratings).toEqual([]);
    expect(home.streak).toMatchObject({ current: 0, longest: 0, practisedToday: false });
    expect(home.streak.lastDays).toHaveLength(14);
    expect(home.recentActivity).toEqual([]);
    expect(home.nextSteps.map((s: { kind: string }) => s.kind)).toEqual(["START_COURSE", "TAKE_CONTEST"]);
    // The demo student is in grade 8: the newest AMC 8.
    expect(home.nextSteps[1]).toMatchObject({ title: "Take AMC 8 2024", path: "/contest/AMC_8/2024" });
  });
});

describe("after a contest and some lesson practice", () => {
  beforeAll(async () => {
    const contest = await graphql(app().baseUrl, student, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
    const questions = await db().question.findMany({ where: { id: { in: contest.data.contest.questions.map((q: { questionId: number }) => q.questionId) } }, orderBy: { problemNumber: "asc" } });
    const wrong = (answer: string) => (answer === "A" ? "B" : "A");
    const answers = questions.slice(0, 10).map((q, i) => ({ questionId: q.id, answer: i < 7 ? q.answer : wrong(q.answer) }));
    const submitted = await graphql(app().baseUrl, student, `mutation ($t: String!, $a: [ContestAnswerInput!]!) {
      submitContest(startToken: $t, answers: $a) { __typename ... on ContestResult { score } }
    }`, { t: contest.data.contest.startToken, a: answers });
    expect(submitted.data.submitContest.score).toBe(7);
    const placement = await db().sectionQuestion.findFirstOrThrow({
      where: { isExample: false, section: { lesson: { active: true } } }, include: { section: { include: { lesson: true } }, question: true }, orderBy: { questionId: "asc" },
    });
    const reply = await rest(app().baseUrl, student, "POST", "/api/section-notes/submit-answer", {
      question_id: placement.questionId, user_answer: placement.question.answer, lession_id: placement.section.lessonId, sid: placement.sectionId,
    });
    expect(reply.status).toBe(200);
  });

  it("shows the AMC 8 rating with its place on the board and the contest's change", async () => {
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    const change = await db().ratingChange.findFirstOrThrow({ where: { userId: studentId } });
    expect(home.ratings).toEqual([
      {
        // 10 answered and 15 trailing blanks: the blanks count as not reached (docs/RATINGS.md), and
        // a first rated contest is provisional.
        family: "AMC8", label: "AMC 8", rating: Math.round(change.after), games: 10, provisional: true, rank: 1,
        lastChange: Math.round(change.after) - Math.round(change.before),
      },
    ]);
  });

  it("counts today as a practice day", async () => {
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    expect(home.streak).toMatchObject({ current: 1, longest: 1, practisedToday: true });
    expect(home.streak.lastDays.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), practised: true });
  });

  it("lists the contest and the lesson as recent activity, newest first", async () => {
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    expect(home.recentActivity.map((a: { kind: string }) => a.kind)).toEqual(["LESSON", "CONTEST"]);
    expect(home.recentActivity[1]).toMatchObject({ title: "AMC 8 2024", path: "/space" });
    expect(home.recentActivity[1].detail).toMatch(/^Scored 7 of 25, rating [+−]\d+$/);
    expect(home.recentActivity[0].detail).toBe("1 answer, 1 correct");
  });

  it("suggests reviewing the contest's mistakes, continuing the lesson and the AMC 8 not yet taken", async () => {
    // A miss comes due for review a day later (no same-day steps, docs/RATINGS.md): stand for that day.
    await db().reviewCard.updateMany({ where: { userId: studentId }, data: { due: new Date(Date.now() - 1000) } });
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    expect(home.nextSteps.map((s: { kind: string }) => s.kind)).toEqual(["REVIEW_MISTAKES", "CONTINUE_LESSON", "TAKE_CONTEST"]);
    expect(home.nextSteps[0].title).toBe("Review 3 mistakes");
    expect(home.nextSteps[1].path).toMatch(/^\/section-notes\?id=\d+&sid=\d+$/);
    // The lesson answered in last, from its first section with a practice question not completed.
    const lastLessonAnswer = await db().attempt.findFirstOrThrow({ where: { userId: studentId, lessonId: { not: null } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const lesson = await db().lesson.findUniqueOrThrow({
      where: { id: lastLessonAnswer.lessonId! },
      include: { sections: { orderBy: { position: "asc" }, include: { questions: { where: { isExample: false } } } } },
    });
    const solved = new Set((await db().attempt.findMany({ where: { userId: studentId, correct: true } })).map((attempt) => attempt.questionId));
    const firstOpen = lesson.sections.find((section) => section.questions.some((question) => !solved.has(question.questionId)))!;
    expect(home.nextSteps[1]).toMatchObject({ title: `Continue ${lesson.name}`, path: `/section-notes?id=${lesson.id}&sid=${firstOpen.id}` });
    expect(home.nextSteps[1].detail).toMatch(new RegExp(`^\\d+ questions? left, starting in ${firstOpen.name}\\.$`));
    expect(home.nextSteps[2]).toMatchObject({ title: "Take AMC 8 2023", path: "/contest/AMC_8/2023" });
  });
});

describe("the viewer's place on a leaderboard", () => {
  const STANDING = `{ leaderboardStanding(family: AMC8) { rank username rating isDemo } top: leaderboard(family: AMC8, first: 5) { userId } }`;

  it("is null when signed out, and for a family the viewer has no rating in", async () => {
    expect((await graphql(app().baseUrl, anonymous, STANDING)).data.leaderboardStanding).toBeNull();
    expect((await graphql(app().baseUrl, student, `{ leaderboardStanding(family: AIME) { rank } }`)).data.leaderboardStanding).toBeNull();
  });

  it("gives the rank even when the viewer is far outside the top of the board, in the board's order", async () => {
    const mine = await db().rating.findUniqueOrThrow({ where: { userId_family: { userId: studentId, family: "AMC8" } } });
    const others = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db().user.create({ data: { email: `rival${i}@example.test`, username: `Rival ${i}`, referralCode: `RIVAL-${i}` } }),
      ),
    );
    // Ten rated higher; one level with the student but with more games (ahead); one below.
    await db().rating.createMany({
      data: [
        ...others.slice(0, 10).map((u, i) => ({ userId: u.id, family: "AMC8" as const, rating: mine.rating + 50 + i, games: 25 })),
        { userId: others[10].id, family: "AMC8" as const, rating: Math.round(mine.rating), games: mine.games + 5 },
        { userId: others[11].id, family: "AMC8" as const, rating: mine.rating - 100, games: 25 },
      ],
    });
    const result = (await graphql(app().baseUrl, student, STANDING)).data;
    expect(result.leaderboardStanding).toEqual({ rank: 12, username: "Stu Student", rating: Math.round(mine.rating), isDemo: false });
    expect(result.top.map((e: { userId: number }) => e.userId)).not.toContain(studentId);
    const board = (await graphql(app().baseUrl, student, `{ leaderboard(family: AMC8, first: 50) { userId rank } }`)).data.leaderboard;
    expect(board.find((e: { userId: number }) => e.userId === studentId).rank).toBe(12);
    const home = (await graphql(app().baseUrl, student, HOME)).data.studentHome;
    expect(home.ratings[0].rank).toBe(12);
  });
});

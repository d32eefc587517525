// A contest's questions read with its sitting (services/contestQuestions.ts, in the statement of
// services/contests.ts) answer exactly what Prisma answers for the same query: on the demo contests
// and on the edge cases: a question with every optional column filled, unpublished and deleted
// questions (left out), two questions of one problem number (by id), and a contest without questions.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { startContest } from "../../server/services/contests.ts";
import { CONTEST_QUESTION_ORDER, CONTEST_QUESTION_SHAPES, contestQuestions, type ContestQuestionsQuery } from "../../server/services/contestQuestions.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const SECRET = "contest-questions-read-test-secret";
let counter: StatementCounter;
let contests: { id: number; name: string; year: number }[] = [];

beforeAll(async () => {
  const demo = await db().competition.findMany({ where: { enabled: true }, orderBy: { id: "asc" }, take: 3, select: { id: true, name: true, year: true } });
  const edge = await db().competition.create({ data: { name: "AMC_10A", year: 1987, family: "AMC10", durationMinutes: 75 } });
  const empty = await db().competition.create({ data: { name: "AMC_12A", year: 1987, family: "AMC12", durationMinutes: 75 } });
  const question = { competitionId: edge.id, answer: "B" };
  await db().question.create({
    data: {
      ...question, problemNumber: 2, text: "ünïcode \"quotes\" \\ and $x^2$", problemHtml: "<p>\\(x^2\\)</p>", imageUrl: "/images/x.png",
      choices: ["1", "2", "3", "4", "5"], solutionText: "Because.", solutionHtml: "<p>Because.</p>", solutionAi: "AI", solutionUrl: "https://example.test/s",
      solutionVideos: ["https://video.test/1", "https://video.test/2"], topic: "GEOMETRY", schoolGrade: 9, difficultyLevel: 3, organizationName: "Org", setName: "Set",
      source: "Import", license: "CC-BY", reviewNote: "ok", rating: 1234.5678901234, ratingGames: 7, isSample: true, deletedAt: new Date("2026-03-04T05:06:07.891Z"),
    },
  });
  await db().question.create({ data: { ...question, problemNumber: 1, text: "First, free answer", isMultipleChoice: false, answer: "42" } });
  await db().question.create({ data: { ...question, problemNumber: 1, text: "First again (a later id)" } });
  await db().question.create({ data: { ...question, problemNumber: 3, text: "Not yet published", status: "PENDING_REVIEW" } });
  await db().question.create({ data: { ...question, problemNumber: 4, text: "Deleted", status: "DELETED", deletedAt: new Date() } });
  contests = [...demo, edge, empty];
  counter = useCountingDatabase(app().database);
});

const prismaAnswer = (query: ContestQuestionsQuery, competitionId: number) =>
  db().question.findMany({ ...query, where: { competitionId, status: "PUBLISHED" }, orderBy: CONTEST_QUESTION_ORDER });

describe("a contest's questions read with its sitting", () => {
  it("are what Prisma answers, for every query shape read with it, in the sitting's one statement", async () => {
    expect(CONTEST_QUESTION_SHAPES.length).toBe(1);
    for (const shape of CONTEST_QUESTION_SHAPES) {
      for (const contest of contests) {
        let read: Awaited<ReturnType<typeof startContest>> = null;
        // An anonymous visitor's new sitting: the contest, the viewer's standing and the questions.
        const { count } = await counter.count(async () => {
          read = await startContest(null, { name: contest.name.toLowerCase(), year: contest.year }, new Date(), SECRET, shape);
        });
        // The test's own Prisma reads go to the test database's client, not the counting one.
        expect(count).toBe(1);
        const questions = read!.questions!.questions;
        expect(questions).toStrictEqual(await prismaAnswer(shape, contest.id));
        // The resolver takes them as read, without a statement.
        expect((await counter.count(() => Promise.resolve(contestQuestions(shape, contest.id, read!.questions)))).count).toBe(0);
        expect(await contestQuestions(shape, contest.id, read!.questions)).toBe(questions);
      }
    }
    const edge = (await prismaAnswer({}, contests.at(-2)!.id)).map((question) => question.text);
    expect(edge).toEqual(["First, free answer", "First again (a later id)", "ünïcode \"quotes\" \\ and $x^2$"]);
    expect(await prismaAnswer({}, contests.at(-1)!.id)).toEqual([]);
  });

  it("leave any other query to Prisma", async () => {
    const contest = contests[0]!;
    const other: ContestQuestionsQuery[] = [{ include: { competition: true } }, { select: { id: true, text: true } }, { include: { sectionQuestions: true } }];
    for (const query of other) {
      const sitting = await startContest(null, contest, new Date(), SECRET, query);
      expect(sitting!.questions).toBeNull();
      expect(await contestQuestions(query, contest.id, sitting!.questions)).toStrictEqual(await prismaAnswer(query, contest.id));
    }
    // Questions read for one query are not taken for another.
    const sitting = await startContest(null, contest, new Date(), SECRET, {});
    const query = { include: { competition: true } };
    const { count } = await counter.count(async () => expect(await contestQuestions(query, contest.id, sitting!.questions)).toStrictEqual(await prismaAnswer(query, contest.id)));
    // Read again through Prisma (the test's own reads go to the test database's client, not the counting one).
    expect(count).toBeGreaterThan(0);
    // Questions not asked for are not read.
    expect((await startContest(null, contest, new Date(), SECRET, null))!.questions).toBeNull();
  });
});

// A question with its competition and related sections in one statement (services/questionRead.ts)
// answers exactly what Prisma answers for the same query, on the demo questions and on the edge
// cases: a question in two sections (one as an example), in none, outside contests, deleted (its
// deletion time set), with every optional column filled, and a missing id.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { findQuestionWithRelations, QUESTION_READ_SHAPES } from "../../server/services/questionRead.ts";
import type { Prisma } from "../../server/db/generated/client.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let counter: StatementCounter;
let questionIds: number[] = [];

beforeAll(async () => {
  const competition = await db().competition.findFirstOrThrow({ orderBy: { id: "asc" } });
  const [first, second] = await db().section.findMany({ orderBy: { id: "desc" }, take: 2 });
  const full = await db().question.create({
    data: {
      competitionId: competition.id, problemNumber: 26, text: "ünïcode \"quotes\" \\ and $x^2$", problemHtml: "<p>\\(x^2\\)</p>", imageUrl: "/images/x.png",
      choices: ["1", "2", "3", "4", "5"], answer: "B", solutionText: "Because.", solutionHtml: "<p>Because.</p>", solutionAi: "AI", solutionUrl: "https://example.test/s",
      solutionVideos: ["https://video.test/1", "https://video.test/2"], topic: "GEOMETRY", schoolGrade: 9, difficultyLevel: 3, organizationName: "Org", setName: "Set",
      source: "Import", license: "CC-BY", reviewNote: "ok", rating: 1234.5678901234, ratingGames: 7, status: "PENDING_REVIEW", isSample: true,
    },
  });
  await db().sectionQuestion.create({ data: { sectionId: second!.id, questionId: full.id, position: 3, isExample: true } });
  await db().sectionQuestion.create({ data: { sectionId: first!.id, questionId: full.id, position: 1 } });
  const deleted = await db().question.create({ data: { text: "Gone", answer: "7", isMultipleChoice: false, status: "DELETED", deletedAt: new Date("2026-03-04T05:06:07.891Z") } });
  const demo = await db().question.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const inSections = await db().sectionQuestion.findMany({ select: { questionId: true }, distinct: ["questionId"], take: 5 });
  questionIds = [...demo.slice(0, 5).map((row) => row.id), ...inSections.map((row) => row.questionId), full.id, deleted.id, 999_999];
  counter = useCountingDatabase(app().database);
});

describe("a question with its competition and related sections in one statement", () => {
  it("answers what Prisma answers, for every query shape it takes", async () => {
    expect(QUESTION_READ_SHAPES.length).toBe(5);
    for (const shape of QUESTION_READ_SHAPES) {
      for (const id of questionIds) {
        const { count } = await counter.count(async () => {
          const read = await findQuestionWithRelations(shape, id);
          const prisma = await db().question.findFirst({ ...shape, where: { id } });
          expect(read?.question ?? null).toStrictEqual(prisma);
          const competition = prisma && (await db().competition.findUnique({ where: { id: prisma.competitionId ?? 0 }, select: { enabled: true } }));
          if (read) expect(read.competition?.enabled ?? null).toBe(competition?.enabled ?? null);
        });
        // The test's own Prisma reads go to the test database's client, not the counting one.
        expect(count).toBe(1);
      }
    }
  });

  it("leaves any other query to Prisma", async () => {
    const other: Pick<Prisma.QuestionFindFirstArgs, "include" | "select">[] = [
      {},
      { include: { competition: true, sectionQuestions: true } },
      { include: { sectionQuestions: { orderBy: { sectionId: "asc" }, include: { section: { include: { lesson: { include: { course: true } } } } } } } },
      { select: { id: true, competition: true } },
    ];
    for (const query of other) expect(await findQuestionWithRelations(query, questionIds[0]!)).toBeUndefined();
  });
});

// A lesson with its course, sections and their questions in one statement (services/lessonRead.ts)
// answers exactly what Prisma answers for the same query, for a student (or anonymous visitor) and
// for staff, who see unpublished questions too: on every demo lesson and on the edge cases, a
// section whose questions include one pending review, one deleted and one in a disabled
// competition, a lesson without sections, and a missing id.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { findLesson, lessonReadShapes } from "../../server/services/lessonRead.ts";
import type { Reader } from "../../server/domain/access.ts";
import type { Prisma } from "../../server/db/generated/client.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let counter: StatementCounter;
let lessonIds: number[] = [];

const student: Reader = { id: 1, isAdmin: false, isEditor: false, studentIds: [] };
const editor: Reader = { id: 2, isAdmin: false, isEditor: true, studentIds: [] };

beforeAll(async () => {
  const course = await db().course.findFirstOrThrow({ orderBy: { id: "asc" } });
  const lesson = await db().lesson.create({ data: { courseId: course.id, name: "Edge \"cases\" ü", description: null, position: 99, active: false } });
  const empty = await db().lesson.create({ data: { courseId: course.id, name: "No sections", description: "none yet" } });
  const section = await db().section.create({ data: { lessonId: lesson.id, name: "Mixed", notesHtml: "<p>\\(x\\)</p>", position: 2 } });
  await db().section.create({ data: { lessonId: lesson.id, name: "Empty", position: 1 } });
  const disabled = await db().competition.create({ data: { name: "AMC_8", year: 1990, family: "AMC8", durationMinutes: 40, enabled: false } });
  const questions = await Promise.all([
    db().question.create({ data: { text: "Open", answer: "1", isMultipleChoice: false } }),
    db().question.create({ data: { text: "Pending", answer: "2", isMultipleChoice: false, status: "PENDING_REVIEW" } }),
    db().question.create({ data: { text: "Gone", answer: "3", isMultipleChoice: false, status: "DELETED", deletedAt: new Date("2026-03-04T05:06:07.891Z") } }),
    db().question.create({ data: { competitionId: disabled.id, problemNumber: 4, text: "Disabled", answer: "C", choices: ["1", "2", "3", "4", "5"] } }),
  ]);
  for (const [index, question] of questions.entries()) {
    await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: question.id, position: 4 - index, isExample: index === 0 } });
  }
  const demo = await db().lesson.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  lessonIds = [...demo.map((row) => row.id), lesson.id, empty.id, 999_999];
  counter = useCountingDatabase(app().database);
});

describe("a lesson with its course, sections and questions in one statement", () => {
  for (const [name, reader] of [["a student", student], ["anonymous", null], ["an editor", editor]] as const) {
    it(`answers what Prisma answers for ${name}, for every query shape it takes`, async () => {
      const shapes = lessonReadShapes(reader);
      expect(shapes.length).toBe(10);
      for (const { query } of shapes) {
        for (const id of lessonIds) {
          const { count } = await counter.count(async () => {
            const read = await findLesson(query, id, reader);
            // The test's own Prisma read goes to the test database's client, not the counting one.
            expect(read).toStrictEqual(await db().lesson.findUnique({ ...query, where: { id } }));
          });
          expect(count).toBe(1);
        }
      }
    });
  }

  it("sees what each reader may: staff see the question pending review, nobody the deleted one", async () => {
    const { query } = lessonReadShapes(editor)[0]!;
    const edge = lessonIds.at(-3)!;
    const titles = async (reader: Reader) => {
      const read = await findLesson(lessonReadShapes(reader)[0]!.query, edge, reader);
      return (read as { sections: { questions: { question: { text: string | null } }[] }[] }).sections.flatMap((section) => section.questions.map((entry) => entry.question.text));
    };
    expect(query).not.toStrictEqual(lessonReadShapes(student)[0]!.query);
    expect(await titles(student)).toStrictEqual(["Open"]);
    expect(await titles(editor)).toStrictEqual(["Disabled", "Pending", "Open"]);
  });

  it("leaves any other query to Prisma", async () => {
    const [{ query }] = lessonReadShapes(student);
    // A student's query read as staff's is another query: Prisma answers it, a statement per relation.
    const others: Pick<Prisma.LessonFindUniqueArgs, "include" | "select">[] = [{ include: { course: true } }, { include: { sections: true } }, query];
    for (const other of others) {
      const { count } = await counter.count(async () => {
        expect(await findLesson(other, lessonIds[0]!, editor)).toStrictEqual(await db().lesson.findUnique({ ...other, where: { id: lessonIds[0]! } }));
      });
      expect(count).toBeGreaterThan(1);
    }
  });
});

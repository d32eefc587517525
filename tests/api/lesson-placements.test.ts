// A course's and lesson's progress count the open practice questions placed in their sections.
// The placements are kept between reads (lesson_placements, server/services/lessonProgress.ts)
// and read again once a change to what lessons place has committed: every such change shows at
// the next read, and a read that meets nothing new rewrites nothing. On PostgreSQL a read made
// while an editor's change is still uncommitted keeps what it saw, and the read after the commit
// shows the change all the same.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql, type Caller } from "../support/clients.ts";
import { testDatabaseEngine } from "../support/testDatabase.ts";

const app = useTestApp();
const db = () => app().database.prisma;

let student: Caller;
let courseId: number;

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "placements@lesson-placements.test")).jar);
  const course = await db().course.findFirstOrThrow({ where: { lessons: { some: { sections: { some: { questions: { some: { isExample: false } } } } } } }, orderBy: { id: "asc" } });
  courseId = course.id;
  // The demo lessons place questions of no competition: one of a contest's joins them.
  const section = await db().section.findFirstOrThrow({ where: { lesson: { courseId } }, orderBy: { id: "asc" } });
  const fromContest = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" } });
  await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: fromContest.id, position: 0 } });
});

type Shown = { total: number; lessons: { lessonId: number; total: number; sections: number[] }[] };

/** What the course page shows: its progress and each lesson's, and each lesson's sections. */
async function shown(): Promise<Shown> {
  const result = await graphql(app().baseUrl, student, /* GraphQL */ `
    query ($courseId: Int!) {
      course(courseId: $courseId) { progress { total } lessons { lessonId progress { total } sections { sectionId } } }
    }
  `, { courseId });
  expect(result.errors).toBeUndefined();
  const course = result.data.course;
  return {
    total: course.progress.total,
    lessons: course.lessons.map((lesson: { lessonId: number; progress: { total: number }; sections: { sectionId: number }[] }) => ({
      lessonId: lesson.lessonId,
      total: lesson.progress.total,
      sections: lesson.sections.map((section) => section.sectionId),
    })),
  };
}

/** The open practice placements of each lesson of the course, counted from the tables themselves. */
async function expected(): Promise<Shown> {
  const lessons = await db().lesson.findMany({
    where: { courseId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, sections: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true } } },
  });
  const counted = [];
  for (const lesson of lessons) {
    const total = await db().sectionQuestion.count({
      where: {
        isExample: false,
        section: { lessonId: lesson.id },
        question: { status: "PUBLISHED", OR: [{ competitionId: null }, { competition: { enabled: true } }] },
      },
    });
    counted.push({ lessonId: lesson.id, total, sections: lesson.sections.map((section) => section.id) });
  }
  return { total: counted.reduce((sum, lesson) => sum + lesson.total, 0), lessons: counted };
}

const keptSnapshots = async () => (await db().lessonPlacement.findMany({ orderBy: { lessonId: "asc" }, select: { lessonId: true, snapshot: true } }));

/** A placed practice question of the course that belongs to a competition. */
async function placedQuestion() {
  const placement = await db().sectionQuestion.findFirstOrThrow({
    where: { isExample: false, section: { lesson: { courseId } }, question: { status: "PUBLISHED", competitionId: { not: null } } },
    orderBy: [{ sectionId: "asc" }, { questionId: "asc" }],
    include: { question: true, section: true },
  });
  return placement;
}

describe("a course's progress follows every change to what its lessons place", () => {
  it("is kept between reads, and a read that meets no change rewrites nothing", async () => {
    const first = await shown();
    expect(first).toEqual(await expected());
    expect(first.total).toBeGreaterThan(0);
    const kept = await keptSnapshots();
    expect(kept.length).toBeGreaterThanOrEqual(first.lessons.length);
    expect(await shown()).toEqual(first);
    expect(await keptSnapshots()).toEqual(kept);
  });

  it("shows a question taken down, and put back", async () => {
    const { question } = await placedQuestion();
    const before = await shown();
    await db().question.update({ where: { id: question.id }, data: { status: "REJECTED" } });
    const down = await shown();
    expect(down).toEqual(await expected());
    expect(down.total).toBeLessThan(before.total);
    await db().question.update({ where: { id: question.id }, data: { status: "PUBLISHED" } });
    expect(await shown()).toEqual(before);
  });

  it("shows a competition disabled, and enabled again", async () => {
    const { question } = await placedQuestion();
    const before = await shown();
    await db().competition.update({ where: { id: question.competitionId! }, data: { enabled: false } });
    const disabled = await shown();
    expect(disabled).toEqual(await expected());
    expect(disabled.total).toBeLessThan(before.total);
    await db().competition.update({ where: { id: question.competitionId! }, data: { enabled: true } });
    expect(await shown()).toEqual(before);
  });

  it("shows a question placed and removed, a new section, and a section moved to another lesson", async () => {
    const before = await shown();
    const { section } = await placedQuestion();
    const unplaced = await db().question.findFirstOrThrow({
      where: { status: "PUBLISHED", competition: { enabled: true }, sectionQuestions: { none: { section: { lessonId: section.lessonId } } } },
      orderBy: { id: "asc" },
    });
    await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: unplaced.id, position: 999 } });
    const placed = await shown();
    expect(placed).toEqual(await expected());
    expect(placed.total).toBe(before.total + 1);
    await db().sectionQuestion.delete({ where: { sectionId_questionId: { sectionId: section.id, questionId: unplaced.id } } });
    expect(await shown()).toEqual(before);

    const added = await db().section.create({ data: { lessonId: section.lessonId, name: "Added by the placements test", position: 999 } });
    const withSection = await shown();
    expect(withSection).toEqual(await expected());
    expect(withSection.lessons.find((lesson) => lesson.lessonId === section.lessonId)!.sections).toContain(added.id);

    const other = before.lessons.find((lesson) => lesson.lessonId !== section.lessonId)!;
    await db().section.update({ where: { id: section.id }, data: { lessonId: other.lessonId } });
    const moved = await shown();
    expect(moved).toEqual(await expected());
    expect(moved.lessons.find((lesson) => lesson.lessonId === other.lessonId)!.sections).toContain(section.id);
    await db().section.update({ where: { id: section.id }, data: { lessonId: section.lessonId } });
    await db().section.delete({ where: { id: added.id } });
    expect(await shown()).toEqual(before);
  });

  it(`shows an editor's change once it commits, even when a read ${testDatabaseEngine() === "postgres" ? "met it uncommitted" : "came just before (PGlite has one connection: no read runs during a transaction)"}`, async () => {
    const { question } = await placedQuestion();
    const before = await shown();
    if (testDatabaseEngine() === "postgres") {
      await db().$transaction(async (tx) => {
        await tx.question.update({ where: { id: question.id }, data: { status: "REJECTED" } });
        // Another connection reads (and keeps) the placements as they were: the change is not committed.
        expect(await shown()).toEqual(before);
      });
    } else {
      expect(await shown()).toEqual(before);
      await db().question.update({ where: { id: question.id }, data: { status: "REJECTED" } });
    }
    const after = await shown();
    expect(after).toEqual(await expected());
    expect(after.total).toBeLessThan(before.total);
    await db().question.update({ where: { id: question.id }, data: { status: "PUBLISHED" } });
    expect(await shown()).toEqual(before);
  });
});

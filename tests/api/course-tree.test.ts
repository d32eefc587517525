// A course, or every course, with its lessons and their sections in one statement
// (services/courseTree.ts) answers exactly what Prisma answers for the same query, on the demo courses and on the edge cases: a
// course without lessons, a lesson without sections, a description left empty, a missing course.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { COURSE_ORDER, findCourse, findCourses, LESSON_ORDER, OMITS_NOTHING, SECTION_ORDER, TREE_SHAPES } from "../../server/services/courseTree.ts";
import type { Prisma } from "../../server/db/generated/client.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, errorCodes, graphql } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let counter: StatementCounter;
let courseIds: number[] = [];

beforeAll(async () => {
  const empty = await db().course.create({ data: { name: "Tree: no lessons", family: "AMC10", category: "Edge cases", position: 900 } });
  const bare = await db().course.create({ data: { name: "Tree: bare lessons", family: "AIME", category: "Edge cases", description: "Two lessons", position: 901, isSample: true } });
  await db().lesson.create({ data: { courseId: bare.id, name: "No sections", position: 2, active: false } });
  const lesson = await db().lesson.create({ data: { courseId: bare.id, name: "Same position, later id", description: "Ties break by id", position: 2 } });
  await db().section.create({ data: { lessonId: lesson.id, name: "Second", position: 1, notesHtml: "<p>ünïcode \"quotes\" \\ and $x^2$</p>" } });
  await db().section.create({ data: { lessonId: lesson.id, name: "First", position: 0 } });
  courseIds = [...(await db().course.findMany({ select: { id: true } })).map((course) => course.id), empty.id, bare.id, 999_999];
  counter = useCountingDatabase(app().database);
});

describe("a course with its lessons and sections in one statement", () => {
  it("answers what Prisma answers, for every query shape it takes", async () => {
    expect(courseIds.length).toBeGreaterThan(4);
    for (const shape of TREE_SHAPES) {
      for (const id of courseIds) {
        const { count } = await counter.count(async () => expect(await findCourse(shape, id)).toStrictEqual(await db().course.findUnique({ ...shape, where: { id } })));
        // The test's own Prisma read goes to the test database's client, not the counting one.
        expect(count).toBe(1);
      }
    }
  });

  it("answers every course in the list's order as Prisma does, for every query shape, in one statement", async () => {
    for (const shape of TREE_SHAPES) {
      const { count } = await counter.count(async () =>
        expect(await findCourses(shape)).toStrictEqual(await db().course.findMany({ ...shape, orderBy: COURSE_ORDER })),
      );
      expect(count).toBe(1);
    }
    // Ties in position break by id, as the list orders them.
    const tied = await db().course.create({ data: { name: "Tree: tied", family: "AMC8", category: "Edge cases", position: 901 } });
    const ids = (await findCourses(TREE_SHAPES[0]!)).map((course) => course.id);
    expect(ids.indexOf(tied.id)).toBe(ids.indexOf(courseIds.at(-2)!) + 1);
    await db().course.delete({ where: { id: tied.id } });
  });

  it("leaves any other query to Prisma", async () => {
    const id = courseIds[0]!;
    const other: Prisma.CourseFindUniqueArgs[] = [
      { where: { id } },
      { where: { id }, include: { lessons: true } },
      { where: { id }, include: { lessons: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1 } } },
    ];
    for (const { where: _where, ...query } of other) {
      expect(await findCourse(query, id)).toStrictEqual(await db().course.findUnique({ ...query, where: { id } }));
      expect(await findCourses(query)).toStrictEqual(await db().course.findMany({ ...query, orderBy: COURSE_ORDER }));
    }
  });
});

describe("the sections' notes, most of a course's stored bytes, are read only when the query shows them", () => {
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const response = await app().yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: any; errors?: unknown };
  };
  const withNotes = () => courseIds.at(-2)!;

  it("left out of the read when the query shows only the sections' ids (a partner's course read)", async () => {
    const { statements } = await counter.count(async () => {
      const answer = await ask("query ($id: Int!) { course(courseId: $id) { name lessons { name sections { sectionId name } } } }", { id: withNotes() });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.course.lessons.map((lesson: any) => lesson.sections.map((section: any) => section.name))).toEqual([[], ["First", "Second"]]);
    });
    expect(statements.join("\n")).not.toContain("notes_html");
  });

  it("read when the query shows them, through a fragment too, on the course and on the course list", async () => {
    const notes = "<p>ünïcode \"quotes\" \\ and $x^2$</p>";
    const { statements } = await counter.count(async () => {
      const one = await ask("query ($id: Int!) { course(courseId: $id) { lessons { ...L } } } fragment L on Lesson { sections { notesHtml } }", { id: withNotes() });
      expect(one.data.course.lessons[1].sections[1].notesHtml).toBe(notes);
      const all = await ask("{ courses { courseId lessons { sections { ... on Section { notesHtml } } } } }", {});
      expect(all.data.courses.find((course: any) => course.courseId === withNotes()).lessons[1].sections[1].notesHtml).toBe(notes);
    });
    expect(statements.filter((sql) => sql.includes("s.notes_html"))).toHaveLength(2);
  });

  it("the read without them answers what Prisma answers, the notes aside", async () => {
    const shape = { include: { lessons: { orderBy: LESSON_ORDER, include: { sections: { orderBy: SECTION_ORDER } } } } };
    const id = withNotes();
    const expected = await db().course.findUnique({ ...shape, where: { id } });
    const withoutNotes = { ...expected!, lessons: expected!.lessons.map((lesson) => ({ ...lesson, sections: lesson.sections.map((section) => ({ ...section, notesHtml: null })) })) };
    expect(await findCourse(shape, id, { ...OMITS_NOTHING, notes: true })).toStrictEqual(withoutNotes);
  });
});

describe("the rows' times, which only the editors' version fields show, are read only when the query shows them", () => {
  const COURSE_VERSIONS = "query ($id: Int!) { course(courseId: $id) { updatedAt lessons { ...L } } } fragment L on Lesson { updatedAt sections { updatedAt } }";

  it("left out of a partner's course read and of the course list", async () => {
    const { statements } = await counter.count(async () => {
      const one = await graphql(app().baseUrl, anonymous, "query ($id: Int!) { course(courseId: $id) { name lessons { name sections { sectionId } } } }", { id: courseIds.at(-2)! });
      expect(one.data.course.lessons.map((lesson: any) => lesson.sections.length)).toEqual([0, 2]);
      const all = await graphql(app().baseUrl, anonymous, "{ courses { courseId lessons { lessonId } } }");
      expect(all.data.courses.length).toBeGreaterThan(3);
    });
    expect(statements.filter((sql) => sql.includes("json_build_array"))).toHaveLength(2);
    expect(statements.join("\n")).not.toMatch(/created_at|updated_at/);
  });

  it("read, as Prisma stores them, when an editor's query shows them, at every level and through a fragment", async () => {
    const editor = browser((await signIn(app().baseUrl, "editor@boxed.test")).jar);
    const id = courseIds.at(-2)!;
    const stored = await db().course.findUniqueOrThrow({ where: { id }, include: { lessons: { orderBy: LESSON_ORDER, include: { sections: { orderBy: SECTION_ORDER } } } } });
    const answer = await graphql(app().baseUrl, editor, COURSE_VERSIONS, { id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.course).toEqual({
      updatedAt: stored.updatedAt.toISOString(),
      lessons: stored.lessons.map((lesson) => ({ updatedAt: lesson.updatedAt.toISOString(), sections: lesson.sections.map((section) => ({ updatedAt: section.updatedAt.toISOString() })) })),
    });
    // A student is refused them, as before, whatever the read left out.
    const student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
    expect(errorCodes(await graphql(app().baseUrl, student, COURSE_VERSIONS, { id }))).toContain("FORBIDDEN");
  });

  it("the read without them answers what Prisma answers, the times aside", async () => {
    const id = courseIds.at(-2)!;
    for (const shape of TREE_SHAPES) {
      const expected = await db().course.findUnique({ ...shape, where: { id } });
      const untimed = (row: object) => ({ ...row, ...("createdAt" in row ? { createdAt: null } : {}), updatedAt: null });
      const withoutTimes = {
        ...untimed(expected!),
        lessons: expected!.lessons.map((lesson) => ({ ...untimed(lesson), ...("sections" in lesson ? { sections: (lesson.sections as object[]).map(untimed) } : {}) })),
      };
      expect(await findCourse(shape, id, { ...OMITS_NOTHING, times: true })).toStrictEqual(withoutTimes);
    }
  });
});

describe("the sections' other columns are read only when the query shows more of them than their ids", () => {
  it("a partner's course read and the course page, which show only the sections' ids, read ids alone, in the lesson's order", async () => {
    const id = courseIds.at(-2)!;
    const stored = await db().course.findUniqueOrThrow({ where: { id }, include: { lessons: { orderBy: LESSON_ORDER, include: { sections: { orderBy: SECTION_ORDER } } } } });
    const { statements } = await counter.count(async () => {
      const answer = await graphql(app().baseUrl, anonymous, "query ($id: Int!) { course(courseId: $id) { lessons { sections { sectionId ...S } } } } fragment S on Section { __typename id lessonId }", { id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.course.lessons).toEqual(
        stored.lessons.map((lesson) => ({
          sections: lesson.sections.map((section) => ({ sectionId: section.id, __typename: "Section", id: Buffer.from(`Section:${section.id}`).toString("base64"), lessonId: lesson.id })),
        })),
      );
      expect(stored.lessons[1]!.sections.map((section) => section.name)).toEqual(["First", "Second"]);
    });
    const tree = statements.filter((sql) => sql.includes("json_build_array"));
    expect(tree).toHaveLength(1);
    expect(tree[0]).toContain("json_agg(s.id");
    expect(tree[0]).not.toContain("s.name");
  });

  it("read when the query shows another of their fields, through a fragment too", async () => {
    const id = courseIds.at(-2)!;
    const { statements } = await counter.count(async () => {
      const answer = await graphql(app().baseUrl, anonymous, "query ($id: Int!) { course(courseId: $id) { lessons { sections { sectionId ... on Section { name } } } } }", { id });
      expect(answer.data.course.lessons[1].sections.map((section: any) => section.name)).toEqual(["First", "Second"]);
    });
    expect(statements.filter((sql) => sql.includes("s.name"))).toHaveLength(1);
  });

  it("the read of ids alone answers what Prisma answers, the sections' other columns aside", async () => {
    const id = courseIds.at(-2)!;
    for (const shape of TREE_SHAPES) {
      const expected = await db().course.findUnique({ ...shape, where: { id } });
      const idsOnly = {
        ...expected!,
        lessons: expected!.lessons.map((lesson) =>
          "sections" in lesson
            ? { ...lesson, sections: (lesson.sections as { id: number; lessonId: number }[]).map((section) => ({ id: section.id, lessonId: section.lessonId, name: null, notesHtml: null, position: null, updatedAt: null })) }
            : lesson,
        ),
      };
      expect(await findCourse(shape, id, { ...OMITS_NOTHING, sectionColumns: true })).toStrictEqual(idsOnly);
    }
  });
});

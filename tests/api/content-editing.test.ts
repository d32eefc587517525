// The course, lesson and section editors, the question annotator and question deletion, on
// PGlite and PostgreSQL: who may (anonymous, student, editor, admin), the messages for bad input,
// nothing written when refused, two editors saving at once, and a deleted question gone from
// every view while the student's history stays.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, type Caller, errorCodes, graphql } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const call = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => graphql(app().baseUrl, caller, query, variables);

let student: Caller;
let editor: Caller;
let admin: Caller;
beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  editor = browser((await signIn(app().baseUrl, "editor@boxed.test")).jar);
  admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
});

const SAVE_COURSE = /* GraphQL */ `
  mutation ($courseId: Int!, $name: String!, $family: CompetitionFamily!, $category: String!, $lessons: [CourseLessonInput!]!, $openedAt: DateTime) {
    saveCourse(courseId: $courseId, name: $name, family: $family, category: $category, lessons: $lessons, openedAt: $openedAt) {
      __typename ... on InputError { message field } ... on Course { name category family updatedAt lessons { lessonId active } }
    }
  }`;
const SAVE_LESSON = /* GraphQL */ `
  mutation ($lessonId: Int!, $name: String!, $description: String, $sectionIds: [Int!]!, $openedAt: DateTime) {
    saveLesson(lessonId: $lessonId, name: $name, description: $description, sectionIds: $sectionIds, openedAt: $openedAt) {
      __typename ... on InputError { message field } ... on Lesson { name description sections { sectionId } }
    }
  }`;
const SAVE_SECTION = /* GraphQL */ `
  mutation ($sectionId: Int!, $name: String!, $notesHtml: String!, $questions: [SectionQuestionInput!]!, $openedAt: DateTime) {
    saveSection(sectionId: $sectionId, name: $name, notesHtml: $notesHtml, questions: $questions, openedAt: $openedAt) {
      __typename ... on InputError { message field }
      ... on Section { name notesHtml updatedAt placements { position isExample question { questionId } } }
    }
  }`;
const ANNOTATE = /* GraphQL */ `
  mutation ($questionId: Int!, $topic: Topic, $schoolGrade: Int, $difficultyLevel: Int, $sectionIds: [Int!]!, $openedAt: DateTime) {
    annotateQuestion(questionId: $questionId, topic: $topic, schoolGrade: $schoolGrade, difficultyLevel: $difficultyLevel, sectionIds: $sectionIds, openedAt: $openedAt) {
      __typename ... on InputError { message field } ... on QuestionDraft { topic schoolGrade difficultyLevel updatedAt }
    }
  }`;
const DELETE = /* GraphQL */ `mutation ($questionId: Int!) { deleteQuestion(questionId: $questionId) { questionId message } }`;

async function someCourse() {
  return db().course.findFirstOrThrow({ include: { lessons: { orderBy: [{ position: "asc" }, { id: "asc" }] } }, orderBy: { id: "asc" } });
}
async function someLesson() {
  return db().lesson.findFirstOrThrow({ where: { sections: { some: {} } }, include: { sections: { orderBy: [{ position: "asc" }, { id: "asc" }] } }, orderBy: { id: "asc" } });
}
async function someSection() {
  return db().section.findFirstOrThrow({ where: { questions: { some: {} } }, include: { questions: { orderBy: { position: "asc" } } }, orderBy: { id: "asc" } });
}
const snapshot = async () => ({
  courses: await db().course.findMany({ orderBy: { id: "asc" } }),
  lessons: await db().lesson.findMany({ orderBy: { id: "asc" } }),
  sections: await db().section.findMany({ orderBy: { id: "asc" } }),
  placements: await db().sectionQuestion.findMany({ orderBy: [{ sectionId: "asc" }, { questionId: "asc" }] }),
  questions: await db().question.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, topic: true, schoolGrade: true, difficultyLevel: true } }),
});

describe("who may edit", () => {
  it("answers anonymous visitors with UNAUTHENTICATED and students with FORBIDDEN, and changes nothing", async () => {
    const course = await someCourse();
    const lesson = await someLesson();
    const section = await someSection();
    const question = section.questions[0].questionId;
    const calls: [string, Record<string, unknown>][] = [
      [SAVE_COURSE, { courseId: course.id, name: "Hacked", family: "AMC8", category: "x", lessons: course.lessons.map((l) => ({ lessonId: l.id, active: false })) }],
      [SAVE_LESSON, { lessonId: lesson.id, name: "Hacked", sectionIds: lesson.sections.map((s) => s.id) }],
      [SAVE_SECTION, { sectionId: section.id, name: "Hacked", notesHtml: "", questions: [] }],
      [ANNOTATE, { questionId: question, topic: "GEOMETRY", sectionIds: [] }],
      [DELETE, { questionId: question }],
      [`mutation ($id: Int!) { addSection(lessonId: $id, name: "New") { __typename } }`, { id: lesson.id }],
      [`mutation ($id: Int!) { addLesson(courseId: $id, name: "New") { __typename } }`, { id: course.id }],
      [`{ questionSearch(query: "AMC_8") { edges { node { questionId } } } }`, {}],
    ];
    const before = await snapshot();
    for (const [query, variables] of calls) {
      expect(errorCodes(await call(anonymous, query, variables))).toEqual(["UNAUTHENTICATED"]);
      expect(errorCodes(await call(student, query, variables))).toEqual(["FORBIDDEN"]);
    }
    expect(errorCodes(await call(editor, DELETE, { questionId: question }))).toEqual(["FORBIDDEN"]);
    expect(await snapshot()).toEqual(before);
  });

  it("does not show a student the editors' version or question list of a section", async () => {
    const section = await someSection();
    const result = await call(student, `query ($id: Int!) { section(sectionId: $id) { name placements { isExample } } }`, { id: section.id });
    expect(errorCodes(result)).toEqual(["FORBIDDEN"]);
  });
});

describe("the course editor", () => {
  it("saves the name, competition, category, the lessons' order and active flags", async () => {
    const course = await someCourse();
    const reversed = [...course.lessons].reverse().map((lesson, index) => ({ lessonId: lesson.id, active: index !== 0 }));
    const result = await call(editor, SAVE_COURSE, {
      courseId: course.id, name: "  Counting Foundations  ", family: "AMC10", category: "Counting", lessons: reversed, openedAt: course.updatedAt.toISOString(),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.saveCourse).toMatchObject({ __typename: "Course", name: "Counting Foundations", category: "Counting", family: "AMC10", lessons: reversed });
  });

  it.each([
    ["a blank name", { name: "  " }, "Course name is required.", "name"],
    ["a blank category", { category: "" }, "Category is required.", "category"],
    ["a name of 201 characters", { name: "x".repeat(201) }, "Course name can be at most 200 characters.", "name"],
    ["a lesson list that drops a lesson", { dropLesson: true }, "The lessons sent are not this course's lessons. Reload the page and try again.", "lessons"],
  ])("refuses %s in words and changes nothing", async (_name, change, message, field) => {
    const course = await someCourse();
    const lessons = course.lessons.map((lesson) => ({ lessonId: lesson.id, active: lesson.active }));
    const { dropLesson, ...fields } = change as Record<string, unknown>;
    const before = await snapshot();
    const result = await call(editor, SAVE_COURSE, {
      courseId: course.id, name: course.name, family: course.family, category: course.category, lessons: dropLesson ? lessons.slice(1) : lessons, ...fields,
    });
    expect(result.data.saveCourse).toEqual({ __typename: "InputError", message, field });
    expect(await snapshot()).toEqual(before);
  });

  it("adds an inactive lesson at the end", async () => {
    const course = await someCourse();
    const result = await call(editor, `mutation ($id: Int!) { addLesson(courseId: $id, name: "Casework") { ... on Lesson { name active } } }`, { id: course.id });
    expect(result.data.addLesson).toEqual({ name: "Casework", active: false });
    const after = await someCourse();
    expect(after.lessons.at(-1)?.name).toBe("Casework");
  });
});

describe("the lesson editor", () => {
  it("saves the name, description and the sections' order", async () => {
    const lesson = await someLesson();
    const order = lesson.sections.map((section) => section.id).reverse();
    const result = await call(editor, SAVE_LESSON, { lessonId: lesson.id, name: "Ratios", description: "Part to part.", sectionIds: order, openedAt: lesson.updatedAt.toISOString() });
    expect(result.data.saveLesson).toEqual({ __typename: "Lesson", name: "Ratios", description: "Part to part.", sections: order.map((sectionId) => ({ sectionId })) });
  });

  it("refuses a blank name and a section of another lesson", async () => {
    const lesson = await someLesson();
    const other = await db().section.findFirstOrThrow({ where: { lessonId: { not: lesson.id } } });
    const ids = lesson.sections.map((section) => section.id);
    expect((await call(editor, SAVE_LESSON, { lessonId: lesson.id, name: "", sectionIds: ids })).data.saveLesson.message).toBe("Lesson name is required.");
    expect((await call(editor, SAVE_LESSON, { lessonId: lesson.id, name: "Ratios", sectionIds: [...ids.slice(1), other.id] })).data.saveLesson.message).toBe(
      "The sections sent are not this lesson's sections. Reload the page and try again.",
    );
  });
});

describe("the section editor", () => {
  it("finds questions by competition, by id and by words, adds one as an example, and stores notes with math", async () => {
    const section = await someSection();
    const target = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_8" }, status: "PUBLISHED" }, include: { competition: true } });
    const search = (query: string) =>
      call(editor, `query ($q: String!) { questionSearch(query: $q, first: 50) { edges { node { questionId } } } }`, { q: query }).then(
        (result) => result.data.questionSearch.edges.map((edge: { node: { questionId: number } }) => edge.node.questionId),
      );
    expect(await search(`AMC_8 ${target.competition!.year} ${target.problemNumber}`)).toEqual([target.id]);
    expect(await search(`AMC 8 ${target.competition!.year} #${target.problemNumber}`)).toEqual([target.id]);
    expect(await search(String(target.id))).toEqual([target.id]);
    expect(await search("")).toEqual([]);

    const questions = [{ questionId: target.id, isExample: true }, ...section.questions.filter((q) => q.questionId !== target.id).map((q) => ({ questionId: q.questionId, isExample: false }))];
    const result = await call(editor, SAVE_SECTION, {
      sectionId: section.id, name: "Squares", notesHtml: "<p>The area is $s^2$.</p><script>alert(1)</script>", questions, openedAt: section.updatedAt.toISOString(),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.saveSection).toMatchObject({
      __typename: "Section",
      name: "Squares",
      notesHtml: "<p>The area is \\(s^2\\).</p>",
      placements: questions.map((entry, index) => ({ position: index + 1, isExample: entry.isExample, question: { questionId: entry.questionId } })),
    });

    const seen = await call(student, `query ($id: Int!) { section(sectionId: $id) { notesHtml exampleQuestions { questionId } } }`, { id: section.id });
    expect(seen.data.section).toEqual({ notesHtml: "<p>The area is \\(s^2\\).</p>", exampleQuestions: [{ questionId: target.id }] });
  });

  it.each([
    ["a blank name", { name: " " }, "Section name is required."],
    ["an unknown question", { questions: [{ questionId: 99999999, isExample: false }] }, "There is no question 99999999."],
    ["a question twice", { twice: true }, "is listed twice in this section."],
  ])("refuses %s and changes nothing", async (_name, change, message) => {
    const section = await someSection();
    const { twice, ...fields } = change as Record<string, unknown>;
    const first = section.questions[0].questionId;
    const before = await snapshot();
    const result = await call(editor, SAVE_SECTION, {
      sectionId: section.id, name: section.name, notesHtml: "", questions: twice ? [{ questionId: first, isExample: false }, { questionId: first, isExample: true }] : [], ...fields,
    });
    expect(result.data.saveSection.__typename).toBe("InputError");
    expect(result.data.saveSection.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("tells the second of two editors saving at once, and keeps the first one's save", async () => {
    const section = await someSection();
    const questions = section.questions.map((q) => ({ questionId: q.questionId, isExample: q.isExample }));
    const openedAt = section.updatedAt.toISOString();
    const [first, second] = await Promise.all([
      call(editor, SAVE_SECTION, { sectionId: section.id, name: "Editor's name", notesHtml: "<p>one</p>", questions, openedAt }),
      call(admin, SAVE_SECTION, { sectionId: section.id, name: "Admin's name", notesHtml: "<p>two</p>", questions, openedAt }),
    ]);
    const outcomes = [first.data.saveSection, second.data.saveSection];
    const saved = outcomes.filter((outcome) => outcome.__typename === "Section");
    const refused = outcomes.filter((outcome) => outcome.__typename === "InputError");
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([
      { __typename: "InputError", field: "openedAt", message: "Someone else saved this section after you opened it. Reload the page to see their changes, then edit again." },
    ]);
    expect((await db().section.findUniqueOrThrow({ where: { id: section.id } })).name).toBe(saved[0].name);
  });

  it("tells the second course and lesson editor too", async () => {
    const course = await someCourse();
    const lessons = course.lessons.map((lesson) => ({ lessonId: lesson.id, active: lesson.active }));
    const openedAt = course.updatedAt.toISOString();
    const args = { courseId: course.id, family: course.family, category: course.category, lessons, openedAt };
    expect((await call(editor, SAVE_COURSE, { ...args, name: "First" })).data.saveCourse.__typename).toBe("Course");
    expect((await call(admin, SAVE_COURSE, { ...args, name: "Second" })).data.saveCourse.message).toBe(
      "Someone else saved this course after you opened it. Reload the page to see their changes, then edit again.",
    );
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id } })).name).toBe("First");
  });
});

describe("the question annotator", () => {
  it("saves topic, grade, difficulty and the sections, and refuses numbers out of range", async () => {
    const question = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED", competitionId: { not: null } }, include: { sectionQuestions: true } });
    const section = await db().section.findFirstOrThrow({ where: { questions: { none: { questionId: question.id } } } });
    const refused = await call(editor, ANNOTATE, { questionId: question.id, difficultyLevel: 6, sectionIds: [] });
    expect(refused.data.annotateQuestion).toEqual({ __typename: "InputError", message: "Difficulty must be from 1 to 5.", field: "difficultyLevel" });
    const badGrade = await call(editor, ANNOTATE, { questionId: question.id, schoolGrade: 13, sectionIds: [] });
    expect(badGrade.data.annotateQuestion.message).toBe("School grade must be from 1 to 12.");
    const badSection = await call(editor, ANNOTATE, { questionId: question.id, sectionIds: [99999999] });
    expect(badSection.data.annotateQuestion.message).toBe("There is no section 99999999.");

    const saved = await call(editor, ANNOTATE, {
      questionId: question.id, topic: "GEOMETRY", schoolGrade: 7, difficultyLevel: 2, sectionIds: [section.id], openedAt: question.updatedAt.toISOString(),
    });
    expect(saved.data.annotateQuestion).toMatchObject({ __typename: "QuestionDraft", topic: "GEOMETRY", schoolGrade: 7, difficultyLevel: 2 });
    const placements = await db().sectionQuestion.findMany({ where: { questionId: question.id } });
    expect(placements.map((placement) => placement.sectionId)).toEqual([section.id]);
    const stale = await call(admin, ANNOTATE, { questionId: question.id, topic: "ALGEBRA", sectionIds: [], openedAt: question.updatedAt.toISOString() });
    expect(stale.data.annotateQuestion.message).toBe("Someone else saved this question after you opened it. Reload the page to see their changes, then edit again.");
  });
});

describe("deleting a question", () => {
  it("removes it from the lesson, practice, node(id) and search for everyone, and keeps the student's attempts and history", async () => {
    const placement = await db().sectionQuestion.findFirstOrThrow({ where: { isExample: false, question: { status: "PUBLISHED" } }, include: { section: true, question: true } });
    const questionId = placement.questionId;
    const answered = await call(student, `mutation ($q: Int!, $l: Int!, $s: Int!, $a: String!) { submitLessonAnswer(questionId: $q, lessonId: $l, sectionId: $s, answer: $a) { __typename } }`, {
      q: questionId, l: placement.section.lessonId, s: placement.sectionId, a: placement.question.isMultipleChoice ? "A" : "1",
    });
    expect(answered.errors).toBeUndefined();
    const PERFORMANCE = `{ dashboard { performance { lessonId months { total } } } }`;
    const historyBefore = (await call(student, PERFORMANCE)).data.dashboard.performance;
    const attemptsBefore = await db().attempt.count({ where: { questionId } });
    expect(attemptsBefore).toBeGreaterThan(0);

    const deleted = await call(admin, DELETE, { questionId });
    expect(deleted.data.deleteQuestion).toEqual({ questionId, message: "Question deleted." });

    const globalId = Buffer.from(`Question:${questionId}`).toString("base64");
    for (const caller of [anonymous, student, editor, admin]) {
      const seen = await call(caller, `query ($id: Int!, $sid: Int!, $gid: ID!) {
        question(questionId: $id) { questionId }
        node(id: $gid) { id }
        section(sectionId: $sid) { practiceQuestions { questionId } exampleQuestions { questionId } }
      }`, { id: questionId, sid: placement.sectionId, gid: globalId });
      expect(seen.data.question).toBeNull();
      expect(seen.data.node).toBeNull();
      expect(seen.data.section.practiceQuestions.map((q: { questionId: number }) => q.questionId)).not.toContain(questionId);
    }
    const search = await call(editor, `query ($q: String!) { questionSearch(query: $q) { edges { node { questionId } } } }`, { q: String(questionId) });
    expect(search.data.questionSearch.edges).toEqual([]);
    const again = await call(student, `mutation ($q: Int!, $l: Int!, $s: Int!) { submitLessonAnswer(questionId: $q, lessonId: $l, sectionId: $s, answer: "1") { __typename } }`, {
      q: questionId, l: placement.section.lessonId, s: placement.sectionId,
    });
    expect(errorCodes(again)).toEqual(["NOT_FOUND"]);

    expect(await db().attempt.count({ where: { questionId } })).toBe(attemptsBefore);
    expect((await call(student, PERFORMANCE)).data.dashboard.performance).toEqual(historyBefore);
    expect(errorCodes(await call(admin, DELETE, { questionId }))).toEqual(["NOT_FOUND"]);
  });
});

describe("the addresses outside the app", () => {
  it.each([
    ["/edit_course?id=3", "/app/course/3/edit"],
    ["/edit_lession?id=4", "/app/lesson/4/edit"],
    ["/edit_section?id=5", "/app/section/5/edit"],
    ["/section_notes?id=1&sid=2&pid=3", "/app/section-notes?id=1&sid=2&pid=3"],
    ["/preview?pid=6", "/app/question/6/preview"],
    ["/question_anotator?id=7", "/app/question/7/annotate"],
    ["/delete-question?question_id=8", "/app/question/8/delete"],
  ])("%s opens %s", async (from, to) => {
    const response = await fetch(`${app().baseUrl}${from}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(to);
  });

  it("deletes nothing on a GET, even for an admin, and refuses ids that are not ids", async () => {
    const question = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED" } });
    const response = await fetch(`${app().baseUrl}/delete-question?question_id=${question.id}`, { redirect: "manual", headers: admin.headers(app().baseUrl, false) });
    expect(response.status).toBe(302);
    expect((await db().question.findUniqueOrThrow({ where: { id: question.id } })).status).toBe("PUBLISHED");
    for (const bad of ["/edit_course?id=abc", "/preview?pid=0", "/section_notes?id=1&sid=2", "/delete-question?question_id=1e9"]) {
      const refused = await fetch(`${app().baseUrl}${bad}`, { redirect: "manual" });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("This address needs a valid id.");
    }
  });
});

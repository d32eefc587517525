// The Learn screens on /api (spec sections 3 and 7): courses, a course, the lesson page and its
// answers, the question page and its answers, and the home page's For You lessons. Each route
// answers the documented keys on the demo data, anonymously and signed in, and its errors are
// {detail} with the right status.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, rest, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const COURSE_KEYS = ["category", "competition_name", "completed_questions", "completion_rate", "course_name", "id", "lessions", "num_questions"];
const COURSE_LESSON_KEYS = [
  "active", "completed_questions", "completion_rate", "example_question_ids", "id", "lession_name", "question_ids", "total_questions",
];
const QUESTION_KEYS = [
  "already_solved", "answer", "answer_distribution_correct", "answer_distribution_estimate", "c", "category", "competition_name",
  "competition_year", "difficult_level", "id", "img", "is_admin", "multiple_choice", "organization_name", "problem_html",
  "problem_number", "question", "question_text", "related_sections", "school_grade", "set_name", "similar_questions", "solution",
  "solution_ai", "solution_html", "solution_text", "solution_url", "solution_youtubes",
];
/** The answer and solution fields, null until the question is locked for the viewer. */
const ANSWER_KEYS = ["solution", "answer", "solution_text", "solution_html", "solution_ai", "solution_url", "solution_youtubes"];
const SECTION_NOTES_KEYS = [
  "already_answered_questions_ids", "already_completed_section_ids", "example_question_ids", "is_admin", "is_editor", "lession",
  "progress", "questions", "section", "sections",
];
const TOPIC_WORDS = ["Algebra", "Geometry", "Number Theory", "Counting & Probability"];

const keys = (object: object) => Object.keys(object).sort();

let student: Caller;
let admin: Caller;
const call = (caller: Caller, method: "GET" | "POST", path: string, body?: Record<string, unknown>) => rest(app().baseUrl, caller, method, path, body);

/** A new student account signed in through the development provider, for numbers nobody else moves. */
async function newStudent(name: string): Promise<Caller> {
  return browser((await signIn(app().baseUrl, `${name}@learn-rest.test`)).jar);
}

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
});

/** The first lesson of the first course, its sections in order, and their practice questions. */
async function firstLesson() {
  const lesson = await db().lesson.findFirstOrThrow({
    where: { course: { position: 1 } },
    orderBy: { position: "asc" },
    include: {
      sections: {
        orderBy: { position: "asc" },
        include: { questions: { orderBy: [{ position: "asc" }, { questionId: "asc" }], include: { question: true } } },
      },
    },
  });
  const practice = (index: number) => lesson.sections[index].questions.filter((entry) => !entry.isExample).map((entry) => entry.question);
  return { lesson, practice };
}

/** A wrong answer to a multiple-choice or free-answer question. */
const wrongAnswer = (question: { answer: string; isMultipleChoice: boolean }) =>
  question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1);

function expectCourseShape(course: any) {
  expect(keys(course)).toEqual(COURSE_KEYS);
  expect(course.lessions.length).toBeGreaterThan(0);
  for (const lesson of course.lessions) {
    expect(keys(lesson)).toEqual(COURSE_LESSON_KEYS);
    expect(lesson.total_questions).toBe(lesson.question_ids.length);
    expect(lesson.completion_rate).toBeGreaterThanOrEqual(0);
    expect(lesson.completion_rate).toBeLessThanOrEqual(1);
  }
  expect(course.num_questions).toBe(course.lessions.reduce((sum: number, lesson: any) => sum + lesson.total_questions, 0));
}

function expectQuestionShape(question: any) {
  expect(keys(question)).toEqual(QUESTION_KEYS);
  expect(question.question).toBe(question.question_text);
  expect(question.c).toEqual(expect.any(Array));
  if (question.multiple_choice !== false && question.multiple_choice !== true) expect(question.multiple_choice).toEqual(question.c);
  if (question.category !== null) expect(TOPIC_WORDS).toContain(question.category);
  expect(question.answer_distribution_estimate).toEqual(expect.any(Number));
  for (const similar of question.similar_questions) expect(keys(similar)).toEqual(["competition_name", "competition_year", "id", "problem_number"]);
  for (const section of question.related_sections) expect(keys(section)).toEqual(["id", "lession_id", "section_name"]);
}

const expectHidden = (question: any) => {
  for (const key of ANSWER_KEYS) expect({ key, value: question[key] }).toEqual({ key, value: null });
};

describe("GET /api/courses/", () => {
  it("lists the demo courses with their lessons, anonymously, with nothing completed", async () => {
    const { status, body } = await call(anonymous, "GET", "/api/courses/");
    expect(status).toBe(200);
    expect(keys(body)).toEqual(["courses", "is_admin", "is_editor", "is_signed_in"]);
    expect(body).toMatchObject({ is_admin: false, is_editor: false, is_signed_in: false });
    expect(body.courses.length).toBeGreaterThanOrEqual(2);
    for (const course of body.courses) {
      expectCourseShape(course);
      expect(course.completed_questions).toBe(0);
      expect(course.completion_rate).toBe(0);
      expect(course.lessions.every((lesson: any) => lesson.completed_questions === 0)).toBe(true);
    }
    const [first] = body.courses;
    expect(first).toMatchObject({ course_name: "AMC 8 Foundations", competition_name: "AMC 8" });
    expect(first.num_questions).toBeGreaterThan(0);
    // A lesson's practice and example questions are different questions.
    const lesson = first.lessions[0];
    expect(lesson.example_question_ids.some((id: number) => lesson.question_ids.includes(id))).toBe(false);
  });

  it("tells a signed-in student and an admin who they are", async () => {
    expect((await call(student, "GET", "/api/courses/")).body).toMatchObject({ is_signed_in: true, is_admin: false, is_editor: false });
    expect((await call(admin, "GET", "/api/courses/")).body).toMatchObject({ is_signed_in: true, is_admin: true });
  });

  it("moves a student's completion as they complete lesson questions (solved, or both attempts used)", async () => {
    const learner = await newStudent("completion");
    const { lesson, practice } = await firstLesson();
    const [solved, usedUp, once] = practice(0);
    const courseOf = async () => (await call(learner, "GET", "/api/courses/")).body.courses[0];
    const before = await courseOf();
    expect(before.completed_questions).toBe(0);

    const submit = (question: { id: number }, answer: string) =>
      call(learner, "POST", "/api/section-notes/submit-answer", { question_id: question.id, user_answer: answer, lession_id: lesson.id, sid: lesson.sections[0].id });
    expect((await submit(solved, solved.answer)).body.correct).toBe(true);
    expect((await submit(usedUp, wrongAnswer(usedUp))).body.correct).toBe(false);
    expect((await submit(usedUp, wrongAnswer(usedUp))).body.correct).toBe(false);
    expect((await submit(once, wrongAnswer(once))).body.correct).toBe(false);

    const after = await courseOf();
    expect(after.completed_questions).toBe(2);
    expect(after.completion_rate).toBeCloseTo(2 / after.num_questions, 3);
    const lessonAfter = after.lessions.find((candidate: any) => candidate.id === lesson.id);
    expect(lessonAfter.completed_questions).toBe(2);
    expect(lessonAfter.completion_rate).toBeCloseTo(2 / lessonAfter.total_questions, 3);
    // One course shows the same.
    expect((await call(learner, "GET", `/api/courses/${after.id}`)).body).toEqual(after);
    // Nobody else's progress moved.
    expect((await call(anonymous, "GET", "/api/courses/")).body.courses[0].completed_questions).toBe(0);
  });
});

describe("GET /api/courses/{id}", () => {
  it("answers one course in the list's shape", async () => {
    const list = (await call(anonymous, "GET", "/api/courses/")).body.courses;
    for (const course of list) {
      const { status, body } = await call(anonymous, "GET", `/api/courses/${course.id}`);
      expect(status).toBe(200);
      expectCourseShape(body);
      expect(body).toEqual(course);
    }
  });

  it("is 404 for an unknown course and 400 for an id that is not a number", async () => {
    expect(await call(anonymous, "GET", "/api/courses/999999")).toEqual({ status: 404, body: { detail: "Course not found" } });
    expect(await call(anonymous, "GET", "/api/courses/99999999999999")).toEqual({ status: 404, body: { detail: "Course not found" } });
    expect(await call(anonymous, "GET", "/api/courses/abc")).toEqual({ status: 400, body: { detail: "Invalid course id" } });
    expect(await call(student, "GET", "/api/courses/1.5")).toEqual({ status: 400, body: { detail: "Invalid course id" } });
  });
});

describe("GET /api/section-notes/", () => {
  it("shows the lesson's first section when no sid is given, with the documented keys", async () => {
    const { lesson, practice } = await firstLesson();
    const { status, body } = await call(anonymous, "GET", `/api/section-notes/?id=${lesson.id}`);
    expect(status).toBe(200);
    expect(keys(body)).toEqual(SECTION_NOTES_KEYS);
    expect(body.lession).toEqual({ lession_name: lesson.name, lession_description: lesson.description });
    expect(keys(body.section)).toEqual(["id", "section_name", "section_notes"]);
    expect(body.section).toMatchObject({ id: lesson.sections[0].id, section_name: lesson.sections[0].name });
    expect(body.section.section_notes).toMatch(/^<p>/);
    expect(body.sections).toEqual(lesson.sections.map((section) => ({ id: section.id, section_name: section.name })));
    expect(body.progress).toBe(0);
    expect(body.example_question_ids).toEqual(lesson.sections[0].questions.filter((entry) => entry.isExample).map((entry) => entry.questionId));
    expect(body.questions.map((question: any) => question.id)).toEqual(practice(0).map((question) => question.id));
    for (const question of body.questions) {
      expectQuestionShape(question);
      expectHidden(question);
      expect(question.already_solved).toBe(false);
      expect(question.related_sections).toContainEqual({ id: lesson.sections[0].id, lession_id: lesson.id, section_name: lesson.sections[0].name });
    }
    expect(body).toMatchObject({ already_answered_questions_ids: [], already_completed_section_ids: [], is_admin: false, is_editor: false });
  });

  it("shows the section asked for, and the student's answered questions and completed sections", async () => {
    const learner = await newStudent("sections");
    const { lesson, practice } = await firstLesson();
    const second = lesson.sections[1];
    const page = async () => (await call(learner, "GET", `/api/section-notes/?id=${lesson.id}&sid=${second.id}`)).body;
    const before = await page();
    expect(before.section).toMatchObject({ id: second.id, section_name: second.name });
    expect(before.questions.map((question: any) => question.id)).toEqual(practice(1).map((question) => question.id));

    // Complete every question of the second section: the first right, the others wrong twice.
    const [first, ...others] = practice(1);
    const submit = (question: { id: number }, answer: string) =>
      call(learner, "POST", "/api/section-notes/submit-answer", { question_id: question.id, user_answer: answer, lession_id: lesson.id, sid: second.id });
    await submit(first, first.answer);
    for (const question of others) {
      await submit(question, wrongAnswer(question));
      await submit(question, wrongAnswer(question));
    }
    // And one of the first section wrong once: answered, not completed.
    await call(learner, "POST", "/api/section-notes/submit-answer", {
      question_id: practice(0)[0].id, user_answer: wrongAnswer(practice(0)[0]), lession_id: lesson.id, sid: lesson.sections[0].id,
    });

    const after = await page();
    expect([...after.already_answered_questions_ids].sort()).toEqual(practice(1).map((question) => question.id).sort());
    expect(after.already_completed_section_ids).toEqual([second.id]);
    const total = lesson.sections.reduce((sum, _section, index) => sum + practice(index).length, 0);
    expect(after.progress).toBeCloseTo(practice(1).length / total, 3);
    // Locked now, so the answers and solutions come with the questions.
    for (const question of after.questions) {
      expectQuestionShape(question);
      const stored = practice(1).find((candidate) => candidate.id === question.id)!;
      expect(question.answer).toBe(stored.answer);
      expect(question.solution).toBe(stored.answer);
      expect(question.solution_html ?? question.solution_text).toBeTruthy();
      expect(question.solution_youtubes).toEqual(expect.any(Array));
      expect(question.already_solved).toBe(question.id === first.id);
    }
    // The first section's question answered once stays hidden.
    const firstSection = (await call(learner, "GET", `/api/section-notes/?id=${lesson.id}&sid=${lesson.sections[0].id}`)).body;
    expectHidden(firstSection.questions.find((question: any) => question.id === practice(0)[0].id));
  });

  it("shows each practice question's success rate and similar questions as its question page does", async () => {
    const { lesson, practice } = await firstLesson();
    // Answers from other students, so that the rates are not all empty: some right, some wrong.
    const [first, second] = practice(1);
    for (const [index, name] of ["rates-a", "rates-b", "rates-c"].entries()) {
      const learner = await newStudent(name);
      for (const question of [first, second]) {
        const answer = index === 0 || question === first ? question.answer : wrongAnswer(question);
        await call(learner, "POST", "/api/section-notes/submit-answer", { question_id: question.id, user_answer: answer, lession_id: lesson.id, sid: lesson.sections[1].id });
      }
    }
    for (const path of [`/api/section-notes/?id=${lesson.id}`, `/api/section-notes/?id=${lesson.id}&sid=${lesson.sections[1].id}`]) {
      const { body } = await call(admin, "GET", path);
      expect(body.questions.length).toBeGreaterThan(0);
      for (const question of body.questions) {
        const page = (await call(admin, "GET", `/api/questions/${question.id}`)).body;
        expect({ id: question.id, rate: question.answer_distribution_correct, similar: question.similar_questions }).toEqual({
          id: question.id,
          rate: page.answer_distribution_correct,
          similar: page.similar_questions,
        });
      }
    }
    const { body } = await call(admin, "GET", `/api/section-notes/?id=${lesson.id}&sid=${lesson.sections[1].id}`);
    const rated = body.questions.filter((question: any) => question.answer_distribution_correct !== null);
    expect(rated.map((question: any) => question.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(body.questions.some((question: any) => question.similar_questions.length > 0)).toBe(true);
  });

  it("tells admins and editors who they are", async () => {
    const { lesson } = await firstLesson();
    expect((await call(admin, "GET", `/api/section-notes/?id=${lesson.id}`)).body).toMatchObject({ is_admin: true });
    const editor = browser((await signIn(app().baseUrl, "editor@boxed.test")).jar);
    expect((await call(editor, "GET", `/api/section-notes/?id=${lesson.id}`)).body).toMatchObject({ is_admin: false, is_editor: true });
  });

  it("is 404 for an unknown lesson, or a section of another lesson", async () => {
    const { lesson } = await firstLesson();
    const other = await db().section.findFirstOrThrow({ where: { lessonId: { not: lesson.id } } });
    expect(await call(anonymous, "GET", "/api/section-notes/?id=999999")).toEqual({ status: 404, body: { detail: "Lesson not found" } });
    expect(await call(student, "GET", `/api/section-notes/?id=${lesson.id}&sid=${other.id}`)).toEqual({ status: 404, body: { detail: "Section not found" } });
  });

  // Fails today: Query.node answers INTERNAL_SERVER_ERROR (500 here) for an id with no row, because
  // the prismaNode types load with findUniqueOrThrow (reported to the lead: `nullable: true`).
  it("is 404 for a section that does not exist", async () => {
    const { lesson } = await firstLesson();
    expect(await call(anonymous, "GET", `/api/section-notes/?id=${lesson.id}&sid=999999`)).toEqual({ status: 404, body: { detail: "Section not found" } });
  });

  it("is 400 for ids that are not numbers", async () => {
    const { lesson } = await firstLesson();
    expect(await call(anonymous, "GET", "/api/section-notes/")).toEqual({ status: 400, body: { detail: "Invalid lesson id" } });
    expect(await call(anonymous, "GET", "/api/section-notes/?id=abc")).toEqual({ status: 400, body: { detail: "Invalid lesson id" } });
    expect(await call(anonymous, "GET", `/api/section-notes/?id=${lesson.id}&sid=x`)).toEqual({ status: 400, body: { detail: "Invalid section id" } });
  });
});

describe("POST /api/section-notes/submit-answer", () => {
  it("answers correct, message and correct_answer (null until locked)", async () => {
    const learner = await newStudent("submit");
    const { lesson, practice } = await firstLesson();
    const [question] = practice(2);
    const submit = (answer: string) =>
      call(learner, "POST", "/api/section-notes/submit-answer", { question_id: question.id, user_answer: answer, lession_id: lesson.id, sid: lesson.sections[2].id });
    const first = await submit(wrongAnswer(question));
    expect(first).toEqual({ status: 200, body: { correct: false, message: "Try again! You have 1 more attempt(s).", correct_answer: null } });
    const second = await submit(wrongAnswer(question));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ correct: false, message: `Incorrect. The correct answer is ${question.answer}.`, correct_answer: question.answer });
  });

  it("is 401 for an anonymous visitor and 400 with the rule for refused answers", async () => {
    const { lesson, practice } = await firstLesson();
    const [question] = practice(0);
    const valid = { question_id: question.id, user_answer: "A", lession_id: lesson.id, sid: lesson.sections[0].id };
    expect(await call(anonymous, "POST", "/api/section-notes/submit-answer", valid)).toEqual({ status: 401, body: { detail: "Sign in required." } });
    const learner = await newStudent("refused");
    expect(await call(learner, "POST", "/api/section-notes/submit-answer", { ...valid, user_answer: "  " })).toEqual({ status: 400, body: { detail: "Enter an answer." } });
    expect(await call(learner, "POST", "/api/section-notes/submit-answer", { ...valid, sid: lesson.sections[1].id })).toEqual({
      status: 400, body: { detail: "This question is not part of that lesson section." },
    });
    expect(await call(learner, "POST", "/api/section-notes/submit-answer", { ...valid, question_id: "x" })).toEqual({
      status: 400, body: { detail: "question_id must be a whole number." },
    });
    expect(await call(learner, "POST", "/api/section-notes/submit-answer", { ...valid, question_id: 999999 })).toEqual({
      status: 404, body: { detail: "Question not found" },
    });
  });
});

describe("GET /api/questions/{id} and /api/questions/by-competition/{name}/{year}/{number}", () => {
  it("answers the general question object of a contest question, without its answer", async () => {
    const stored = await db().question.findFirstOrThrow({ where: { competitionId: { not: null } }, orderBy: { id: "asc" }, include: { competition: true } });
    for (const caller of [anonymous, student]) {
      const { status, body } = await call(caller, "GET", `/api/questions/${stored.id}`);
      expect(status).toBe(200);
      expectQuestionShape(body);
      expectHidden(body);
      expect(body).toMatchObject({
        id: stored.id,
        problem_number: stored.problemNumber,
        competition_name: stored.competition!.name,
        competition_year: stored.competition!.year,
        school_grade: stored.schoolGrade,
        difficult_level: stored.difficultyLevel,
        set_name: stored.setName,
        already_solved: false,
        is_admin: false,
        related_sections: [],
      });
      expect(body.similar_questions.length).toBeGreaterThan(0);
      // Similar questions are premium: no ids for a non-subscriber.
      expect(body.similar_questions.every((similar: any) => similar.id === null)).toBe(true);
    }
    const subscriber = browser((await signIn(app().baseUrl, "subscriber@boxed.test")).jar);
    const forSubscriber = (await call(subscriber, "GET", `/api/questions/${stored.id}`)).body;
    expect(forSubscriber.similar_questions.every((similar: any) => typeof similar.id === "number")).toBe(true);
    const byNumber = await call(anonymous, "GET", `/api/questions/by-competition/${stored.competition!.name}/${stored.competition!.year}/${stored.problemNumber}`);
    expect(byNumber).toEqual(await call(anonymous, "GET", `/api/questions/${stored.id}`));
    // The competition name is read case-insensitively.
    expect((await call(anonymous, "GET", `/api/questions/by-competition/${stored.competition!.name.toLowerCase()}/${stored.competition!.year}/${stored.problemNumber}`)).body.id).toBe(stored.id);
  });

  it("shows an admin everything, answers included", async () => {
    const stored = await db().question.findFirstOrThrow({ where: { competitionId: { not: null } }, orderBy: { id: "desc" } });
    const { body } = await call(admin, "GET", `/api/questions/${stored.id}`);
    expect(body).toMatchObject({ is_admin: true, answer: stored.answer, solution: stored.answer });
  });

  it("lists the sections a lesson question is used in", async () => {
    const { lesson, practice } = await firstLesson();
    const { body } = await call(anonymous, "GET", `/api/questions/${practice(0)[0].id}`);
    expect(body.related_sections).toEqual([{ id: lesson.sections[0].id, lession_id: lesson.id, section_name: lesson.sections[0].name }]);
    expect(body.competition_name).toBeNull();
  });

  it("is 404 for an unknown question and 400 for an id that is not a number", async () => {
    const notFound = { status: 404, body: { detail: "Question not found" } };
    expect(await call(anonymous, "GET", "/api/questions/999999")).toEqual(notFound);
    expect(await call(anonymous, "GET", "/api/questions/99999999999999")).toEqual(notFound);
    expect(await call(anonymous, "GET", "/api/questions/by-competition/AMC_8/1999/1")).toEqual(notFound);
    expect(await call(anonymous, "GET", "/api/questions/by-competition/NOPE/2023/1")).toEqual(notFound);
    const invalid = { status: 400, body: { detail: "Invalid question id" } };
    expect(await call(anonymous, "GET", "/api/questions/abc")).toEqual(invalid);
    expect(await call(anonymous, "GET", "/api/questions/by-competition/AMC_8/year/1")).toEqual(invalid);
    expect(await call(anonymous, "GET", "/api/questions/by-competition/AMC_8/2023/x")).toEqual(invalid);
  });
});

describe("POST /api/random/submit_answer", () => {
  const RESULT_KEYS = ["attempts_left", "competition_details", "correct_answer", "explanation", "is_correct", "success_rate"];

  it("answers the documented keys; correct_answer and explanation come once locked", async () => {
    const learner = await newStudent("random");
    const question = await db().question.findFirstOrThrow({ where: { competitionId: { not: null } }, orderBy: { id: "asc" }, include: { competition: true } });
    const details = { competition_name: question.competition!.name, competition_year: question.competition!.year, problem_number: question.problemNumber };
    // The question page sends only the id and the answer; a client's attempt count changes nothing.
    const first = await call(learner, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: wrongAnswer(question), attempts: 5 });
    expect(first.status).toBe(200);
    expect(keys(first.body)).toEqual(RESULT_KEYS);
    expect(first.body).toMatchObject({ is_correct: false, attempts_left: 1, correct_answer: null, explanation: null, competition_details: details });
    expect(first.body.success_rate).toEqual(expect.any(Number));
    const second = await call(learner, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: question.answer, attempts: 0 });
    expect(second.body).toMatchObject({ is_correct: true, attempts_left: 0, correct_answer: question.answer, competition_details: details });
    expect(second.body.explanation).toBe(question.solutionHtml);
    // Solved on the question page, it is answered for random practice (with a tag) too.
    const practice = await call(learner, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: wrongAnswer(question), tag: "new" });
    expect(practice).toEqual({ status: 400, body: { detail: "You have already answered this question." } });
    const sources = await db().attempt.groupBy({ by: ["source"], where: { questionId: question.id, user: { email: "random@learn-rest.test" } }, _count: true });
    expect(Object.fromEntries(sources.map((row) => [row.source, row._count]))).toEqual({ QUESTION: 2 });
  });

  it("is 401 for an anonymous visitor and 400 for refused answers", async () => {
    const question = await db().question.findFirstOrThrow({ where: { competitionId: { not: null } }, orderBy: { id: "desc" } });
    expect(await call(anonymous, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: "A" })).toEqual({
      status: 401, body: { detail: "Sign in required." },
    });
    expect(await call(student, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: "" })).toEqual({
      status: 400, body: { detail: "Enter an answer." },
    });
    expect(await call(student, "POST", "/api/random/submit_answer", { user_answer: "A" })).toEqual({
      status: 400, body: { detail: "question_id must be a whole number." },
    });
    expect(await call(student, "POST", "/api/random/submit_answer", { question_id: 999999, user_answer: "A" })).toEqual({
      status: 404, body: { detail: "Question not found" },
    });
  });
});

describe("GET /api/home/ For You lessons", () => {
  it("recommends lessons with the documented keys once a student has answered enough in a family", async () => {
    const learner = await newStudent("for-you");
    const home = async () => (await call(learner, "GET", "/api/home/")).body.for_you.contests.find((contest: any) => contest.contest_id === "AMC_8");
    const before = await home();
    expect(before.lessons).toEqual([]);

    // Ten answers in the AMC 8 course: wrong ones in the first lesson, so it is the weakest.
    const { lesson, practice } = await firstLesson();
    let answers = 0;
    for (const [index, section] of lesson.sections.entries()) {
      for (const question of practice(index)) {
        if (answers >= before.required_answers) break;
        await call(learner, "POST", "/api/section-notes/submit-answer", { question_id: question.id, user_answer: wrongAnswer(question), lession_id: lesson.id, sid: section.id });
        answers++;
      }
    }
    const after = await home();
    expect(after.lessons.length).toBeGreaterThan(0);
    for (const recommended of after.lessons) {
      expect(keys(recommended)).toEqual(["competition_name", "correct_count", "correct_rate", "lession_id", "lession_name", "total_attempts", "wrong_count"]);
      expect(recommended.competition_name).toBe("AMC 8");
      expect(recommended.total_attempts).toBe(recommended.correct_count + recommended.wrong_count);
    }
    expect(after.lessons[0]).toEqual({
      lession_id: lesson.id, lession_name: lesson.name, competition_name: "AMC 8", wrong_count: answers, correct_count: 0, total_attempts: answers, correct_rate: 0,
    });
  });
});

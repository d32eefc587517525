// Relay connections on every list that grows (docs/API.md, "Pagination"): each pages forward
// (first/after) and back (last/before) through exactly the items of the list, counts them
// (totalCount), refuses a page over 100 items with a message naming the limit, costs by its page
// size, and keeps the access rules of the objects it lists.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, bearer, errorCodes, graphql, type Caller } from "../support/clients.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { MAX_PAGE_SIZE, pageSizeRefusal } from "../../server/graphql/limits.ts";

const app = useTestApp({ community: true });
const db = () => app().database.prisma;

type Page<T> = { totalCount: number; edges: { cursor: string; node: T }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };
const PAGE = "totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node";

const callers = {} as Record<"student" | "otherStudent" | "parent" | "admin" | "editor", Caller>;
const ids = {} as Record<"student" | "otherStudent" | "parent", number>;

async function tokenCaller(email: string): Promise<Caller> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  return bearer((await createApiToken(user.id, "Connections test", "READ")).secret);
}

/** The field at `path` of an answer's data. */
const at = (data: unknown, path: string[]) => path.reduce<any>((value, key) => value?.[key], data);

/**
 * Every page of a connection, forward with `first` then back with `last`, as the lists of nodes
 * each direction gave (the backward one put back in order), with the totalCount of the first page.
 */
async function pageThrough<T>(caller: Caller, query: string, path: string[], size: number, variables: Record<string, unknown> = {}) {
  const forward: T[] = [];
  let after: string | null = null;
  let totalCount = -1;
  let pages = 0;
  for (;;) {
    const result = await graphql(app().baseUrl, caller, query, { ...variables, first: size, after });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const page = at(result.data, path) as Page<T>;
    if (totalCount < 0) totalCount = page.totalCount;
    expect(page.edges.length).toBeLessThanOrEqual(size);
    forward.push(...page.edges.map((edge) => edge.node));
    pages += 1;
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
    expect(pages).toBeLessThan(200);
  }
  const backward: T[] = [];
  let before: string | null = null;
  for (;;) {
    const result = await graphql(app().baseUrl, caller, query, { ...variables, last: size, before });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const page = at(result.data, path) as Page<T>;
    backward.unshift(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasPreviousPage) break;
    before = page.pageInfo.startCursor;
  }
  return { forward, backward, totalCount, pages };
}

beforeAll(async () => {
  await signIn(app().baseUrl, "other.student@boxed.test"); // a new account, as any other address makes
  for (const [name, email] of [
    ["student", "student@boxed.test"],
    ["otherStudent", "other.student@boxed.test"],
    ["parent", "parent@boxed.test"],
  ] as const) {
    ids[name] = (await db().user.findUniqueOrThrow({ where: { email } })).id;
  }
  callers.student = await tokenCaller("student@boxed.test");
  callers.otherStudent = await tokenCaller("other.student@boxed.test");
  callers.parent = await tokenCaller("parent@boxed.test");
  callers.admin = await tokenCaller("admin@boxed.test");
  callers.editor = await tokenCaller("editor@boxed.test");
  // 23 answers of the student's to published questions, on top of whatever the demo gave them.
  const questions = await db().question.findMany({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" }, take: 23 });
  await db().attempt.createMany({
    data: questions.map((question, index) => ({
      userId: ids.student, questionId: question.id, answer: "B", correct: index % 3 === 0, source: "PRACTICE" as const, attemptNumber: 1,
      createdAt: new Date(Date.UTC(2026, 9, 1, 0, index)),
    })),
    skipDuplicates: true,
  });
});

describe("questions", () => {
  const QUERY = `query ($first: Int, $after: String, $last: Int, $before: String, $topic: Topic) {
    questions(first: $first, after: $after, last: $last, before: $before, topic: $topic) { ${PAGE} { questionId } } } }`;

  it("pages through every question the caller may see, forward and back, and counts them", async () => {
    const visible = await db().question.findMany({
      where: { status: "PUBLISHED", OR: [{ competitionId: null }, { competition: { enabled: true } }] },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const { forward, backward, totalCount, pages } = await pageThrough<{ questionId: number }>(anonymous, QUERY, ["questions"], 40);
    expect(forward.map((question) => question.questionId)).toEqual(visible.map((question) => question.id));
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(visible.length);
    expect(pages).toBe(Math.ceil(visible.length / 40));
  });

  it("filters by topic, and the count follows the filter", async () => {
    const geometry = await db().question.count({ where: { status: "PUBLISHED", topic: "GEOMETRY", OR: [{ competitionId: null }, { competition: { enabled: true } }] } });
    const result = await graphql(app().baseUrl, anonymous, QUERY, { first: 5, topic: "GEOMETRY" });
    expect(result.data.questions.totalCount).toBe(geometry);
    expect(result.data.questions.edges).toHaveLength(Math.min(5, geometry));
  });

  it("lists a question pending review to editors only", async () => {
    const pending = await db().question.create({ data: { text: "Pending connection question", answer: "A", status: "PENDING_REVIEW" } });
    const last = `{ questions(last: 1) { edges { node { questionId } } } }`;
    expect((await graphql(app().baseUrl, anonymous, last)).data.questions.edges[0].node.questionId).not.toBe(pending.id);
    expect((await graphql(app().baseUrl, callers.editor, last)).data.questions.edges[0].node.questionId).toBe(pending.id);
    await db().question.delete({ where: { id: pending.id } });
  });
});

describe("competitions, courses and lessons", () => {
  it("competitions: enabled ones, newest year first, every one once", async () => {
    const QUERY = `query ($first: Int, $after: String, $last: Int, $before: String) {
      competitions(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { name year } } } }`;
    const enabled = await db().competition.findMany({ where: { enabled: true }, orderBy: [{ year: "desc" }, { name: "asc" }, { id: "asc" }] });
    const { forward, backward, totalCount } = await pageThrough<{ name: string; year: number }>(anonymous, QUERY, ["competitions"], 3);
    expect(forward).toEqual(enabled.map((competition) => ({ name: competition.name, year: competition.year })));
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(enabled.length);
  });

  it("courses and each course's lessons, in the course list's order", async () => {
    const COURSES = `query ($first: Int, $after: String, $last: Int, $before: String) {
      coursesConnection(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { courseId } } } }`;
    const courses = await db().course.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], include: { lessons: { orderBy: [{ position: "asc" }, { id: "asc" }] } } });
    const paged = await pageThrough<{ courseId: number }>(anonymous, COURSES, ["coursesConnection"], 2);
    expect(paged.forward.map((course) => course.courseId)).toEqual(courses.map((course) => course.id));
    expect(paged.backward).toEqual(paged.forward);
    expect(paged.totalCount).toBe(courses.length);

    const course = courses.reduce((most, next) => (next.lessons.length > most.lessons.length ? next : most));
    const LESSONS = `query ($id: Int!, $first: Int, $after: String, $last: Int, $before: String) {
      course(courseId: $id) { lessonsConnection(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { lessonId } } } } }`;
    const lessons = await pageThrough<{ lessonId: number }>(anonymous, LESSONS, ["course", "lessonsConnection"], 2, { id: course.id });
    expect(lessons.forward.map((lesson) => lesson.lessonId)).toEqual(course.lessons.map((lesson) => lesson.id));
    expect(lessons.backward).toEqual(lessons.forward);
    expect(lessons.totalCount).toBe(course.lessons.length);
  });
});

describe("leaderboards", () => {
  it("page through the whole board in rank order, agreeing with the top of leaderboard", async () => {
    const QUERY = `query ($first: Int, $after: String, $last: Int, $before: String) {
      leaderboards(family: AMC10) { family entries(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { rank userId rating } } } } }`;
    const { forward, backward, totalCount } = await pageThrough<{ rank: number; userId: number; rating: number }>(anonymous, QUERY, ["leaderboards", "0", "entries"], 7);
    expect(totalCount).toBe(await db().rating.count({ where: { family: "AMC10" } }));
    expect(totalCount).toBeGreaterThan(7);
    expect(forward.map((entry) => entry.rank)).toEqual(Array.from({ length: totalCount }, (_, index) => index + 1));
    expect(backward).toEqual(forward);
    const top = await graphql(app().baseUrl, anonymous, "{ leaderboard(family: AMC10, first: 10) { rank userId rating } }");
    expect(forward.slice(0, 10)).toEqual(top.data.leaderboard);
  });

  it("every family has its board, each a node of its own", async () => {
    const all = await graphql(app().baseUrl, anonymous, "{ leaderboards { id family entries(first: 1) { totalCount } } }");
    expect(all.data.leaderboards.map((board: { family: string }) => board.family)).toEqual(["AMC8", "AMC10", "AMC12", "AIME"]);
    const again = await graphql(app().baseUrl, anonymous, `query ($id: ID!) { node(id: $id) { ... on Leaderboard { family entries(first: 1) { totalCount } } } }`, {
      id: all.data.leaderboards[1].id,
    });
    expect(again.data.node).toEqual({ family: "AMC10", entries: all.data.leaderboards[1].entries });
  });
});

describe("a student's answers and contest submissions", () => {
  const ANSWERS = `query ($userId: Int!, $first: Int, $after: String, $last: Int, $before: String) {
    user(userId: $userId) { answers(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { id questionId answer correct source answeredAt } } } } }`;

  it("the student pages through every answer of theirs, newest first", async () => {
    const stored = await db().attempt.findMany({ where: { userId: ids.student }, orderBy: { id: "desc" } });
    expect(stored.length).toBeGreaterThanOrEqual(23);
    const { forward, backward, totalCount } = await pageThrough<{ questionId: number; answer: string }>(callers.student, ANSWERS, ["user", "answers"], 10, { userId: ids.student });
    expect(forward.map((answer) => answer.questionId)).toEqual(stored.map((attempt) => attempt.questionId));
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(stored.length);
  });

  it("a parent whose link the student accepted reads them; another student cannot, by the list or by node(id)", async () => {
    const asParent = await graphql(app().baseUrl, callers.parent, ANSWERS, { userId: ids.student, first: 3 });
    expect(asParent.errors).toBeUndefined();
    expect(asParent.data.user.answers.edges).toHaveLength(3);
    const answerId = asParent.data.user.answers.edges[0].node.id;

    const asOther = await graphql(app().baseUrl, callers.otherStudent, ANSWERS, { userId: ids.student, first: 3 });
    expect(asOther.data.user).toBeNull();
    // Even reached through the other student's own User object, the field is theirs only.
    const direct = await graphql(app().baseUrl, callers.otherStudent, `query ($id: ID!) { node(id: $id) { ... on User { answers(first: 3) { totalCount } } } }`, {
      id: Buffer.from(`User:${ids.student}`).toString("base64"),
    });
    expect(direct.data?.node ?? null).toBeNull();

    const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Answer { answer correct questionId } } }`;
    expect((await graphql(app().baseUrl, callers.parent, NODE, { id: answerId })).data.node).toMatchObject({ __typename: "Answer" });
    expect((await graphql(app().baseUrl, callers.student, NODE, { id: answerId })).data.node).toMatchObject({ __typename: "Answer" });
    const stranger = await graphql(app().baseUrl, callers.otherStudent, NODE, { id: answerId });
    expect(stranger.data?.node ?? null).toBeNull();
    // Answered exactly as an id that does not exist: nothing tells the stranger the answer is there.
    const missing = await graphql(app().baseUrl, callers.otherStudent, NODE, { id: Buffer.from("Answer:999999999").toString("base64") });
    expect(errorCodes(stranger)).toEqual(errorCodes(missing));
    expect(stranger).toEqual(missing);
    expect((await graphql(app().baseUrl, anonymous, NODE, { id: answerId })).data?.node ?? null).toBeNull();
  });

  it("contest submissions page the same way and keep the same rule", async () => {
    const competition = await db().competition.findFirstOrThrow({ where: { enabled: true }, orderBy: { id: "asc" } });
    for (let index = 0; index < 5; index += 1) {
      await db().contestSubmission.create({
        data: {
          userId: ids.student, competitionId: competition.id, startKey: `connections-${index}`, startedAt: new Date(), timeSpentSeconds: 600 + index,
          answers: {}, score: index, fullScore: 150, correctCount: index, blankCount: 0, incorrectCount: 25 - index,
        },
      });
    }
    const QUERY = `query ($userId: Int!, $first: Int, $after: String, $last: Int, $before: String) {
      user(userId: $userId) { contestSubmissions(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { id submissionId score competition { name } } } } } }`;
    const stored = await db().contestSubmission.findMany({ where: { userId: ids.student }, orderBy: { id: "desc" } });
    const { forward, backward, totalCount } = await pageThrough<{ id: string; submissionId: number }>(callers.parent, QUERY, ["user", "contestSubmissions"], 2, { userId: ids.student });
    expect(forward.map((submission) => submission.submissionId)).toEqual(stored.map((submission) => submission.id));
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(stored.length);
    const stranger = await graphql(app().baseUrl, callers.otherStudent, `query ($id: ID!) { node(id: $id) { ... on ContestSubmission { score } } }`, { id: forward[0].id });
    expect(stranger.data?.node ?? null).toBeNull();
  });
});

describe("a parent's students, tokens, printout, surveys and analytics rows", () => {
  it("studentsConnection lists the students who accepted, as students did", async () => {
    const result = await graphql(app().baseUrl, callers.parent, `{ viewer { students { userId } studentsConnection(first: 1) { totalCount edges { node { userId } } } } }`);
    expect(result.data.viewer.studentsConnection.totalCount).toBe(result.data.viewer.students.length);
    expect(result.data.viewer.studentsConnection.edges.map((edge: { node: unknown }) => edge.node)).toEqual(result.data.viewer.students.slice(0, 1));
  });

  it("surveys and analytics rows page for admins, with their counts", async () => {
    for (const question of ["First?", "Second?", "Third?"]) await db().survey.create({ data: { question, answers: ["Yes", "No"] } });
    const surveys = await graphql(app().baseUrl, callers.admin, `{ surveys { surveyId } surveysConnection(first: 2) { totalCount edges { node { surveyId } } pageInfo { hasNextPage } } }`);
    expect(surveys.errors).toBeUndefined();
    expect(surveys.data.surveysConnection.totalCount).toBe(surveys.data.surveys.length);
    expect(surveys.data.surveysConnection.edges.map((edge: { node: unknown }) => edge.node)).toEqual(surveys.data.surveys.slice(0, 2));
    expect(surveys.data.surveysConnection.pageInfo.hasNextPage).toBe(true);

    const rows = await graphql(app().baseUrl, callers.admin, `{ analytics(measure: ANSWERS, groupBy: [SOURCE]) {
      ... on AnalyticsResult { rows { value } rowsConnection(first: 1) { totalCount edges { node { value } } } } } }`);
    expect(rows.errors).toBeUndefined();
    expect(rows.data.analytics.rowsConnection.totalCount).toBe(rows.data.analytics.rows.length);
    expect(rows.data.analytics.rowsConnection.edges.map((edge: { node: unknown }) => edge.node)).toEqual(rows.data.analytics.rows.slice(0, 1));

    const asStudent = await graphql(app().baseUrl, callers.student, `{ surveysConnection(first: 2) { totalCount } }`);
    expect(errorCodes(asStudent)).toEqual(["FORBIDDEN"]);
  });

  it("the link lists and the printout count their items too", async () => {
    const result = await graphql(app().baseUrl, callers.student, `{ viewer { parents { totalCount } parentRequests { totalCount } printout { totalCount } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.viewer.parents.totalCount).toBeGreaterThanOrEqual(1);
    expect(result.data.viewer.printout.totalCount).toBe(await db().printoutItem.count({ where: { userId: ids.student } }));
  });
});

describe("the review queue and the viewer's own questions", () => {
  const QUEUE = `query ($first: Int, $after: String, $last: Int, $before: String) {
    reviewQueueConnection(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { questionId status authorName } } } }`;
  const MINE = `query ($first: Int, $after: String, $last: Int, $before: String) {
    mySubmittedQuestionsConnection(first: $first, after: $after, last: $last, before: $before) { ${PAGE} { questionId status reviewNote } } } }`;

  beforeAll(async () => {
    // 7 questions of the student's waiting for review, 2 rejected, and 4 of the other student's waiting.
    const write = (authorId: number, index: number, status: "PENDING_REVIEW" | "REJECTED") =>
      db().question.create({ data: { text: `Authored question ${authorId}-${index}`, answer: "C", status, authorId, reviewNote: status === "REJECTED" ? "Check the answer." : null } });
    for (let index = 0; index < 7; index += 1) await write(ids.student, index, "PENDING_REVIEW");
    for (let index = 0; index < 2; index += 1) await write(ids.student, 10 + index, "REJECTED");
    for (let index = 0; index < 4; index += 1) await write(ids.otherStudent, index, "PENDING_REVIEW");
  });

  it("editors page through every question waiting for review, oldest first, forward and back", async () => {
    const pending = await db().question.findMany({ where: { status: "PENDING_REVIEW" }, orderBy: { id: "asc" } });
    expect(pending.length).toBeGreaterThanOrEqual(11);
    const { forward, backward, totalCount, pages } = await pageThrough<{ questionId: number; status: string }>(callers.editor, QUEUE, ["reviewQueueConnection"], 4);
    expect(forward.map((question) => question.questionId)).toEqual(pending.map((question) => question.id));
    expect(forward.every((question) => question.status === "PENDING_REVIEW")).toBe(true);
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(pending.length);
    expect(pages).toBe(Math.ceil(pending.length / 4));
    // The deprecated list answers the same questions.
    const old = await graphql(app().baseUrl, callers.editor, "{ reviewQueue { questionId status authorName } }");
    expect(old.data.reviewQueue).toEqual(forward);
  });

  it("the review queue is for editors and admins only", async () => {
    expect(errorCodes(await graphql(app().baseUrl, callers.student, QUEUE, { first: 5 }))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await graphql(app().baseUrl, anonymous, QUEUE, { first: 5 }))).toEqual(["UNAUTHENTICATED"]);
    const asAdmin = await graphql(app().baseUrl, callers.admin, QUEUE, { first: 5 });
    expect(asAdmin.data.reviewQueueConnection.totalCount).toBe(await db().question.count({ where: { status: "PENDING_REVIEW" } }));
  });

  it("each author pages through their own questions only, newest first, with status and note", async () => {
    const own = await db().question.findMany({ where: { authorId: ids.student }, orderBy: { id: "desc" } });
    expect(own.length).toBeGreaterThanOrEqual(9);
    const { forward, backward, totalCount } = await pageThrough<{ questionId: number; status: string; reviewNote: string | null }>(callers.student, MINE, ["mySubmittedQuestionsConnection"], 2);
    expect(forward).toEqual(own.map((question) => ({ questionId: question.id, status: question.status, reviewNote: question.reviewNote })));
    expect(backward).toEqual(forward);
    expect(totalCount).toBe(own.length);
    expect(forward.filter((question) => question.status === "REJECTED").map((question) => question.reviewNote)).toEqual(["Check the answer.", "Check the answer."]);

    const other = await graphql(app().baseUrl, callers.otherStudent, MINE, { first: 100 });
    const otherOwn = await db().question.findMany({ where: { authorId: ids.otherStudent }, orderBy: { id: "desc" } });
    expect(other.data.mySubmittedQuestionsConnection.totalCount).toBe(otherOwn.length);
    expect(other.data.mySubmittedQuestionsConnection.edges.map((edge: { node: { questionId: number } }) => edge.node.questionId)).toEqual(otherOwn.map((question) => question.id));
    // An editor sees the whole queue, but "my questions" stay theirs: none of the students'.
    const editorOwn = await graphql(app().baseUrl, callers.editor, MINE, { first: 100 });
    const ownIds = new Set(forward.map((question) => question.questionId));
    expect(editorOwn.data.mySubmittedQuestionsConnection.edges.some((edge: { node: { questionId: number } }) => ownIds.has(edge.node.questionId))).toBe(false);
    expect(errorCodes(await graphql(app().baseUrl, anonymous, MINE, { first: 5 }))).toEqual(["UNAUTHENTICATED"]);
  });

  it(`both refuse a page over ${MAX_PAGE_SIZE} items`, async () => {
    const queue = await graphql(app().baseUrl, callers.editor, QUEUE, { first: MAX_PAGE_SIZE + 1 });
    expect(queue.errors?.map((error) => error.message)).toEqual([pageSizeRefusal("first", MAX_PAGE_SIZE + 1)]);
    const mine = await graphql(app().baseUrl, callers.student, MINE, { last: 250 });
    expect(mine.errors?.map((error) => error.message)).toEqual([pageSizeRefusal("last", 250)]);
  });
});

describe("page sizes", () => {
  it(`a page over ${MAX_PAGE_SIZE} items is refused before anything runs, with a message naming the limit`, async () => {
    const literal = await graphql(app().baseUrl, anonymous, `{ questions(first: 101) { totalCount } }`);
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors).toEqual([{ message: pageSizeRefusal("first", 101), extensions: { code: "BAD_USER_INPUT", limit: "pageSize" } }]);
    expect(literal.errors?.[0].message).toMatch(/Page size limit: first may be from 0 to 100/);

    const variable = await graphql(app().baseUrl, callers.student, `query ($n: Int) { viewer { answers(last: $n) { totalCount } } }`, { n: 500 });
    expect(variable.errors?.map((error) => error.message)).toEqual([pageSizeRefusal("last", 500)]);
    const negative = await graphql(app().baseUrl, anonymous, `{ competitions(first: -1) { totalCount } }`);
    expect(negative.errors?.map((error) => error.message)).toEqual([pageSizeRefusal("first", -1)]);
  });

  it("a cursor the API never handed out is refused as bad input, never reaching the database", async () => {
    const base64 = (text: string) => Buffer.from(text).toString("base64");
    const forged = [
      base64("GPC:N:99999999999999999999"),
      base64("GPC:N:abc"),
      base64("GPC:N:1' OR 1=1"),
      base64("GPC:S:1"),
      base64("OffsetConnection:-5"),
      base64("OffsetConnection:1.5"),
      base64("OffsetConnection:99999999999"),
      "garbage",
    ];
    const reads = [
      (cursor: string) => graphql(app().baseUrl, anonymous, `query ($c: String) { questions(first: 2, after: $c) { totalCount } }`, { c: cursor }),
      (cursor: string) => graphql(app().baseUrl, callers.student, `query ($c: String) { viewer { answers(last: 2, before: $c) { totalCount } } }`, { c: cursor }),
      (cursor: string) => graphql(app().baseUrl, anonymous, `{ leaderboards(family: AMC8) { entries(first: 2, after: ${JSON.stringify(cursor)}) { edges { cursor } } } }`),
    ];
    for (const cursor of forged) {
      for (const read of reads) {
        const result = await read(cursor);
        expect(result.data ?? null, cursor).toBeNull();
        expect(result.errors?.map((error) => [error.message, error.extensions?.code]), cursor).toEqual([[expect.stringMatching(/^Invalid cursor: /), "BAD_USER_INPUT"]]);
      }
    }
    // The cursors the API hands out still page.
    const first = await graphql(app().baseUrl, anonymous, `{ leaderboards(family: AMC8) { entries(first: 2) { pageInfo { endCursor } } } questions(first: 2) { pageInfo { endCursor } } }`);
    const boardCursor = first.data.leaderboards[0].entries.pageInfo.endCursor;
    const questionCursor = first.data.questions.pageInfo.endCursor;
    const next = await graphql(app().baseUrl, anonymous, `query ($b: String, $q: String) { leaderboards(family: AMC8) { entries(first: 2, after: $b) { edges { node { rank } } } } questions(first: 2, after: $q) { edges { cursor } } }`, { b: boardCursor, q: questionCursor });
    expect(next.errors).toBeUndefined();
    expect(next.data.leaderboards[0].entries.edges.map((edge: { node: { rank: number } }) => edge.node.rank)).toEqual([3, 4]);
    expect(next.data.questions.edges).toHaveLength(2);
  });

  it("without first or last a page holds 20 items", async () => {
    const result = await graphql(app().baseUrl, anonymous, `{ questions { totalCount edges { cursor } pageInfo { hasNextPage } } }`);
    expect(result.data.questions.totalCount).toBeGreaterThan(20);
    expect(result.data.questions.edges).toHaveLength(20);
    expect(result.data.questions.pageInfo.hasNextPage).toBe(true);
  });

  it("a connection costs by its page size: first (or last) sizes the edges before anything runs", async () => {
    const costOf = async (first: number) => {
      const response = await fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...callers.student.headers(app().baseUrl, true) },
        body: JSON.stringify({ query: `query ($first: Int) { viewer { answers(first: $first) { edges { node { question { questionId } } } } } }`, variables: { first } }),
      });
      return (await response.json()).extensions.cost as { requestedQueryCost: number; actualQueryCost: number };
    };
    // viewer 1 + connection 1 + first × (edge 1 + answer 1 + question 1)
    expect((await costOf(5)).requestedQueryCost).toBe(2 + 5 * 3);
    expect((await costOf(50)).requestedQueryCost).toBe(2 + 50 * 3);
    const total = await db().attempt.count({ where: { userId: ids.student } });
    expect((await costOf(100)).actualQueryCost).toBe(2 + Math.min(100, total) * 3);
  });
});

// Every node type, looked up by global id through `node` and `nodes`, by every kind of caller.
// The table says exactly who may see each object (server/domain/access.ts); anybody else gets
// nothing: no field of it, not even through another edge. Rules, in the product's words:
//   - an API token: its owner, through a browser session only (a token never sees tokens);
//   - a question: published and not in a disabled competition, or the viewer edits or administers;
//   - a competition: enabled, or the viewer edits or administers;
//   - a user, and their answers and contest submissions: themself, a parent who linked them, or an
//     admin (an API token acts as its owner);
//   - courses, lessons and sections: everybody.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, bearer, browser, graphql, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const ACTORS = ["anonymous", "student", "other student", "parent", "subscriber", "editor", "admin", "READ token", "READ_WRITE token"] as const;
type Actor = (typeof ACTORS)[number];
const callers = {} as Record<Actor, Caller>;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

type Target = { type: string; id: number; seenBy: readonly Actor[] };
const targets = {} as Record<string, Target>;

const EVERYBODY = ACTORS;
const EDITORS = ["editor", "admin"] as const;
let pendingId = 0;
let disabledQuestionId = 0;
let sectionWithPendingId = 0;

beforeAll(async () => {
  const { baseUrl } = app();
  for (const [actor, email] of [
    ["student", "student@boxed.test"],
    ["other student", "other.student@boxed.test"],
    ["parent", "parent@boxed.test"],
    ["subscriber", "subscriber@boxed.test"],
    ["editor", "editor@boxed.test"],
    ["admin", "admin@boxed.test"],
  ] as const) {
    callers[actor] = browser((await signIn(baseUrl, email)).jar);
  }
  callers.anonymous = anonymous;
  const tokenOf = async (access: "READ" | "READ_WRITE") => {
    const result = await graphql(baseUrl, callers.student, `mutation ($name: String!, $access: ApiTokenAccess!) {
      createApiToken(name: $name, access: $access) { ... on CreatedApiToken { token apiToken { id } } }
    }`, { name: `Node walk ${access}`, access });
    return result.data.createApiToken.token as string;
  };
  callers["READ token"] = bearer(await tokenOf("READ"));
  callers["READ_WRITE token"] = bearer(await tokenOf("READ_WRITE"));

  const userId = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
  const student = await userId("student@boxed.test");
  const published = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" } });
  const competition = await db().competition.findFirstOrThrow({ where: { enabled: true }, orderBy: { id: "asc" } });
  const disabled = await db().competition.create({
    data: { name: "NODE_WALK", family: competition.family, year: 1999, durationMinutes: 40, enabled: false },
  });
  const pending = await db().question.create({ data: { text: "Pending node walk question", answer: "A", status: "PENDING_REVIEW" } });
  const inDisabled = await db().question.create({ data: { text: "Disabled node walk question", answer: "A", competitionId: disabled.id } });
  pendingId = pending.id;
  disabledQuestionId = inDisabled.id;
  const section = await db().section.findFirstOrThrow({ orderBy: { id: "asc" }, include: { lesson: true } });
  sectionWithPendingId = section.id;
  await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: pending.id, position: 999 } });
  await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: inDisabled.id, position: 1000 } });
  const token = await db().apiToken.findFirstOrThrow({ where: { userId: student } });

  const STUDENT_SELF = ["student", "parent", "admin", "READ token", "READ_WRITE token"] as const;
  // A student's answers and contest submissions (User.answers, User.contestSubmissions) are the student's.
  const answer = await db().attempt.create({ data: { userId: student, questionId: published.id, answer: "C", correct: false, source: "QUESTION" } });
  const submission = await db().contestSubmission.create({
    data: {
      userId: student, competitionId: competition.id, startKey: "node-walk", startedAt: new Date(), timeSpentSeconds: 60,
      answers: {}, score: 6, fullScore: 150, correctCount: 1, blankCount: 24, incorrectCount: 0,
    },
  });
  Object.assign(targets, {
    "the student's API token": { type: "ApiToken", id: token.id, seenBy: ["student"] },
    "the student": { type: "User", id: student, seenBy: STUDENT_SELF },
    "another student": { type: "User", id: await userId("other.student@boxed.test"), seenBy: ["other student", "admin"] },
    "the subscriber": { type: "User", id: await userId("subscriber@boxed.test"), seenBy: ["subscriber", "admin"] },
    "a published question": { type: "Question", id: published.id, seenBy: EVERYBODY },
    "a question pending review": { type: "Question", id: pending.id, seenBy: EDITORS },
    "a question of a disabled competition": { type: "Question", id: inDisabled.id, seenBy: EDITORS },
    "an enabled competition": { type: "Competition", id: competition.id, seenBy: EVERYBODY },
    "a disabled competition": { type: "Competition", id: disabled.id, seenBy: EDITORS },
    "the student's answer": { type: "Answer", id: answer.id, seenBy: STUDENT_SELF },
    "the student's contest submission": { type: "ContestSubmission", id: submission.id, seenBy: STUDENT_SELF },
    "a course": { type: "Course", id: section.lesson.courseId, seenBy: EVERYBODY },
    "a lesson": { type: "Lesson", id: section.lessonId, seenBy: EVERYBODY },
    "a section": { type: "Section", id: section.id, seenBy: EVERYBODY },
  } satisfies Record<string, Target>);
});

/** The fields that give each type away; any of them coming back counts as seeing the object. */
const SELECTION = `__typename
  ... on ApiToken { name access createdAt }
  ... on User { username }
  ... on Question { text }
  ... on Competition { name }
  ... on Course { name }
  ... on Lesson { name }
  ... on Section { name }
  ... on Answer { answer }
  ... on ContestSubmission { score }`;

function seen(value: Record<string, unknown> | null | undefined): boolean {
  if (!value) return false;
  return Object.entries(value).some(([key, field]) => key !== "__typename" && field !== null && field !== undefined);
}

/** For every target, the actors that got something through `node`, and through `nodes`. */
async function walk(): Promise<Record<string, { node: Actor[]; nodes: Actor[] }>> {
  const names = Object.keys(targets);
  const ids = names.map((name) => globalId(targets[name].type, targets[name].id));
  const result = Object.fromEntries(names.map((name) => [name, { node: [] as Actor[], nodes: [] as Actor[] }]));
  for (const actor of ACTORS) {
    const many = await graphql(app().baseUrl, callers[actor], `query ($ids: [ID!]!) { nodes(ids: $ids) { ${SELECTION} } }`, { ids });
    for (const [index, name] of names.entries()) {
      if (seen(many.data?.nodes?.[index])) result[name].nodes.push(actor);
      const one = await graphql(app().baseUrl, callers[actor], `query ($id: ID!) { node(id: $id) { ${SELECTION} } }`, { id: ids[index] });
      if (seen(one.data?.node)) result[name].node.push(actor);
    }
  }
  return result;
}

describe("node and nodes", () => {
  it("show each object to exactly the callers its rule names, and to nobody else", async () => {
    const expected = Object.fromEntries(
      Object.entries(targets).map(([name, target]) => {
        const actors = ACTORS.filter((actor) => target.seenBy.includes(actor));
        return [name, { node: actors, nodes: actors }];
      }),
    );
    expect(await walk()).toEqual(expected);
  });
});

describe("an object the caller may not see", () => {
  // The id of one that does not exist, of the same type: what node and nodes answer for it is
  // what they must answer for one the caller may not see, so an id never confirms it exists.
  const missing = (type: string) => globalId(type, 2_000_000_000);
  const nodeQuery = `query ($id: ID!) { node(id: $id) { ${SELECTION} } }`;
  const nodesQuery = `query ($ids: [ID!]!) { nodes(ids: $ids) { ${SELECTION} } }`;

  // The caller's remaining budget tells the history of their requests (an earlier operation's
  // unused points come back with the next one), not what this id is: it is left out; the cost
  // asked and used are compared.
  const withoutBudgetLeft = (answer: unknown) =>
    JSON.stringify(answer, (key, value) => (key === "currentlyAvailable" ? undefined : value));

  it("answers node and nodes exactly as an id that does not exist does (null, the same errors)", async () => {
    const differences: string[] = [];
    for (const [name, target] of Object.entries(targets)) {
      for (const actor of ACTORS.filter((actor) => !target.seenBy.includes(actor))) {
        const hidden = globalId(target.type, target.id);
        const one = await graphql(app().baseUrl, callers[actor], nodeQuery, { id: hidden });
        const none = await graphql(app().baseUrl, callers[actor], nodeQuery, { id: missing(target.type) });
        if (withoutBudgetLeft(one) !== withoutBudgetLeft(none)) differences.push(`node: ${name} for ${actor}: ${JSON.stringify(one)}`);
        const many = await graphql(app().baseUrl, callers[actor], nodesQuery, { ids: [hidden] });
        const noneMany = await graphql(app().baseUrl, callers[actor], nodesQuery, { ids: [missing(target.type)] });
        if (withoutBudgetLeft(many) !== withoutBudgetLeft(noneMany)) differences.push(`nodes: ${name} for ${actor}: ${JSON.stringify(many)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("is null in nodes beside the ones the caller may see", async () => {
    const mine = targets["the student's answer"]!;
    const theirs = targets["another student"]!;
    const result = await graphql(app().baseUrl, callers.student, `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: [globalId(mine.type, mine.id), globalId(theirs.type, theirs.id)],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toEqual([{ __typename: "Answer", id: globalId(mine.type, mine.id) }, null]);
  });
});

describe("lists agree with node lookups", () => {
  it("a section does not list a question pending review or of a disabled competition", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on Section { practiceQuestions { questionId } exampleQuestions { questionId } } } }`;
    const result = await graphql(app().baseUrl, callers.student, query, { id: globalId("Section", sectionWithPendingId) });
    expect(result.errors).toBeUndefined();
    const listed = [...result.data.node.practiceQuestions, ...result.data.node.exampleQuestions].map((question: { questionId: number }) => question.questionId);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(pendingId);
    expect(listed).not.toContain(disabledQuestionId);
  });

  it("progress and the lesson's question ids count only the questions the section lists to a student", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on Section {
      practiceQuestions { questionId } exampleQuestions { questionId } progress { total }
      lesson { practiceQuestionIds exampleQuestionIds sections { sectionId practiceQuestions { questionId } exampleQuestions { questionId } } } } } }`;
    const result = await graphql(app().baseUrl, callers.student, query, { id: globalId("Section", sectionWithPendingId) });
    expect(result.errors).toBeUndefined();
    const section = result.data.node;
    const ids = (questions: { questionId: number }[]) => questions.map((question) => question.questionId);
    expect(section.progress.total).toBe(section.practiceQuestions.length);
    const lesson = section.lesson;
    expect(lesson.practiceQuestionIds).toEqual(lesson.sections.flatMap((each: { practiceQuestions: { questionId: number }[] }) => ids(each.practiceQuestions)));
    expect(lesson.exampleQuestionIds).toEqual(lesson.sections.flatMap((each: { exampleQuestions: { questionId: number }[] }) => ids(each.exampleQuestions)));
    expect([...lesson.practiceQuestionIds, ...lesson.exampleQuestionIds]).not.toContain(pendingId);
    expect([...lesson.practiceQuestionIds, ...lesson.exampleQuestionIds]).not.toContain(disabledQuestionId);
  });

  it("practice never serves a question pending review or of a disabled competition, not even a missed one due for review", async () => {
    const { mistakesToReview, newPracticeQuestionId } = await import("../../server/services/practice.ts");
    const { dashboardReads } = await import("../../server/services/dashboard.ts");
    const student = await db().user.findUniqueOrThrow({ where: { email: "other.student@boxed.test" } });
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    for (const questionId of [pendingId, disabledQuestionId]) {
      await db().reviewCard.create({ data: { userId: student.id, questionId, due: yesterday, lastMissedAt: yesterday, stability: 1, difficulty: 5 } });
    }
    const noFilters = { competition: null, topic: null, excludeQuestionId: null };
    // The review window's cards as the dashboard reads them (Review Work, upcoming reviews).
    const { dueCount, cards: read } = await dashboardReads(student.id, now).part("reviewCards");
    const cards = read.map((card) => card.questionId);
    expect(dueCount).toBe(0);
    expect(cards).not.toContain(pendingId);
    expect(cards).not.toContain(disabledQuestionId);
    expect(await mistakesToReview(student.id, noFilters, 30, now)).toEqual([]);
    const viewer = { id: student.id, email: student.email, username: student.username, isAdmin: false, isEditor: false, isSubscriber: false, studentIds: [], via: "session" as const, tokenAccess: null };
    expect(await newPracticeQuestionId(viewer, { ...noFilters, competition: "NODE_WALK" })).toBeNull();
  });

  it("question(questionId) does not serve a question of a disabled competition, except to editors", async () => {
    const query = `query ($id: Int!) { question(questionId: $id) { text } }`;
    const asStudent = await graphql(app().baseUrl, callers.student, query, { id: disabledQuestionId });
    expect(asStudent.data?.question ?? null).toBeNull();
    const asEditor = await graphql(app().baseUrl, callers.editor, query, { id: disabledQuestionId });
    expect(asEditor.data?.question).toEqual({ text: "Disabled node walk question" });
  });

  // With its competition or related sections the question is read in one statement
  // (services/questionRead.ts) and the read rule applied to the row: the same callers see it.
  it("question(questionId) with its competition and sections serves the same callers as the rule", async () => {
    const query = `query ($id: Int!) { question(questionId: $id) { text competition { year } relatedSections { section { sectionId } } } }`;
    const cases = [
      { id: pendingId, text: "Pending node walk question", seenBy: EDITORS as readonly Actor[] },
      { id: disabledQuestionId, text: "Disabled node walk question", seenBy: EDITORS as readonly Actor[] },
    ];
    for (const { id, text, seenBy } of cases) {
      for (const actor of ACTORS) {
        const result = await graphql(app().baseUrl, callers[actor], query, { id });
        // Not found for the others, as a missing question: null, no error.
        expect({ actor, id, errors: result.errors, text: result.data?.question === null ? null : result.data?.question?.text }).toEqual({
          actor, id, errors: undefined, text: seenBy.includes(actor) ? text : null,
        });
      }
    }
  });
});

describe("similar questions", () => {
  const query = `query ($id: Int!) { question(questionId: $id) { similarQuestions { questionId locked } } }`;
  const similarOf = async (actor: Actor) => {
    const published = await db().question.findMany({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" }, take: 20 });
    for (const question of published) {
      const result = await graphql(app().baseUrl, callers[actor], query, { id: question.id });
      const similar = result.data?.question?.similarQuestions ?? [];
      if (similar.length > 0) return similar as { questionId: number | null; locked: boolean }[];
    }
    throw new Error("no published question has similar questions");
  };

  it("give a non-subscriber no ids to open them", async () => {
    for (const actor of ["anonymous", "student", "parent", "editor"] as const) {
      const similar = await similarOf(actor);
      expect(similar.every((entry) => entry.questionId === null && entry.locked), actor).toBe(true);
    }
  });

  it("give subscribers and admins the ids", async () => {
    for (const actor of ["subscriber", "admin"] as const) {
      const similar = await similarOf(actor);
      expect(similar.every((entry) => entry.questionId !== null && !entry.locked), actor).toBe(true);
    }
  });
});

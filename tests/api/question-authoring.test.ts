// Adding a question (POST /api/questions, multipart or JSON) and the admin question editor
// (PUT /api/questions/{id}) on PGlite and PostgreSQL: the spec's messages, who may do what,
// students' questions waiting for review, and two admins saving at once.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, type Caller, errorCodes, graphql } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

let student: Caller;
let editor: Caller;
let admin: Caller;
beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  editor = browser((await signIn(app().baseUrl, "editor@boxed.test")).jar);
  admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
});

async function postForm(caller: Caller, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${app().baseUrl}/api/questions`, { method: "POST", headers: caller.headers(app().baseUrl, true), body: form });
  return { status: response.status, body: await response.json() };
}

async function put(caller: Caller, id: number | string, fields: Record<string, unknown>) {
  const response = await fetch(`${app().baseUrl}/api/questions/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...caller.headers(app().baseUrl, true) },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: await response.json() };
}

const GOOD = {
  problem_html: "<p>What is $2+3$?</p><p>(A) 4 (B) 5 (C) 6 (D) 7 (E) 8</p>",
  solution: "Add: $2+3=5$.",
  answer: "b",
  multiple_choice: "true",
  problem_number: "4",
  competition_name: "AMC_8",
  competition_year: "1987",
  category: "Algebra",
};

describe("adding a question", () => {
  it.each([
    ["no question text, HTML or image", { question: " ", problem_html: "" }, "Provide question text, problem HTML, or upload an image."],
    ["no solution", { solution: "" }, "Solution is required."],
    ["no answer", { answer: " " }, "Answer is required."],
    ["a problem number of 0", { problem_number: "0" }, "Problem number must be a whole number of at least 1."],
    ["a competition year of 1899", { competition_year: "1899" }, "Competition year must be a number from 1900 to 2100."],
    ["a competition year of 2101", { competition_year: "2101" }, "Competition year must be a number from 1900 to 2100."],
    ["an unknown competition", { competition_name: "AMC_9" }, "Competition name must be one of AMC_8, AMC_10A, AMC_10B, AMC_12A, AMC_12B, AIME_I, AIME_II."],
    ["a multiple-choice answer that is not a letter", { answer: "5" }, "The answer to a multiple-choice question is a letter A-E."],
    ["a problem number that is not a number", { problem_number: "four" }, "problem_number must be a whole number."],
  ])("refuses %s with the spec's message and stores nothing", async (_name, change, detail) => {
    const before = await db().question.count();
    const response = await postForm(student, { ...GOOD, ...change });
    expect(response).toEqual({ status: 400, body: { detail } });
    expect(await db().question.count()).toBe(before);
  });

  it("asks an anonymous visitor to sign in", async () => {
    const response = await postForm(anonymous, GOOD);
    expect(response.status).toBe(401);
  });

  it("keeps a student's question pending review, with the choices read off the statement", async () => {
    const response = await postForm(student, GOOD);
    expect(response).toEqual({ status: 200, body: { id: expect.any(Number), status: "PENDING_REVIEW", message: "Question submitted! Add another one?" } });
    const question = await db().question.findUniqueOrThrow({ where: { id: response.body.id }, include: { competition: true, author: true } });
    expect(question).toMatchObject({
      problemHtml: "<p>What is \\(2+3\\)?</p>",
      choices: ["4", "5", "6", "7", "8"],
      answer: "B",
      solutionHtml: "<p>Add: \\(2+3=5\\).</p>",
      problemNumber: 4,
      topic: "ALGEBRA",
      status: "PENDING_REVIEW",
      author: { email: "student@boxed.test" },
      // A competition first named by a submission stays hidden.
      competition: { name: "AMC_8", year: 1987, family: "AMC8", enabled: false },
    });
  });

  it("publishes an editor's question at once and accepts a JSON body and plain text", async () => {
    const response = await fetch(`${app().baseUrl}/api/questions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...editor.headers(app().baseUrl, true) },
      body: JSON.stringify({ question: "How many sides has a square?", solution: "Four.", answer: "4", multiple_choice: false }),
    });
    const body = await response.json();
    expect(body).toMatchObject({ status: "PUBLISHED" });
    expect(await db().question.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      text: "How many sides has a square?", isMultipleChoice: false, answer: "4", problemNumber: 1, competitionId: null,
    });
  });

  it("removes scripts from what it stores", async () => {
    const response = await postForm(editor, { ...GOOD, problem_html: `${GOOD.problem_html}<script>alert(1)</script><img src=x onerror="alert(1)">` });
    const question = await db().question.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(question.problemHtml).not.toMatch(/script|onerror/);
  });

  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

  it("takes a picture as the question, stores it in the database and serves it cached for a year", async () => {
    const response = await postForm(student, { ...GOOD, problem_html: "", question: "", image: new Blob([PNG], { type: "image/png" }) });
    expect(response.status).toBe(200);
    const question = await db().question.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(question.imageUrl).toMatch(/^\/images\/\d+$/);
    const served = await fetch(`${app().baseUrl}${question.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${app().baseUrl}/images/999999`)).status).toBe(404);
  });

  it.each([
    ["an SVG", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }), "The image must be a PNG, JPEG, GIF or WebP picture."],
    ["HTML calling itself a PNG", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" }), "The image must be a PNG, JPEG, GIF or WebP picture."],
    ["a picture over 1 MB", new Blob([PNG, new Uint8Array(1024 * 1024)], { type: "image/png" }), "The image must be at most 1 MB."],
  ])("refuses %s with a clear message and stores nothing", async (_name, image, detail) => {
    const [questions, images] = [await db().question.count(), await db().questionImage.count()];
    expect(await postForm(student, { ...GOOD, image })).toEqual({ status: 400, body: { detail } });
    expect([await db().question.count(), await db().questionImage.count()]).toEqual([questions, images]);
  });

  it("ignores the empty file part a form sends when no picture was chosen", async () => {
    const response = await postForm(student, { ...GOOD, image: new Blob([], { type: "application/octet-stream" }) });
    expect(response.status).toBe(200);
    expect((await db().question.findUniqueOrThrow({ where: { id: response.body.id } })).imageUrl).toBeNull();
  });
});

describe("the admin question editor", () => {
  let id: number;
  let openedAt: string;
  beforeAll(async () => {
    const question = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_10A" }, problemNumber: 7 } });
    id = question.id;
    openedAt = question.updatedAt.toISOString();
  });

  const edit = (extra: Record<string, unknown> = {}) => ({
    question: "",
    problem_html: "<p>Edited: what is $3 \\cdot 4$?</p>",
    c: ["\\(10\\)", "\\(11\\)", "\\(12\\)", "\\(13\\)", "\\(14\\)"],
    solution: "C",
    answer: "C",
    solution_html: "<p>\\(3 \\cdot 4 = 12\\).</p>",
    multiple_choice: true,
    problem_number: 7,
    competition_name: "AMC_10A",
    competition_year: 2024,
    category: "Number Theory",
    school_grade: 9,
    difficult_level: 3,
    organization_name: "",
    set_name: null,
    ...extra,
  });

  it("answers 403 to a student and an editor, and nothing changes", async () => {
    const before = await db().question.findUniqueOrThrow({ where: { id } });
    expect((await put(student, id, edit({ updated_at: openedAt }))).status).toBe(403);
    expect((await put(editor, id, edit({ updated_at: openedAt }))).status).toBe(403);
    expect((await put(anonymous, id, edit())).status).toBe(401);
    expect(await db().question.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it.each([
    ["a difficulty of 6", { difficult_level: 6 }, "Difficulty must be from 1 to 5."],
    ["a school grade of 13", { school_grade: 13 }, "School grade must be from 1 to 12."],
    ["no answer", { answer: "", solution: "" }, "Answer is required."],
    ["four choices", { c: ["1", "2", "3", "4"] }, "Give five choices, A to E, or none."],
    ["a year that is not a number", { competition_year: "20x4" }, "competition_year must be a whole number."],
  ])("refuses %s and changes nothing", async (_name, change, detail) => {
    const before = await db().question.findUniqueOrThrow({ where: { id } });
    expect(await put(admin, id, edit({ updated_at: openedAt, ...change }))).toEqual({ status: 400, body: { detail } });
    expect(await db().question.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("saves every field, empty values as null, and answers with the question", async () => {
    const response = await put(admin, id, edit({ updated_at: openedAt }));
    expect(response.status).toBe(200);
    expect(response.body.question).toMatchObject({
      id,
      question: null,
      problem_html: "<p>Edited: what is \\(3 \\cdot 4\\)?</p>",
      c: ["\\(10\\)", "\\(11\\)", "\\(12\\)", "\\(13\\)", "\\(14\\)"],
      solution: "C",
      answer: "C",
      category: "Number Theory",
      school_grade: 9,
      difficult_level: 3,
      organization_name: null,
      set_name: null,
      competition_name: "AMC_10A",
      competition_year: 2024,
    });
    expect(response.body.question.updated_at).not.toBe(openedAt);
    openedAt = response.body.question.updated_at;
  });

  it("tells the second of two admins saving the same version, and keeps the first's save", async () => {
    const [first, second] = await Promise.all([
      put(admin, id, edit({ updated_at: openedAt, set_name: "First" })),
      put(admin, id, edit({ updated_at: openedAt, set_name: "Second" })),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    const winner = first.status === 200 ? first : second;
    expect(loser.body.detail).toBe("Someone else saved this question after you opened it. Reload the page to see their changes, then edit again.");
    expect((await db().question.findUniqueOrThrow({ where: { id } })).setName).toBe(winner.body.question.set_name);
  });

  it("keeps a revision of every save, which an admin restores (itself a new revision), and a student cannot", async () => {
    const REVISIONS = "query ($id: Int!) { questionDraft(questionId: $id) { setName updatedAt revisions { revisionId changed editorName } } }";
    const RESTORE = `mutation ($revisionId: Int!, $openedAt: DateTime) {
      restoreQuestionRevision(revisionId: $revisionId, openedAt: $openedAt) { __typename ... on InputError { message } ... on QuestionDraft { setName problemHtml updatedAt } }
    }`;
    const before = (await graphql(app().baseUrl, admin, REVISIONS, { id })).data.questionDraft;
    // Newest first: the concurrent save (set name only), then the full edit of the first save.
    expect(before.revisions[0]).toMatchObject({ changed: ["setName"], editorName: "Ada Admin" });
    const fullEdit = before.revisions[1];
    expect(fullEdit.changed).toEqual(expect.arrayContaining(["text", "problemHtml", "choices", "solutionHtml"]));

    expect(errorCodes(await graphql(app().baseUrl, student, RESTORE, { revisionId: fullEdit.revisionId }))).toEqual(["FORBIDDEN"]);
    const stale = await graphql(app().baseUrl, admin, RESTORE, { revisionId: fullEdit.revisionId, openedAt: "2000-01-01T00:00:00.000Z" });
    expect(stale.data.restoreQuestionRevision.message).toMatch(/^Someone else saved this question/);

    const restored = await graphql(app().baseUrl, admin, RESTORE, { revisionId: fullEdit.revisionId, openedAt: before.updatedAt });
    expect(restored.data.restoreQuestionRevision.problemHtml).not.toMatch(/Edited/);
    const original = await db().question.findUniqueOrThrow({ where: { id } });
    expect(original).toMatchObject({ setName: "Boxed sample set", difficultyLevel: expect.any(Number) });
    const after = (await graphql(app().baseUrl, admin, REVISIONS, { id })).data.questionDraft;
    expect(after.revisions).toHaveLength(before.revisions.length + 1);
  });

  it("answers 404 for a question that does not exist", async () => {
    expect((await put(admin, 99_999_999, edit())).status).toBe(404);
  });
});

describe("the review queue", () => {
  const REVIEW = `mutation ($id: Int!, $decision: ReviewDecision!, $note: String) {
    reviewQuestion(questionId: $id, decision: $decision, note: $note) { __typename ... on InputError { message } ... on QuestionDraft { status reviewNote } }
  }`;
  const QUEUE = "{ reviewQueue { questionId authorName status } }";
  const MINE = "{ mySubmittedQuestions { questionId status reviewNote } }";
  const submit = async (answer: string) => (await postForm(student, { ...GOOD, competition_year: "1986", answer })).body.id as number;

  it("shows editors the pending questions and refuses students", async () => {
    const id = await submit("A");
    const queue = await graphql(app().baseUrl, editor, QUEUE);
    expect(queue.data.reviewQueue).toContainEqual({ questionId: id, authorName: "Stu Student", status: "PENDING_REVIEW" });
    expect(errorCodes(await graphql(app().baseUrl, student, QUEUE))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await graphql(app().baseUrl, student, REVIEW, { id, decision: "APPROVE" }))).toEqual(["FORBIDDEN"]);
    expect((await db().question.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING_REVIEW");
  });

  it("keeps a pending question from students other than its author", async () => {
    const id = await submit("B");
    const other = browser((await signIn(app().baseUrl, "subscriber@boxed.test")).jar);
    const read = await graphql(app().baseUrl, other, "query ($id: Int!) { question(questionId: $id) { questionId } }", { id });
    expect(read.data?.question ?? null).toBeNull();
  });

  it("approves: the question is published and its competition opened", async () => {
    const id = await submit("C");
    const result = await graphql(app().baseUrl, editor, REVIEW, { id, decision: "APPROVE", note: "Nice one." });
    expect(result.data.reviewQuestion).toEqual({ __typename: "QuestionDraft", status: "PUBLISHED", reviewNote: "Nice one." });
    const question = await db().question.findUniqueOrThrow({ where: { id }, include: { competition: true } });
    expect(question.competition?.enabled).toBe(true);
    const again = await graphql(app().baseUrl, editor, REVIEW, { id, decision: "REJECT", note: "Changed my mind" });
    expect(again.data.reviewQuestion).toEqual({ __typename: "InputError", message: "This question is not waiting for review any more." });
  });

  it("rejects only with a note, which the author then sees with the status", async () => {
    const id = await submit("D");
    const bare = await graphql(app().baseUrl, editor, REVIEW, { id, decision: "REJECT", note: " " });
    expect(bare.data.reviewQuestion).toEqual({ __typename: "InputError", message: "Give the author a note saying why the question is rejected." });
    await graphql(app().baseUrl, editor, REVIEW, { id, decision: "REJECT", note: "The answer is B, not D." });
    const mine = await graphql(app().baseUrl, student, MINE);
    expect(mine.data.mySubmittedQuestions).toContainEqual({ questionId: id, status: "REJECTED", reviewNote: "The answer is B, not D." });
  });
});

describe("the admin problem-bank upload", () => {
  const sample = readFileSync(new URL("../../docs/samples/problem-bank.jsonl", import.meta.url));
  async function upload(caller: Caller, file: Blob, dryRun: boolean) {
    const form = new FormData();
    form.append("file", file, "bank.jsonl");
    form.append("dry_run", String(dryRun));
    const response = await fetch(`${app().baseUrl}/api/problem-bank/import`, { method: "POST", headers: caller.headers(app().baseUrl, true), body: form });
    return { status: response.status, body: await response.json() };
  }

  it("refuses students and editors, and imports nothing", async () => {
    const before = await db().question.count();
    expect((await upload(student, new Blob([sample]), false)).status).toBe(403);
    expect((await upload(editor, new Blob([sample]), false)).status).toBe(403);
    expect(await db().question.count()).toBe(before);
  });

  it("reports a dry run, imports the file, then finds nothing to change; bad lines come back with their numbers", async () => {
    const before = await db().question.count();
    const dry = await upload(admin, new Blob([sample]), true);
    expect(dry).toMatchObject({ status: 200, body: { lines: 310, created: 310, dry_run: true, errors: [] } });
    expect(await db().question.count()).toBe(before);
    const real = await upload(admin, new Blob([sample, '{"competition_name":"AMC_8"}\n']), false);
    expect(real.body).toMatchObject({ lines: 311, created: 310, updated: 0, unchanged: 0, dry_run: false });
    expect(real.body.errors).toEqual([{ line: 311, messages: expect.arrayContaining(["problem_html is required"]) }]);
    expect(await db().question.count()).toBe(before + 310);
    const again = await upload(admin, new Blob([sample]), false);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 310 });
  }, 60_000);

  it("asks for a file when none is given", async () => {
    expect(await upload(admin, new Blob([]), false)).toEqual({ status: 400, body: { detail: "Choose a problem-bank file (JSON Lines) to import." } });
  });
});

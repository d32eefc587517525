// The example partner client (examples/partner-client) against a server whose cost budget holds
// barely two pages: as a parent's token it reads every answer of the linked student, waits for the
// budget between pages instead of being refused, and when another caller spent the budget first it
// backs off for Retry-After seconds and carries on instead of failing.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { BoxedClient } from "../../examples/partner-client/studentAnswers.ts";

const BUDGET = 100;
const RESTORE_RATE = 40;
const PAGE_SIZE = 20; // 3 + 2 × 20 = 43 points a page
const app = useTestApp({ env: { GRAPHQL_COST_BUDGET: String(BUDGET), GRAPHQL_COST_RESTORE_RATE: String(RESTORE_RATE), GRAPHQL_MAX_QUERY_COST: String(BUDGET) } });
const db = () => app().database.prisma;

let studentId = 0;
let parentId = 0;
const newParentToken = async () => (await createApiToken(parentId, "Partner client test", "READ")).secret;

/** Spends nearly all of this token's budget, as another tool with the same token would. */
async function spendBudget(token: string): Promise<void> {
  const response = await fetch(`${app().baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "query ($id: Int!) { user(userId: $id) { answers(first: 45) { edges { node { id } } } } }", variables: { id: studentId } }),
  });
  expect(response.status).toBe(200);
  expect((await response.json()).extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(15);
}

beforeAll(async () => {
  studentId = (await db().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } })).id;
  parentId = (await db().user.findUniqueOrThrow({ where: { email: "parent@boxed.test" } })).id;
  const questions = await db().question.findMany({ where: { status: "PUBLISHED" }, orderBy: { id: "asc" }, take: 70 });
  expect(questions.length).toBeGreaterThanOrEqual(50);
  await db().attempt.createMany({
    data: questions.map((question, index) => ({ userId: studentId, questionId: question.id, answer: String(index % 5), correct: index % 4 === 0, source: "QUESTION" as const })),
    skipDuplicates: true,
  });
});

describe("the example partner client", () => {
  it("gets every answer of the linked student, waiting for the budget and backing off on 429 instead of failing", async () => {
    const token = await newParentToken();
    await spendBudget(token);
    const lines: string[] = [];
    const client = new BoxedClient({ url: app().baseUrl, token, pageSize: PAGE_SIZE, log: (line) => lines.push(line) });

    const students = await client.linkedStudents();
    expect(students.map((student) => student.userId)).toContain(studentId);
    const answers = await client.allAnswers(studentId);

    const stored = await db().attempt.findMany({ where: { userId: studentId }, orderBy: { id: "desc" } });
    expect(stored.length).toBeGreaterThan(2 * PAGE_SIZE);
    expect(answers.map((answer) => [answer.questionId, answer.answer, answer.correct])).toEqual(stored.map((attempt) => [attempt.questionId, attempt.answer, attempt.correct]));
    // The spent budget met its first request with one 429; after that it waited for the budget itself.
    expect(client.waited.throttled).toBe(1);
    expect(lines.some((line) => line.startsWith("429: the budget is spent; waiting"))).toBe(true);
    expect(lines.some((line) => line.startsWith("budget:"))).toBe(true);
    expect(client.waited.seconds).toBeGreaterThan(0);
  });

  it("runs as a command: every answer as a CSV line", async () => {
    const token = await newParentToken();
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["examples/partner-client/main.ts"], {
      env: { ...process.env, BOXED_URL: app().baseUrl, BOXED_TOKEN: token },
    });
    const rows = stdout.trim().split("\n");
    expect(rows[0]).toBe("answeredAt,questionId,answer,correct,source");
    expect(rows.length - 1).toBe(await db().attempt.count({ where: { userId: studentId } }));
    expect(stderr).toMatch(/answers; waited/);
  });
});

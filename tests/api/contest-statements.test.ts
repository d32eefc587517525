// A contest submission's cost in SQL statements does not grow with its answers: a burst of one
// contest is only as fast as each submission's round trips (bench/contest-burst.ts). Counted at
// the driver adapter (tests/support/countingDatabase.ts), for a sitting with every answer wrong
// (each a review card) and one with every answer right. The review cards written in one
// statement are those the schedule gives (domain/reviewSchedule.ts), and a second miss moves a card on.
import { afterAll, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { signIn } from "../support/signIn.ts";
import { browser, type Caller, rest } from "../support/clients.ts";
import { afterMiss } from "../../server/domain/reviewSchedule.ts";

let counter: StatementCounter;
// Built on the counting client, so the app's own statements count too: on PostgreSQL the sessions
// are read in the turn's rate-limit statement (services/allowanceWrites.ts `alongside`).
const app = useTestApp({
  database: (seeded) => {
    counter = useCountingDatabase(seeded);
    return counter.database;
  },
});
const db = () => app().database.prisma;

/**
 * At most this many statements per submission (session and viewer included, BEGIN and COMMIT not;
 * the rate-limit count too on PostgreSQL, where the session is read in its statement);
 * 38 before review cards were written as one, 18 after, 19 once a rated sitting counted the
 * student's rated contests, 4 since submissions are written in batches of three statements
 * (server/services/contestSubmissions.ts: lock and contests, the students' state, one write) and the
 * viewer is read with the session in one statement.
 */
const STATEMENTS_PER_SUBMISSION = 4;

afterAll(async () => {
  await counter?.close();
});

type Started = { ts: string; questions: { id: number; multiple_choice: unknown }[] };

async function sit(caller: Caller, name: string, answer: (question: { id: number; answer: string }) => string) {
  const started = (await rest(app().baseUrl, caller, "GET", `/api/contest/${name}/2024`)).body as Started;
  const stored = new Map((await db().question.findMany({ where: { id: { in: started.questions.map((q) => q.id) } } })).map((q) => [q.id, q]));
  const answers = started.questions.map((question) => ({ question_id: question.id, answer: answer(stored.get(question.id)!) }));
  let status = 0;
  const counted = await counter.count(async () => {
    status = (await rest(app().baseUrl, caller, "POST", "/api/contest/submit", { competition_name: name, competition_year: 2024, ts: started.ts, answers })).status;
  });
  expect(status).toBe(200);
  // Transaction control is the driver's (the PostgreSQL adapter sends COMMIT as a statement, PGlite's does not).
  const statements = counted.statements.filter((sql) => !/^\s*(BEGIN|COMMIT|ROLLBACK)\b/i.test(sql));
  const count = statements.length;
  return { count, statements, questionIds: started.questions.map((question) => question.id) };
}

const wrong = (question: { answer: string }) => (question.answer.trim().toUpperCase() === "A" ? "B" : /^\d+$/.test(question.answer) ? String(Number(question.answer) + 1) : "A");

it("a submission sends a fixed number of statements, however many answers are wrong", async () => {
  const email = "counting@contest-statements.test";
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const allWrong = await sit(caller, "AMC_10A", wrong);
  const allRight = await sit(caller, "AMC_10B", (question) => question.answer);
  expect(allWrong.count, allWrong.statements.join("\n")).toBeLessThanOrEqual(STATEMENTS_PER_SUBMISSION);
  expect(allRight.count, allRight.statements.join("\n")).toBeLessThanOrEqual(STATEMENTS_PER_SUBMISSION);

  // Every miss is on the review schedule, as the schedule says.
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email } });
  const cards = await db().reviewCard.findMany({ where: { userId }, orderBy: { questionId: "asc" } });
  expect(cards.map((card) => card.questionId)).toEqual([...allWrong.questionIds].sort((a, b) => a - b));
  const submission = await db().contestSubmission.findFirstOrThrow({ where: { userId, competition: { name: "AMC_10A" } } });
  const expected = afterMiss(null, submission.submittedAt);
  for (const card of cards) {
    expect(card).toMatchObject({ ...expected, lastMissedAt: submission.submittedAt });
  }
});

it("a second miss of a question moves its card on from where it was", async () => {
  const email = "again@contest-statements.test";
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  await sit(caller, "AMC_12A", wrong);
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email } });
  const first = await db().reviewCard.findMany({ where: { userId }, orderBy: { questionId: "asc" } });
  // A later sitting of the same contest (unrated, but the misses still count for review).
  await sit(caller, "AMC_12A", wrong);
  const second = await db().contestSubmission.findFirstOrThrow({ where: { userId }, orderBy: { id: "desc" } });
  const cards = await db().reviewCard.findMany({ where: { userId }, orderBy: { questionId: "asc" } });
  expect(cards).toHaveLength(first.length);
  cards.forEach((card, index) => {
    const { lastMissedAt: _, userId: __, questionId: ___, ...before } = first[index]!;
    expect(card).toMatchObject({ ...afterMiss(before, second.submittedAt), lastMissedAt: second.submittedAt });
  });
});

it("signed-in submissions arriving together read their sessions together, not one statement each", async () => {
  const students = await Promise.all(Array.from({ length: 20 }, async (_, index) => browser((await signIn(app().baseUrl, `together${index}@contest-statements.test`)).jar)));
  const sittings = await Promise.all(students.map(async (caller) => (await rest(app().baseUrl, caller, "GET", "/api/contest/AMC_8/2024")).body as Started));
  let statuses: number[] = [];
  const counted = await counter.count(async () => {
    const replies = await Promise.all(
      students.map((caller, index) =>
        rest(app().baseUrl, caller, "POST", "/api/contest/submit", {
          competition_name: "AMC_8",
          competition_year: 2024,
          ts: sittings[index]!.ts,
          answers: sittings[index]!.questions.map((question) => ({ question_id: question.id, answer: "A" })),
        }),
      ),
    );
    statuses = replies.map((reply) => reply.status);
  });
  expect(statuses).toEqual(students.map(() => 200));
  const sessionReads = counted.statements.filter((sql) => /FROM sessions s JOIN users u/i.test(sql));
  // One per request before; now one per turn of the event loop in which requests arrived.
  expect(sessionReads.length).toBeGreaterThan(0);
  expect(sessionReads.length).toBeLessThanOrEqual(5);
});

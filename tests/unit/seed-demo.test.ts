// seedDemoContent on an in-memory PGlite and, when TEST_DATABASE_URL is set, on a fresh
// PostgreSQL database: everything lands once, in one transaction, and never twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoContent, lessonQuestions } from "../../prisma/seed/index.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { applyMigrations } from "../../server/db/migrate.ts";
import { seedDemoContent } from "../../server/services/seedDemo.ts";
import { createPostgresDatabase } from "../support/testDatabase.ts";

const content = buildDemoContent();
const sections = content.courses.flatMap((c) => c.lessons.flatMap((l) => l.sections));

type Engine = "PGlite" | "PostgreSQL";
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

/**
 * A migrated, empty database, and a second client on it standing for a second app process
 * (the same client on PGlite, which has a single connection).
 */
async function openMigrated(engine: Engine): Promise<{ database: Database; other: Database; close(): Promise<void> }> {
  if (engine === "PGlite") {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await applyMigrations(database);
    return { database, other: database, close: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: created.url });
  await applyMigrations(database);
  const other = await openDatabase({ kind: "postgres", url: created.url });
  return {
    database,
    other,
    async close() {
      await other.close();
      await database.close();
      await created.drop();
    },
  };
}

describe.each(engines)("seedDemoContent on %s, without accounts", (engine) => {
  let opened: Awaited<ReturnType<typeof openMigrated>>;
  let results: { seeded: boolean }[];
  beforeAll(async () => {
    opened = await openMigrated(engine);
    // Two at once, as two app processes starting together would.
    results = await Promise.all([seedDemoContent(opened.database.prisma), seedDemoContent(opened.other.prisma)]);
  }, 60_000);
  afterAll(() => opened?.close());

  it("seeds once when two calls race, and the second finds the work done", () => {
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
  });

  it("does nothing when the database already has competitions", async () => {
    expect(await seedDemoContent(opened.database.prisma)).toEqual({ seeded: false });
    expect(await opened.database.prisma.competition.count()).toBe(content.competitions.length);
  });

  it("stores every sample set with its questions, in problem order", async () => {
    const competitions = await opened.database.prisma.competition.findMany({
      include: { questions: { orderBy: { problemNumber: "asc" } } },
    });
    expect(competitions).toHaveLength(content.competitions.length);
    for (const competition of competitions) {
      const expected = content.competitions.find((c) => c.data.name === competition.name && c.data.year === competition.year)!;
      expect(competition.questions.map((q) => [q.problemNumber, q.answer])).toEqual(
        expected.questions.map((q) => [q.data.problemNumber, q.data.answer]),
      );
    }
  });

  it("stores the courses, lessons and sections, each section with its own lesson questions", async () => {
    const { prisma } = opened.database;
    expect(await prisma.course.count()).toBe(content.courses.length);
    expect(await prisma.lesson.count()).toBe(content.courses.flatMap((c) => c.lessons).length);
    expect(await prisma.section.count()).toBe(sections.length);
    const links = await prisma.sectionQuestion.findMany({ include: { question: true, section: true } });
    expect(links).toHaveLength(lessonQuestions(content).length);
    for (const link of links) {
      const section = sections.find((s) => s.data.name === link.section.name && s.data.notesHtml === link.section.notesHtml)!;
      const expected = section.questions.find((q) => q.position === link.position)!;
      expect(link.isExample).toBe(expected.isExample);
      expect(link.question.problemHtml).toBe(expected.question.data.problemHtml);
      expect(link.question.competitionId).toBeNull();
    }
  });

  it("adds the survey but no accounts", async () => {
    expect(await opened.database.prisma.survey.count()).toBe(1);
    expect(await opened.database.prisma.user.count()).toBe(0);
  });
});

describe.each(engines)("seedDemoContent on %s, with accounts", (engine) => {
  let opened: Awaited<ReturnType<typeof openMigrated>>;
  beforeAll(async () => {
    opened = await openMigrated(engine);
    await seedDemoContent(opened.database.prisma, { accounts: true });
  }, 60_000);
  afterAll(() => opened?.close());

  it("adds the five demo users with their roles", async () => {
    const users = await opened.database.prisma.user.findMany({ orderBy: { id: "asc" } });
    expect(users.map((u) => [u.email, u.isAdmin, u.isEditor])).toEqual([
      ["admin@boxed.test", true, false],
      ["editor@boxed.test", false, true],
      ["subscriber@boxed.test", false, false],
      ["student@boxed.test", false, false],
      ["parent@boxed.test", false, false],
    ]);
  });

  it("gives the subscriber an active monthly subscription for a year, and links the parent to the student", async () => {
    const { prisma } = opened.database;
    const subscription = await prisma.subscription.findFirstOrThrow({ include: { user: true } });
    expect(subscription).toMatchObject({ plan: "MONTHLY", status: "ACTIVE", user: { email: "subscriber@boxed.test" } });
    expect(subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    const link = await prisma.studentLink.findFirstOrThrow({ include: { parent: true, student: true } });
    expect([link.parent.email, link.student.email]).toEqual(["parent@boxed.test", "student@boxed.test"]);
  });
});

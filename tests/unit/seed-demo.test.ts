// seedDemoContent on an in-memory PGlite and, when TEST_DATABASE_URL is set, on a fresh
// PostgreSQL database: everything lands once, in one transaction, and never twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoContent, lessonQuestions } from "../../prisma/seed/index.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { applyMigrations } from "../../server/db/migrate.ts";
import { seedDemoContent } from "../../server/services/seedDemo.ts";
import { removeCommunity, seedCommunity } from "../../server/services/seedCommunity.ts";
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

describe.each(engines)("seedDemoContent on %s, with the demo community", (engine) => {
  let opened: Awaited<ReturnType<typeof openMigrated>>;
  let communityMs = 0;
  beforeAll(async () => {
    opened = await openMigrated(engine);
    await seedDemoContent(opened.database.prisma, { accounts: true, community: true });
    // What the community adds to a first start: the same step again, timed, on a second database.
    const timed = await openMigrated(engine);
    await seedDemoContent(timed.database.prisma, { accounts: true });
    const started = performance.now();
    await timed.database.prisma.$transaction((tx) => seedCommunity(tx, new Date()), { timeout: 60_000 });
    communityMs = performance.now() - started;
    await timed.close();
  }, 120_000);
  afterAll(() => opened?.close());

  it("adds at most a few seconds to the first start", () => {
    console.info(`demo community on ${engine}: ${Math.round(communityMs)} ms`);
    expect(communityMs).toBeLessThan(5_000);
  });

  it("flags every invented student as demo data, and only them", async () => {
    const { prisma } = opened.database;
    expect(await prisma.user.count({ where: { isDemo: true } })).toBe(40);
    const real = await prisma.user.findMany({ where: { isDemo: false }, select: { email: true } });
    expect(real.map((u) => u.email).every((email) => email.endsWith("@boxed.test"))).toBe(true);
  });

  it("fills every family's leaderboard, the contests' taker counts and this month's lessons", async () => {
    const { prisma } = opened.database;
    for (const family of ["AMC8", "AMC10", "AMC12", "AIME"] as const) {
      expect(await prisma.rating.count({ where: { family } }), family).toBeGreaterThanOrEqual(5);
    }
    const untaken = await prisma.competition.findMany({ where: { submissions: { none: {} } }, select: { name: true, year: true } });
    expect(untaken).toEqual([]);
    const recentLessonAnswers = await prisma.attempt.count({
      where: { source: "LESSON", createdAt: { gte: new Date(Date.now() - 30 * 86_400_000) } },
    });
    expect(recentLessonAnswers).toBeGreaterThan(100);
  });

  it("keeps every rating history chained: each change starts where the last ended, and ends at the rating", async () => {
    const { prisma } = opened.database;
    const [ratings, changes] = await Promise.all([
      prisma.rating.findMany(),
      prisma.ratingChange.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    ]);
    for (const rating of ratings) {
      const history = changes.filter((c) => c.userId === rating.userId && c.family === rating.family);
      expect(history.length).toBeGreaterThan(0);
      for (const [i, change] of history.slice(1).entries()) expect(change.before).toBeCloseTo(history[i].after, 6);
      expect(history.at(-1)!.after).toBeCloseTo(rating.rating, 6);
    }
  });

  it("is removed at once with everything the demo students did, leaving real accounts and content", async () => {
    const { prisma } = opened.database;
    expect(await removeCommunity(prisma)).toBe(40);
    expect(await prisma.user.count()).toBe(5);
    expect(await prisma.contestSubmission.count()).toBe(0);
    expect(await prisma.attempt.count()).toBe(0);
    expect(await prisma.rating.count()).toBe(0);
    expect(await prisma.competition.count()).toBeGreaterThan(0);
  });
});

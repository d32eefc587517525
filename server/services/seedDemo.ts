// Seeds the demo content (sample contest sets, courses, a survey and, on request, the demo
// accounts) into a database that has no competitions yet. One transaction, batched inserts.
// The content and the community are loaded only when a database needs them: a start on a
// seeded database (most starts) skips that work.
import type { DemoAccounts, DemoContent } from "../../prisma/seed/index.ts";
import { cleanQuestionHtml, cleanSectionHtml } from "./contentHtml.ts";
import type { Prisma, PrismaClient } from "../db/generated/client.ts";

/** Names the seeding lock among PostgreSQL advisory locks ("Boxed" in ASCII). */
const SEED_LOCK = 0x426f786564n;

/**
 * Inserts the demo content unless the database already has competitions. Concurrent calls are
 * safe: the advisory lock makes the second wait for the first to commit, then find it done.
 * Demo accounts are only added when `accounts` is true (development), the demo community
 * (invented students flagged is_demo) only when `community` is.
 */
export async function seedDemoContent(
  prisma: PrismaClient,
  options: { accounts?: boolean; community?: boolean } = {},
): Promise<{ seeded: boolean }> {
  // A seeded database is the common case: one read, no lock, nothing built.
  if ((await prisma.competition.count()) > 0) return { seeded: false };
  const { buildDemoAccounts, buildDemoContent, lessonQuestions } = await import("../../prisma/seed/index.ts");
  const { seedCommunity } = await import("./seedCommunity.ts");
  // Built before the transaction: it is pure and needs no lock.
  const content = buildDemoContent();
  const accounts = options.accounts ? buildDemoAccounts(new Date()) : null;
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if ((await tx.competition.count()) > 0) return { seeded: false };

      const competitions = await tx.competition.createManyAndReturn({
        data: content.competitions.map((c) => c.data),
        select: { id: true, name: true, year: true },
      });
      const competitionIds = new Map(competitions.map((c) => [`${c.name} ${c.year}`, c.id]));
      await tx.question.createMany({
        data: content.competitions.flatMap((c) =>
          c.questions.map((q) => ({ ...cleanQuestionHtml(q.data), competitionId: competitionIds.get(`${c.data.name} ${c.data.year}`) })),
        ),
      });

      // Lesson questions are numbered uniquely within their set, which finds each new row again.
      const lessonRows = await tx.question.createManyAndReturn({
        data: lessonQuestions(content).map((q) => cleanQuestionHtml(q.data)),
        select: { id: true, problemNumber: true },
      });
      const lessonQuestionIds = new Map(lessonRows.map((row) => [row.problemNumber, row.id]));
      await seedCourses(tx, content.courses, lessonQuestionIds);

      await tx.survey.create({ data: content.survey });
      if (accounts) await seedAccounts(tx, accounts);
      if (options.community) await seedCommunity(tx, new Date());
      return { seeded: true };
    },
    // PostgreSQL over a network, or a cold PGlite, can take a few seconds; the default is 5 s.
    { maxWait: 60_000, timeout: 60_000 },
  );
}

async function seedCourses(
  tx: Prisma.TransactionClient,
  courses: DemoContent["courses"],
  questionIds: Map<number, number>,
): Promise<void> {
  const courseRows = await tx.course.createManyAndReturn({
    data: courses.map((c) => c.data),
    select: { id: true, name: true },
  });
  const courseIds = new Map(courseRows.map((c) => [c.name, c.id]));
  const lessons = courses.flatMap((course) =>
    course.lessons.map((lesson) => ({ ...lesson, courseId: courseIds.get(course.data.name)! })),
  );
  const lessonRows = await tx.lesson.createManyAndReturn({
    data: lessons.map((l) => ({ ...l.data, courseId: l.courseId })),
    select: { id: true, courseId: true, position: true },
  });
  const lessonIds = new Map(lessonRows.map((l) => [`${l.courseId}/${l.position}`, l.id]));
  const sections = lessons.flatMap((lesson) =>
    lesson.sections.map((section) => ({
      ...section,
      lessonId: lessonIds.get(`${lesson.courseId}/${lesson.data.position}`)!,
    })),
  );
  const sectionRows = await tx.section.createManyAndReturn({
    data: sections.map((s) => ({ ...cleanSectionHtml(s.data), lessonId: s.lessonId })),
    select: { id: true, lessonId: true, position: true },
  });
  const sectionIds = new Map(sectionRows.map((s) => [`${s.lessonId}/${s.position}`, s.id]));
  await tx.sectionQuestion.createMany({
    data: sections.flatMap((section) =>
      section.questions.map((q) => ({
        sectionId: sectionIds.get(`${section.lessonId}/${section.data.position}`)!,
        questionId: questionIds.get(q.question.data.problemNumber)!,
        position: q.position,
        isExample: q.isExample,
      })),
    ),
  });
}

async function seedAccounts(tx: Prisma.TransactionClient, accounts: DemoAccounts): Promise<void> {
  // Someone may already have signed in with a demo address; keep that account as it is.
  await tx.user.createMany({ data: accounts.users, skipDuplicates: true });
  const users = await tx.user.findMany({
    where: { email: { in: accounts.users.map((u) => u.email) } },
    select: { id: true, email: true },
  });
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  const { email, ...subscription } = accounts.subscription;
  await tx.subscription.create({ data: { ...subscription, userId: userIds.get(email)! } });
  await tx.studentLink.createMany({
    data: [
      {
        parentId: userIds.get(accounts.studentLink.parentEmail)!,
        studentId: userIds.get(accounts.studentLink.studentEmail)!,
        status: "ACCEPTED",
      },
    ],
    skipDuplicates: true,
  });
}

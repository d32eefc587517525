import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";

const app = useTestApp();

describe("GET /api/home/", () => {
  it("returns the home data with the documented keys", async () => {
    const response = await app().fastify.inject({ method: "GET", url: "/api/home/" });
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(Object.keys(home).sort()).toEqual([
      "for_you", "is_admin", "is_signed_in", "leaderboard", "question_of_the_day", "trending_lessions_amc10", "trending_lessions_amc8",
    ]);
    expect(home.is_signed_in).toBe(false);
    expect(home.is_admin).toBe(false);
  });

  it("has a question of the day with five choices from a sample contest", async () => {
    const { question_of_the_day: question } = (await app().fastify.inject({ method: "GET", url: "/api/home/" })).json();
    expect(Object.keys(question).sort()).toEqual([
      "competition_name", "competition_year", "id", "multiple_choice", "problem_html", "problem_number",
    ]);
    expect(question.multiple_choice).toHaveLength(5);
    expect(question.competition_name).toMatch(/^AMC_(8|10A|10B|12A|12B)$/);
    expect(question.competition_year).toBeGreaterThanOrEqual(2000);
    // The day's question's own statement (not every one holds math: the day decides which is shown).
    const stored = await app().database.prisma.question.findUniqueOrThrow({ where: { id: question.id }, select: { problemHtml: true } });
    expect(question.problem_html).toBe(stored.problemHtml);
    expect(question.problem_html).toMatch(/^<p>/);
    expect(question).not.toHaveProperty("answer");
    expect(question).not.toHaveProperty("solution");
  });

  it("has empty leaderboards until ratings exist, and For You asks an anonymous visitor to sign in", async () => {
    const home = (await app().fastify.inject({ method: "GET", url: "/api/home/" })).json();
    expect(home.leaderboard).toEqual({ amc_8: [], amc_10: [], amc_12: [] });
    expect(home.for_you.requires_login).toBe(true);
    expect(home.for_you.contests.map((contest: { contest_id: string }) => contest.contest_id)).toEqual(["AMC_8", "AMC_10", "AMC_12", "AIME"]);
    expect(home.for_you.contests.every((contest: { enabled: boolean }) => contest.enabled === false)).toBe(true);
  });

  it("lists trending AMC 8 and AMC 10 lessons with their question counts", async () => {
    const home = (await app().fastify.inject({ method: "GET", url: "/api/home/" })).json();
    for (const lessons of [home.trending_lessions_amc8, home.trending_lessions_amc10]) {
      expect(lessons.length).toBeGreaterThan(0);
      for (const lesson of lessons) {
        expect(Object.keys(lesson).sort()).toEqual(["id", "lession_name", "question_count", "user_count"]);
        expect(lesson.question_count).toBeGreaterThan(0);
        expect(lesson.user_count).toBe(0);
      }
    }
  });

  it("answers the same without the trailing slash", async () => {
    expect((await app().fastify.inject({ method: "GET", url: "/api/home" })).statusCode).toBe(200);
  });
});

describe("the /api door", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await app().fastify.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: "Not found" });
  });

  it("reports health and readiness", async () => {
    expect((await app().fastify.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await app().fastify.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
});

describe("trending lessons", () => {
  it("ranks each family's active lessons by their learners of the last 30 days, several families in one request", async () => {
    const db = app().database.prisma;
    const lessonsOf = (family: "AMC8" | "AMC10") =>
      db.lesson.findMany({ where: { active: true, course: { family } }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true } });
    const [amc8, amc10] = await Promise.all([lessonsOf("AMC8"), lessonsOf("AMC10")]);
    expect(amc8.length).toBeGreaterThan(3);
    expect(amc10.length).toBeGreaterThan(3);
    // Learners: AMC 8's third lesson 2, its second 1; AMC 10's last 1; one answer too old to count.
    const users = await Promise.all(
      ["trend-a@home.test", "trend-b@home.test"].map((email) => db.user.create({ data: { email, username: email.split("@")[0]!, referralCode: email }, select: { id: true } })),
    );
    const now = Date.now();
    await db.lessonLearner.createMany({
      data: [
        { lessonId: amc8[2]!.id, userId: users[0]!.id, lastAnsweredAt: new Date(now - 86_400_000) },
        { lessonId: amc8[2]!.id, userId: users[1]!.id, lastAnsweredAt: new Date(now - 2 * 86_400_000) },
        { lessonId: amc8[1]!.id, userId: users[0]!.id, lastAnsweredAt: new Date(now) },
        { lessonId: amc8[0]!.id, userId: users[1]!.id, lastAnsweredAt: new Date(now - 40 * 86_400_000) },
        { lessonId: amc10.at(-1)!.id, userId: users[1]!.id, lastAnsweredAt: new Date(now) },
      ],
    });
    const { refreshLessonTrends } = await import("../../server/services/trendingLessons.ts");
    try {
      await refreshLessonTrends(db);
      const { data, errors } = await app().graphql(
        `{ amc8: trendingLessons(family: AMC8, first: 3) { lessonId userCount } amc10: trendingLessons(family: AMC10, first: 2) { lessonId userCount } }`,
      );
      expect(errors).toBeUndefined();
      expect(data.amc8).toEqual([
        { lessonId: amc8[2]!.id, userCount: 2 },
        { lessonId: amc8[1]!.id, userCount: 1 },
        { lessonId: amc8[0]!.id, userCount: 0 },
      ]);
      expect(data.amc10).toEqual([
        { lessonId: amc10.at(-1)!.id, userCount: 1 },
        { lessonId: amc10[0]!.id, userCount: 0 },
      ]);
    } finally {
      await db.lessonLearner.deleteMany({ where: { userId: { in: users.map((user) => user.id) } } });
      await db.user.deleteMany({ where: { id: { in: users.map((user) => user.id) } } });
      await refreshLessonTrends(db);
    }
  });
});

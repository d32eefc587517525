// A question's similar questions are the open contest questions of its topic closest to it in
// rating, nearest first and by id among equals. They are read along the rating index from the
// question's rating up and down (server/services/similarQuestions.ts); this holds them equal to
// that definition taken literally (every candidate sorted by distance), with ratings that tie,
// that sit on either side, and questions of no competition or not published among the candidates.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { SIMILAR_QUESTIONS, similarQuestions } from "../../server/services/similarQuestions.ts";

const app = useTestApp();
const db = () => app().database.prisma;

/** The definition itself: for each question, every candidate of its topic sorted by distance, then id. */
async function byDefinition(ids: number[]) {
  const rows = await db().$queryRaw<{ source_id: number; id: number }[]>`
    SELECT src.id AS source_id, nearby.id
    FROM questions src
    CROSS JOIN LATERAL (
      SELECT q.id, ABS(q.rating - src.rating) AS distance FROM questions q
      WHERE q.topic = src.topic AND q.id <> src.id AND q.competition_id IS NOT NULL AND q.status = 'PUBLISHED'
      ORDER BY ABS(q.rating - src.rating), q.id
      LIMIT ${SIMILAR_QUESTIONS}
    ) AS nearby
    WHERE src.id = ANY(${ids}::int[])
    ORDER BY src.id, nearby.distance, nearby.id`;
  const found = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const row of rows) found.get(row.source_id)!.push(row.id);
  return found;
}

let ids: number[] = [];

beforeAll(async () => {
  // Ratings from a few values only, so that many tie, on both sides of each question's own.
  await db().$executeRaw`UPDATE questions SET rating = 1400 + (id % 7) * 25 + CASE WHEN id % 11 = 0 THEN 0.5 ELSE 0 END`;
  // Some candidates that must never be chosen: not published, or of no competition.
  const some = await db().question.findMany({ where: { competitionId: { not: null } }, orderBy: { id: "asc" }, take: 12, select: { id: true } });
  await db().question.updateMany({ where: { id: { in: some.slice(0, 6).map((q) => q.id) } }, data: { status: "REJECTED" } });
  const loose = await db().question.findMany({ where: { competitionId: null }, select: { id: true } });
  ids = (await db().question.findMany({ where: { topic: { not: null } }, orderBy: { id: "asc" }, select: { id: true } })).map((q) => q.id);
  expect(loose.length).toBeGreaterThan(0);
  expect(ids.length).toBeGreaterThan(3 * SIMILAR_QUESTIONS);
});

describe("similar questions", () => {
  it("are the closest open contest questions of the topic by rating, then by id, for every question", async () => {
    const expected = await byDefinition(ids);
    const found = await similarQuestions(ids);
    for (const id of ids) expect(found.get(id)!.map((similar) => similar.id), `question ${id}`).toEqual(expected.get(id));
    // The data above does test the rule: most questions have a full list, and ties are broken by id.
    expect(ids.filter((id) => expected.get(id)!.length === SIMILAR_QUESTIONS).length).toBeGreaterThan(ids.length / 2);
  });
});

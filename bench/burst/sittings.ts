// Burst set-up shared by the bench and the crash test: rated contests, students with sessions
// written straight to the database, and sittings started over HTTP as the web starts them.
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "./checks.ts";
import { type httpAgent, send } from "./http.ts";

export type Contest = { id: number; name: string; year: number; family: string };
export type Student = { id: number; cookie: string };
export type Sitting = { student: Student; contest: Contest; ts: string; answers: { question_id: number; answer: string }[] };

/** Rated contests (2000 or later) of 25 published questions, grouped so two share a family. */
export async function ratedContests(db: Queryable): Promise<Contest[]> {
  const { rows } = await db.query<Contest>(
    `SELECT c.id, c.name, c.year, c.family::text AS family FROM competitions c
     WHERE c.enabled AND c.year >= 2000
       AND (SELECT count(*) FROM questions q WHERE q.competition_id = c.id AND q.status = 'PUBLISHED') = 25
     ORDER BY c.family, c.year, c.name`,
  );
  if (rows.length === 0) throw new Error("the seeded content has no rated contest of 25 questions");
  return rows;
}

/** A rated contest of 25 five-choice questions (answer C), for a database without the demo content. */
export async function createContest(db: Queryable): Promise<Contest> {
  const { rows } = await db.query<Contest>(
    `INSERT INTO competitions (name, family, year, duration_minutes) VALUES ('AMC_10A', 'AMC10', 2024, 75)
     RETURNING id, name, year, family::text AS family`,
  );
  const contest = rows[0]!;
  await db.query(
    `INSERT INTO questions (competition_id, problem_number, text, answer, updated_at)
     SELECT $1::int, n, 'Burst question ' || n || ': (A) 1 (B) 2 (C) 3 (D) 4 (E) 5', 'C', now() FROM generate_series(1, 25) AS n`,
    [contest.id],
  );
  return contest;
}

export async function createStudents(db: Queryable, count: number): Promise<Student[]> {
  const run = randomBytes(4).toString("hex");
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, username, referral_code, updated_at)
     SELECT 'burst-' || $1 || '-' || i || '@bench.test', 'burst' || i, 'burst-' || $1 || '-' || i, now()
     FROM generate_series(1, $2::int) AS i ORDER BY i RETURNING id`,
    [run, count],
  );
  const tokens = rows.map(() => randomBytes(32).toString("base64url"));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[])`,
    [rows.map((row) => row.id), tokens.map((token) => createHash("sha256").update(token).digest("hex")), rows.map(() => new Date(Date.now() + 86_400_000).toISOString())],
  );
  return rows.map((row, index) => ({ id: row.id, cookie: `boxed_session=${tokens[index]}` }));
}


type ContestJson = { ts: string; questions: { id: number; multiple_choice: string[] | false }[] };

/** Starts the contest as the web does (GET /api/contest/{name}/{year}) and picks answers: some blank, the rest at random. */
export async function startSitting(agent: ReturnType<typeof httpAgent>, url: string, student: Student, contest: Contest, random: () => number): Promise<Sitting> {
  const reply = await send(agent, `${url}/api/contest/${contest.name}/${contest.year}`, { method: "GET", cookie: student.cookie });
  if (reply.status !== 200) throw new Error(`GET contest answered ${reply.status}: ${reply.body.slice(0, 200)}`);
  const json = JSON.parse(reply.body) as ContestJson;
  const answers = json.questions
    .filter(() => random() > 0.2)
    .map((question) => ({
      question_id: question.id,
      answer: question.multiple_choice ? "ABCDE"[Math.floor(random() * 5)]! : String(Math.floor(random() * 1000)),
    }));
  return { student, contest, ts: json.ts, answers };
}

// Fills a freshly migrated and demo-seeded database with issue 17's dataset, in plain SQL
// (INSERT … SELECT over generate_series; each batch one statement, so the answers' roll-up
// triggers run as they do for real answers). Deterministic: every random draw is
// bench_random(seed, n), a hash of the row number with a seed from bench/prng.ts.
//
// What it adds, all consistent with each other:
// - competitions up to scale.competitions (7 series, going back a year at a time), each with its
//   25 (AMC) or 15 (AIME) questions copied from the demo paper of the same series;
// - scale.courses courses of 12 lessons × 4 sections, their notes copied from the demo sections,
//   and lesson questions (copies of the demo ones) so that questions reach scale.questions;
// - scale.users students; one heavy student (heavy@bench.test, a subscriber with many contests,
//   answers and review cards) whose screens the bench measures;
// - scale.submissions rated submissions with their sittings, marked answers, CONTEST answers,
//   rating changes chained to each student's rating per family;
// - LESSON / PRACTICE / QUESTION / REVIEW answers until the answers reach scale.answers, spread
//   over the last 12 months, numbered per student, question and source;
// - practice ratings for students who practised (their contest basis the family's rating, as the
//   migration that added it sets it); scale.reviewCards review cards.
import type pg from "pg";
import { prng } from "../prng.ts";
import type { Scale } from "./scale.ts";

export const HEAVY_EMAIL = "heavy@bench.test";
const LESSONS_PER_COURSE = 12;
const SECTIONS_PER_LESSON = 4;
const HEAVY = { submissions: 60, answers: 6000, reviewCards: 2500 };

const SERIES = [
  { name: "AMC_8", family: "AMC8", minutes: 40, questions: 25 },
  { name: "AMC_10A", family: "AMC10", minutes: 75, questions: 25 },
  { name: "AMC_10B", family: "AMC10", minutes: 75, questions: 25 },
  { name: "AMC_12A", family: "AMC12", minutes: 75, questions: 25 },
  { name: "AMC_12B", family: "AMC12", minutes: 75, questions: 25 },
  { name: "AIME_I", family: "AIME", minutes: 180, questions: 15 },
  { name: "AIME_II", family: "AIME", minutes: 180, questions: 15 },
];

type Log = (line: string) => void;

export async function generateDataset(client: pg.Client, scale: Scale, seed: number, log: Log): Promise<void> {
  const random = prng(seed);
  const nextSeed = () => Math.floor(random() * 2 ** 31);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await client.query("SET statement_timeout = 0");
  await client.query(`CREATE OR REPLACE FUNCTION bench_random(k bigint, n bigint) RETURNS float8 IMMUTABLE PARALLEL SAFE LANGUAGE sql
    AS $$ SELECT (hashint8extended(n, k) & 140737488355327)::float8 / 140737488355328 $$`);

  // --- Content ---------------------------------------------------------------------------------
  const series = JSON.stringify(SERIES);
  await step(
    "competitions",
    `INSERT INTO competitions (name, family, year, duration_minutes, enabled, is_sample)
     SELECT s.name, s.family::"CompetitionFamily", y, s.minutes, true, false
     FROM jsonb_to_recordset($1::jsonb) AS s(name text, family text, minutes int, questions int)
     CROSS JOIN generate_series(2023, 1950, -1) AS y
     WHERE NOT EXISTS (SELECT 1 FROM competitions c WHERE c.name = s.name AND c.year = y)
     ORDER BY y DESC, s.name
     LIMIT GREATEST(0, $2 - (SELECT COUNT(*) FROM competitions))`,
    [series, scale.competitions],
  );
  // Each new paper copies the demo paper of its series, question by question (the latest demo year).
  await step(
    "contest questions",
    `INSERT INTO questions (competition_id, problem_number, text, problem_html, image_url, is_multiple_choice, choices, answer,
       solution_text, solution_html, solution_url, topic, school_grade, difficulty_level, rating, status, updated_at)
     SELECT c.id, d.problem_number, d.text, d.problem_html, d.image_url, d.is_multiple_choice, d.choices, d.answer,
       d.solution_text, d.solution_html, d.solution_url, d.topic, d.school_grade, d.difficulty_level,
       d.rating + (bench_random($1, c.id * 100 + d.problem_number) - 0.5) * 200, 'PUBLISHED', now()
     FROM competitions c
     JOIN LATERAL (SELECT MAX(id) AS id FROM competitions s WHERE s.name = c.name AND s.is_sample) demo ON true
     JOIN questions d ON d.competition_id = demo.id
     WHERE NOT c.is_sample`,
    [nextSeed()],
  );
  const courseSeed = nextSeed();
  await step(
    "courses",
    `INSERT INTO courses (name, family, category, description, position, is_sample, updated_at)
     SELECT f.label || ' ' || (ARRAY['Foundations','Problem Solving','Advanced Topics','Olympiad Bridge','Speed and Accuracy','Challenge Sets'])[1 + (g / 4) % 6] || ' ' || (1 + g / 24),
       f.family::"CompetitionFamily", (ARRAY['Foundations','Problem Solving','Advanced Topics','Olympiad Bridge','Speed and Accuracy','Challenge Sets'])[1 + (g / 4) % 6],
       'A course of twelve lessons for ' || f.label || ' students, with notes, worked examples and practice sets.',
       10 + g, false, now()
     FROM generate_series(0, $1 - 1) g
     JOIN (VALUES (0, 'AMC8', 'AMC 8'), (1, 'AMC10', 'AMC 10'), (2, 'AMC12', 'AMC 12'), (3, 'AIME', 'AIME')) AS f(i, family, label) ON f.i = g % 4`,
    [scale.courses],
  );
  await step(
    "lessons",
    `INSERT INTO lessons (course_id, name, description, position, active, updated_at)
     SELECT c.id, d.name || ' ' || (1 + (c.id + p) % 5), d.description, p, bench_random($1, c.id * 100 + p) > 0.05, now()
     FROM courses c CROSS JOIN generate_series(1, ${LESSONS_PER_COURSE}) p
     JOIN LATERAL (SELECT name, description FROM lessons l WHERE l.course_id IN (SELECT id FROM courses WHERE is_sample)
       ORDER BY l.id OFFSET (c.id + p) % (SELECT COUNT(*) FROM lessons l2 JOIN courses c2 ON c2.id = l2.course_id WHERE c2.is_sample) LIMIT 1) d ON true
     WHERE NOT c.is_sample`,
    [courseSeed],
  );
  await step(
    "sections",
    `INSERT INTO sections (lesson_id, name, notes_html, position, updated_at)
     SELECT l.id, d.name, d.notes_html, p, now()
     FROM lessons l JOIN courses c ON c.id = l.course_id AND NOT c.is_sample
     CROSS JOIN generate_series(1, ${SECTIONS_PER_LESSON}) p
     JOIN LATERAL (SELECT name, notes_html FROM sections s WHERE s.lesson_id IN (SELECT l2.id FROM lessons l2 JOIN courses c2 ON c2.id = l2.course_id WHERE c2.is_sample)
       ORDER BY s.id OFFSET (l.id * 7 + p) % (SELECT COUNT(*) FROM sections s2 JOIN lessons l3 ON l3.id = s2.lesson_id JOIN courses c3 ON c3.id = l3.course_id WHERE c3.is_sample) LIMIT 1) d ON true`,
  );
  // Lesson questions: copies of the demo lesson questions, numbered uniquely within their set.
  await step(
    "lesson questions",
    `INSERT INTO questions (competition_id, problem_number, text, problem_html, image_url, is_multiple_choice, choices, answer,
       solution_text, solution_html, solution_url, topic, school_grade, difficulty_level, set_name, rating, status, updated_at)
     SELECT NULL, g, d.text, d.problem_html, d.image_url, d.is_multiple_choice, d.choices, d.answer,
       d.solution_text, d.solution_html, d.solution_url, d.topic, d.school_grade, d.difficulty_level, 'Bench lesson practice', d.rating, 'PUBLISHED', now()
     FROM generate_series(1, GREATEST(0, $1 - (SELECT COUNT(*) FROM questions))) g
     JOIN (SELECT ROW_NUMBER() OVER (ORDER BY id) - 1 AS i, * FROM questions WHERE competition_id IS NULL AND is_sample) d
       ON d.i = g % (SELECT COUNT(*) FROM questions WHERE competition_id IS NULL AND is_sample)`,
    [scale.questions],
  );
  // Spread them over the new sections in order; each section's first question is its example.
  await step(
    "section questions",
    `WITH q AS (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS i FROM questions WHERE set_name = 'Bench lesson practice'),
       s AS (SELECT s.id, ROW_NUMBER() OVER (ORDER BY s.id) - 1 AS i, COUNT(*) OVER () AS n
             FROM sections s JOIN lessons l ON l.id = s.lesson_id JOIN courses c ON c.id = l.course_id WHERE NOT c.is_sample)
     INSERT INTO section_questions (section_id, question_id, position, is_example)
     SELECT s.id, q.id, q.i / s.n, q.i / s.n = 0 FROM q JOIN s ON s.i = q.i % s.n`,
  );

  // --- People ----------------------------------------------------------------------------------
  const userSeed = nextSeed();
  await step(
    "users",
    `INSERT INTO users (email, username, referral_code, student_grade, created_at, updated_at)
     SELECT CASE WHEN g = 1 THEN '${HEAVY_EMAIL}' ELSE 'student' || g || '@bench.test' END,
       CASE WHEN g = 1 THEN 'Heavy Student' ELSE 'Student ' || g END, 'bench' || g,
       5 + floor(bench_random($1, g) * 8)::int, now() - bench_random($1 + 1, g) * interval '700 days', now()
     FROM generate_series(1, $2) g`,
    [userSeed, scale.users],
  );
  await client.query(`CREATE TEMP TABLE bench_users AS SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@bench.test'`);
  await client.query("CREATE UNIQUE INDEX ON bench_users (n)");
  await client.query("ANALYZE bench_users");
  await step(
    "heavy student's subscription",
    `INSERT INTO subscriptions (user_id, plan, status, current_period_end, updated_at)
     SELECT id, 'ANNUAL', 'ACTIVE', now() + interval '300 days', now() FROM users WHERE email = '${HEAVY_EMAIL}'`,
  );

  // --- Contests --------------------------------------------------------------------------------
  // Who sat what: student n = 1 + floor(U · r^1.5) (a few students sit many papers), the j-th
  // paper of a student is (7n + 13j) mod C, so no student sits a paper twice; the heavy student sits 60.
  const contestSeed = nextSeed();
  await client.query(
    `CREATE TEMP TABLE bench_sittings AS
     WITH picks AS (
       SELECT 1 + floor($2::float8 * power(bench_random($1, g), 1.5))::bigint AS n, g FROM generate_series(1, GREATEST(0, $3 - ${HEAVY.submissions})) g
       UNION ALL SELECT 1, -g FROM generate_series(1, ${HEAVY.submissions}) g),
     numbered AS (SELECT n, g, ROW_NUMBER() OVER (PARTITION BY n ORDER BY g) AS j FROM picks),
     comps AS (SELECT id, family, duration_minutes, ROW_NUMBER() OVER (ORDER BY id) - 1 AS i, COUNT(*) OVER () AS total FROM competitions)
     SELECT ROW_NUMBER() OVER (ORDER BY numbered.n, numbered.j) AS k, u.id AS user_id, comps.id AS competition_id, comps.family, comps.duration_minutes,
       now() - interval '2 hours' - bench_random($1 + 1, numbered.g) * interval '360 days' AS submitted_at,
       bench_random($1 + 2, u.id) AS ability
     FROM numbered JOIN bench_users u ON u.n = numbered.n
     JOIN comps ON comps.i = (7 * numbered.n + 13 * numbered.j) % comps.total
     WHERE numbered.j <= comps.total`,
    [contestSeed, scale.users, scale.submissions],
  );
  await client.query("CREATE INDEX ON bench_sittings (k)");
  // Marks: blank one time in five; right with a chance falling with the problem number, rising with ability.
  await step(
    "marked answers (work table)",
    `CREATE TEMP TABLE bench_marks AS
     SELECT s.k, q.id AS question_id, q.problem_number, q.answer AS correct_answer, q.is_multiple_choice,
       bench_random($1, s.k * 32 + q.problem_number) < 0.2 AS blank,
       bench_random($1 + 1, s.k * 32 + q.problem_number) < (0.25 + 0.7 * s.ability) * (1.1 - q.problem_number / 30.0) AS correct
     FROM bench_sittings s JOIN questions q ON q.competition_id = s.competition_id`,
    [nextSeed()],
  );
  await step(
    "contest sittings",
    `INSERT INTO contest_sittings (user_id, competition_id, start_key, started_at, submitted_at)
     SELECT user_id, competition_id, 'bench-' || k, submitted_at - duration_minutes * interval '1 minute' * 0.8, submitted_at FROM bench_sittings`,
  );
  await step(
    "contest submissions",
    `INSERT INTO contest_submissions (user_id, competition_id, start_key, started_at, submitted_at, time_spent_seconds, answers,
       score, full_score, correct_count, blank_count, incorrect_count, rated, late, seen_questions, verdict)
     SELECT s.user_id, s.competition_id, 'bench-' || s.k, s.submitted_at - s.duration_minutes * interval '1 minute' * 0.8, s.submitted_at,
       (s.duration_minutes * 48)::int,
       jsonb_agg(jsonb_build_object('questionId', m.question_id,
         'given', CASE WHEN m.blank THEN '' WHEN m.correct THEN m.correct_answer ELSE CASE WHEN m.correct_answer = 'A' THEN 'B' ELSE 'A' END END,
         'correct', NOT m.blank AND m.correct, 'blank', m.blank, 'correctAnswer', m.correct_answer) ORDER BY m.problem_number),
       CASE WHEN s.family = 'AIME' THEN COUNT(*) FILTER (WHERE NOT m.blank AND m.correct)
         ELSE 6 * COUNT(*) FILTER (WHERE NOT m.blank AND m.correct) + 1.5 * COUNT(*) FILTER (WHERE m.blank) END,
       CASE WHEN s.family = 'AIME' THEN COUNT(*) ELSE 6 * COUNT(*) END,
       COUNT(*) FILTER (WHERE NOT m.blank AND m.correct), COUNT(*) FILTER (WHERE m.blank), COUNT(*) FILTER (WHERE NOT m.blank AND NOT m.correct),
       true, false, COUNT(*), 'rated'
     FROM bench_sittings s JOIN bench_marks m ON m.k = s.k
     GROUP BY s.k, s.user_id, s.competition_id, s.family, s.duration_minutes, s.submitted_at`,
  );
  await client.query(`CREATE TEMP TABLE bench_submission_ids AS SELECT substr(start_key, 7)::bigint AS k, id FROM contest_submissions WHERE start_key LIKE 'bench-%'`);
  await client.query("CREATE UNIQUE INDEX ON bench_submission_ids (k)");
  await step(
    "contest answers",
    `INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, contest_submission_id, created_at)
     SELECT s.user_id, m.question_id, CASE WHEN m.correct THEN m.correct_answer WHEN m.correct_answer = 'A' THEN 'B' ELSE 'A' END,
       m.correct, 'CONTEST', 1, ids.id, s.submitted_at
     FROM bench_marks m JOIN bench_sittings s ON s.k = m.k JOIN bench_submission_ids ids ON ids.k = m.k
     WHERE NOT m.blank`,
  );
  // Rating changes chained per student and family, in time order; the rating is the last one.
  await step(
    "rating changes",
    `WITH scored AS (
       SELECT s.user_id, s.family, ids.id AS submission_id, s.submitted_at,
         round(((c.correct_count::float8 / GREATEST(1, c.seen_questions)) - 0.45) * 120 + (bench_random($1, s.k) - 0.5) * 40) AS delta
       FROM bench_sittings s JOIN bench_submission_ids ids ON ids.k = s.k JOIN contest_submissions c ON c.id = ids.id),
     chained AS (SELECT *, 1500 + SUM(delta) OVER (PARTITION BY user_id, family ORDER BY submitted_at, submission_id) AS after FROM scored)
     INSERT INTO rating_changes (user_id, family, submission_id, before, after, created_at)
     SELECT user_id, family, submission_id, after - delta, after, submitted_at FROM chained`,
    [nextSeed()],
  );
  await step(
    "ratings",
    `INSERT INTO ratings (user_id, family, rating, games, updated_at)
     SELECT DISTINCT ON (user_id, family) user_id, family, after, COUNT(*) OVER (PARTITION BY user_id, family), created_at
     FROM rating_changes WHERE user_id IN (SELECT id FROM bench_users)
     ORDER BY user_id, family, created_at DESC, id DESC`,
  );
  await step(
    "question calibration",
    `UPDATE questions q SET rating_games = t.games FROM (
       SELECT m.question_id, COUNT(*) AS games FROM bench_marks m GROUP BY m.question_id) t WHERE t.question_id = q.id`,
  );

  // --- Practice, lessons, question pages, reviews -----------------------------------------------
  const contestAnswers = Number((await client.query("SELECT COUNT(*) AS n FROM attempts")).rows[0].n);
  const rest = Math.max(0, scale.answers - contestAnswers);
  const answerSeed = nextSeed();
  await client.query(
    `CREATE TEMP TABLE bench_pool AS
     SELECT q.id AS question_id, sq.section_id, s.lesson_id, ROW_NUMBER() OVER (ORDER BY sq.section_id, q.id) - 1 AS i
     FROM section_questions sq JOIN sections s ON s.id = sq.section_id JOIN questions q ON q.id = sq.question_id WHERE NOT sq.is_example`,
  );
  await client.query(`CREATE TEMP TABLE bench_contest_pool AS SELECT id AS question_id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS i FROM questions WHERE competition_id IS NOT NULL`);
  await client.query("CREATE UNIQUE INDEX ON bench_pool (i); CREATE UNIQUE INDEX ON bench_contest_pool (i)");
  const lessonPool = Number((await client.query("SELECT COUNT(*) AS n FROM bench_pool")).rows[0].n);
  const contestPool = Number((await client.query("SELECT COUNT(*) AS n FROM bench_contest_pool")).rows[0].n);
  // Batches split the students (user id modulo), so one student's answers to a question from one
  // source are numbered 1, 2, … within one statement.
  await client.query(
    `CREATE TEMP TABLE bench_answers AS
     WITH raw AS (
       SELECT g,
         CASE WHEN g <= ${HEAVY.answers} THEN 1 ELSE 1 + floor($2::float8 * power(bench_random($1, g), 1.5))::bigint END AS n,
         (ARRAY['LESSON','LESSON','PRACTICE','QUESTION','REVIEW'])[1 + floor(bench_random($1 + 1, g) * 5)::int] AS source,
         bench_random($1 + 2, g) AS pick, bench_random($1 + 3, g) AS chance,
         now() - power(bench_random($1 + 4, g), 1.3) * interval '365 days' AS created_at
       FROM generate_series(1, $3) g)
     SELECT raw.*, u.id AS user_id FROM raw JOIN bench_users u ON u.n = raw.n`,
    [answerSeed, scale.users, rest],
  );
  log(`  answers to write besides contests: ${rest}`);
  const batches = Math.max(1, Math.ceil(rest / 500_000));
  for (let batch = 0; batch < batches; batch++) {
    await step(
      `answers batch ${batch + 1}/${batches}`,
      `INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, lesson_id, section_id, created_at)
       SELECT a.user_id, COALESCE(lp.question_id, cp.question_id), CASE WHEN a.chance < 0.62 THEN q.answer ELSE 'X' END, a.chance < 0.62,
         a.source::"AttemptSource",
         ROW_NUMBER() OVER (PARTITION BY a.user_id, COALESCE(lp.question_id, cp.question_id), a.source ORDER BY a.created_at, a.g),
         lp.lesson_id, lp.section_id, a.created_at
       FROM bench_answers a
       LEFT JOIN bench_pool lp ON a.source = 'LESSON' AND lp.i = floor(a.pick * ${lessonPool})
       LEFT JOIN bench_contest_pool cp ON a.source <> 'LESSON' AND cp.i = floor(a.pick * ${contestPool})
       JOIN questions q ON q.id = COALESCE(lp.question_id, cp.question_id)
       WHERE a.user_id % ${batches} = ${batch}`,
    );
  }
  await step(
    "practice ratings",
    `INSERT INTO practice_ratings (user_id, family, rating, games, updated_at)
     SELECT a.user_id, c.family, 1500 + (bench_random($1, a.user_id * 8 + length(c.family::text)) - 0.5) * 600, COUNT(*), MAX(a.created_at)
     FROM attempts a JOIN questions q ON q.id = a.question_id JOIN competitions c ON c.id = q.competition_id
     WHERE a.source = 'PRACTICE' GROUP BY a.user_id, c.family`,
    [nextSeed()],
  );
  // Each practice rating has taken in its family's contest rating as it stands (as the migration
  // that added these columns sets them).
  await step(
    "practice ratings' contest basis",
    `UPDATE practice_ratings p SET contest_rating = r.rating, contest_games = r.games
     FROM ratings r WHERE r.user_id = p.user_id AND r.family = p.family`,
  );
  await client.query("CREATE TEMP TABLE bench_questions AS SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS i FROM questions");
  await client.query("CREATE UNIQUE INDEX ON bench_questions (i)");
  const questionCount = Number((await client.query("SELECT COUNT(*) AS n FROM bench_questions")).rows[0].n);
  // Review cards: the j-th card of student n is question (n·11 + j·37) mod Q, so cards never repeat.
  await step(
    "review cards",
    `WITH picks AS (
       SELECT 1 + ((g - 1) % $2) AS n, (g - 1) / $2 AS j, g FROM generate_series(1, GREATEST(0, $3 - ${HEAVY.reviewCards})) g
       UNION ALL SELECT 1, $3 + g, -g FROM generate_series(1, ${HEAVY.reviewCards}) g)
     INSERT INTO review_cards (user_id, question_id, due, stability, difficulty, reps, lapses, state, scheduled_days, learning_steps, last_review, last_missed_at)
     SELECT u.id, qs.id, now() + (bench_random($1, p.g) * 30 - 12) * interval '1 day', 1 + bench_random($1 + 1, p.g) * 20, 3 + bench_random($1 + 2, p.g) * 5,
       floor(bench_random($1 + 3, p.g) * 4)::int, 1, 2, 3, 0,
       CASE WHEN bench_random($1 + 4, p.g) < 0.5 THEN now() - bench_random($1 + 5, p.g) * interval '20 days' END,
       now() - bench_random($1 + 6, p.g) * interval '45 days'
     FROM picks p JOIN bench_users u ON u.n = p.n JOIN bench_questions qs ON qs.i = (p.n * 11 + p.j * 37) % ${questionCount}
     ON CONFLICT DO NOTHING`,
    [nextSeed(), scale.users, scale.reviewCards],
  );
  await client.query("DROP FUNCTION bench_random(bigint, bigint)");
  const started = performance.now();
  await client.query("VACUUM ANALYZE");
  log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Row counts of the tables the screens read, for the report. */
export async function datasetCounts(client: pg.Client): Promise<Record<string, number>> {
  const tables = ["users", "competitions", "questions", "courses", "lessons", "sections", "attempts", "contest_submissions", "review_cards", "ratings", "practice_ratings", "rating_changes"];
  const { rows } = await client.query(`SELECT ${tables.map((table) => `(SELECT COUNT(*) FROM ${table})::int AS ${table}`).join(", ")}`);
  return rows[0];
}

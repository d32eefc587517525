// The hand-written side of the speed bench: for each screen, the honest minimum a hand-written
// backend would run with `pg` to fetch the same data the screen's GraphQL document asks for
// (the same rows, counts and aggregates; independent statements sent at once over the pool).
// The signed-in screens first look the session up, as any backend must.
import type pg from "pg";

export type RawContext = { pool: pg.Pool; tokenHash: string | null; params: Record<string, string> };
type Rows = Record<string, unknown>[];

const rows = async (pool: pg.Pool, sql: string, values: unknown[] = []): Promise<Rows> => (await pool.query(sql, values)).rows;

async function viewerOf(context: RawContext): Promise<{ id: number; username: string; email: string; is_admin: boolean; is_editor: boolean; subscriber: boolean } | null> {
  if (!context.tokenHash) return null;
  const [row] = await rows(
    context.pool,
    `SELECT u.id, u.username, u.email, u.is_admin, u.is_editor,
       EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'ACTIVE' AND (s.current_period_end IS NULL OR s.current_period_end > now())) AS subscriber
     FROM sessions se JOIN users u ON u.id = se.user_id WHERE se.token_hash = $1 AND se.expires_at > now()`,
    [context.tokenHash],
  );
  return (row as never) ?? null;
}

const LEADERS = `SELECT r.user_id, u.username, ROUND(r.rating)::int AS rating, u.is_demo FROM ratings r JOIN users u ON u.id = r.user_id
  WHERE r.family = $1::"CompetitionFamily" ORDER BY ROUND(r.rating) DESC, r.games DESC, r.user_id LIMIT $2`;
const STANDING = `SELECT me.user_id, u.username, ROUND(me.rating)::int AS rating,
  1 + (SELECT COUNT(*) FROM ratings r WHERE r.family = me.family AND (ROUND(r.rating) > ROUND(me.rating)
    OR (ROUND(r.rating) = ROUND(me.rating) AND (r.games > me.games OR (r.games = me.games AND r.user_id < me.user_id))))) AS rank
  FROM ratings me JOIN users u ON u.id = me.user_id WHERE me.family = $1::"CompetitionFamily" AND me.user_id = $2`;
// Learners per lesson read from the roll-up the app keeps (lesson_trends, refreshed by a job from
// lesson_learners, which a trigger keeps): a hand-written backend on this schema would read it too.
const TRENDING = `SELECT l.id, l.name, COALESCE(t.learners, 0) AS user_count,
  (SELECT COUNT(*) FROM section_questions sq JOIN sections s ON s.id = sq.section_id JOIN questions q ON q.id = sq.question_id
    LEFT JOIN competitions qc ON qc.id = q.competition_id
    WHERE s.lesson_id = l.id AND NOT sq.is_example AND q.status = 'PUBLISHED' AND (qc.id IS NULL OR qc.enabled)) AS question_count
  FROM lessons l JOIN courses c ON c.id = l.course_id LEFT JOIN lesson_trends t ON t.lesson_id = l.id
  WHERE c.family = $1::"CompetitionFamily" AND l.active
  ORDER BY user_count DESC, l.position, l.id LIMIT 5`;
const QUESTION_OF_THE_DAY = `SELECT q.id, q.problem_number, q.is_sample, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices, c.name, c.year
  FROM questions q JOIN competitions c ON c.id = q.competition_id
  WHERE q.status = 'PUBLISHED' AND q.is_multiple_choice AND c.enabled ORDER BY q.id
  OFFSET (SELECT ((floor(extract(epoch FROM now()) / 86400)::numeric * 2654435761) % COUNT(*))::int FROM questions q2 JOIN competitions c2 ON c2.id = q2.competition_id
    WHERE q2.status = 'PUBLISHED' AND q2.is_multiple_choice AND c2.enabled) LIMIT 1`;
/** Completion of the practice questions of some sections for one student: answered right once counts. */
const SECTION_PROGRESS = `SELECT s.id AS section_id, s.lesson_id, COUNT(sq.question_id) AS total,
  COUNT(sq.question_id) FILTER (WHERE EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = $1 AND a.question_id = sq.question_id AND a.correct)) AS completed
  FROM sections s JOIN section_questions sq ON sq.section_id = s.id AND NOT sq.is_example`;

export const rawScreens: Record<string, (context: RawContext) => Promise<unknown>> = {
  async home(context) {
    const { pool } = context;
    const [question, amc8, amc10, amc12, trending8, trending10, survey, families] = await Promise.all([
      rows(pool, QUESTION_OF_THE_DAY),
      rows(pool, LEADERS, ["AMC8", 5]),
      rows(pool, LEADERS, ["AMC10", 5]),
      rows(pool, LEADERS, ["AMC12", 5]),
      rows(pool, TRENDING, ["AMC8"]),
      rows(pool, TRENDING, ["AMC10"]),
      rows(pool, "SELECT id, question, answers FROM surveys WHERE active ORDER BY id DESC LIMIT 1"),
      rows(pool, "SELECT DISTINCT family FROM competitions WHERE enabled"),
    ]);
    return { question, amc8, amc10, amc12, trending8, trending10, survey, families };
  },

  async topBar(context) {
    return viewerOf(context);
  },

  async courses(context) {
    const viewer = await viewerOf(context);
    const [courses, progress] = await Promise.all([
      rows(context.pool, `SELECT c.id, c.name, c.family, c.category, c.is_sample,
          COALESCE(json_agg(json_build_object('id', l.id, 'name', l.name, 'active', l.active) ORDER BY l.position, l.id) FILTER (WHERE l.id IS NOT NULL), '[]') AS lessons
        FROM courses c LEFT JOIN lessons l ON l.course_id = c.id GROUP BY c.id ORDER BY c.position, c.id`),
      rows(context.pool, `SELECT l.course_id, SUM(p.total) AS total, SUM(p.completed) AS completed FROM (${SECTION_PROGRESS} GROUP BY s.id) p
        JOIN lessons l ON l.id = p.lesson_id GROUP BY l.course_id`, [viewer?.id ?? 0]),
    ]);
    return { viewer, courses, progress };
  },

  async course(context) {
    const viewer = await viewerOf(context);
    const id = Number(context.params.courseId);
    const [course, lessons, progress] = await Promise.all([
      rows(context.pool, "SELECT id, name, family, category, description, is_sample FROM courses WHERE id = $1", [id]),
      rows(context.pool, `SELECT l.id, l.name, l.description, l.active, array_agg(s.id ORDER BY s.position, s.id) AS sections
        FROM lessons l LEFT JOIN sections s ON s.lesson_id = l.id WHERE l.course_id = $1 GROUP BY l.id ORDER BY l.position, l.id`, [id]),
      rows(context.pool, `${SECTION_PROGRESS} JOIN lessons l ON l.id = s.lesson_id WHERE l.course_id = $2 GROUP BY s.id`, [viewer?.id ?? 0, id]),
    ]);
    return { viewer, course, lessons, progress };
  },

  async lesson(context) {
    const viewer = await viewerOf(context);
    const id = Number(context.params.lessonId);
    const userId = viewer?.id ?? 0;
    const [lesson, sections, questions, progress] = await Promise.all([
      rows(context.pool, "SELECT l.id, l.name, l.description, l.active, c.id AS course_id, c.name AS course_name FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.id = $1", [id]),
      rows(context.pool, "SELECT id, name, notes_html FROM sections WHERE lesson_id = $1 ORDER BY position, id", [id]),
      rows(context.pool, `SELECT sq.section_id, sq.is_example, q.id, q.problem_number, q.set_name, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices,
          q.answer, q.solution_text, q.solution_html, q.solution_url, q.solution_videos, c.year, c.name AS competition_name,
          (SELECT COUNT(*) FROM attempts a WHERE a.user_id = $2 AND a.question_id = q.id AND a.source = 'LESSON') AS attempts_used,
          EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = $2 AND a.question_id = q.id AND a.correct) AS solved
        FROM sections s JOIN section_questions sq ON sq.section_id = s.id JOIN questions q ON q.id = sq.question_id
        LEFT JOIN competitions c ON c.id = q.competition_id WHERE s.lesson_id = $1 ORDER BY s.position, sq.position`, [id, userId]),
      rows(context.pool, `${SECTION_PROGRESS} WHERE s.lesson_id = $2 GROUP BY s.id`, [userId, id]),
    ]);
    return { viewer, lesson, sections, questions, progress };
  },

  async contest(context) {
    const viewer = await viewerOf(context);
    const [competition] = await rows(context.pool, "SELECT id, name, year, duration_minutes, is_sample, family FROM competitions WHERE name = $1 AND year = $2 AND enabled", [
      context.params.name,
      Number(context.params.year),
    ]);
    const [questions, earlier] = await Promise.all([
      rows(context.pool, "SELECT id, problem_number, text, problem_html, image_url, is_multiple_choice, choices FROM questions WHERE competition_id = $1 AND status = 'PUBLISHED' ORDER BY problem_number", [competition?.id]),
      rows(context.pool, "SELECT COUNT(*) AS n FROM contest_submissions WHERE user_id = $1 AND competition_id = $2", [viewer?.id ?? 0, competition?.id]),
    ]);
    return { viewer, competition, questions, earlier };
  },

  async question(context) {
    const viewer = await viewerOf(context);
    const id = Number(context.params.questionId);
    const userId = viewer?.id ?? 0;
    const [question, sections, similar, stats, mine] = await Promise.all([
      rows(context.pool, `SELECT q.id, q.problem_number, q.is_sample, q.topic, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices, q.answer,
          q.solution_text, q.solution_html, q.solution_url, q.solution_videos, q.rating, c.name, c.year FROM questions q LEFT JOIN competitions c ON c.id = q.competition_id WHERE q.id = $1`, [id]),
      rows(context.pool, `SELECT sq.is_example, s.id, s.name, l.id AS lesson_id, l.name AS lesson_name FROM section_questions sq JOIN sections s ON s.id = sq.section_id
          JOIN lessons l ON l.id = s.lesson_id WHERE sq.question_id = $1`, [id]),
      rows(context.pool, `SELECT q.id, q.problem_number, c.name, c.year FROM questions q JOIN competitions c ON c.id = q.competition_id,
          (SELECT topic, rating, competition_id FROM questions WHERE id = $1) me
        WHERE q.topic = me.topic AND q.id <> $1 AND q.status = 'PUBLISHED' AND c.enabled ORDER BY abs(q.rating - me.rating), q.id LIMIT 5`, [id]),
      rows(context.pool, `SELECT COUNT(*) FILTER (WHERE correct) AS correct, COUNT(*) AS total FROM (
          SELECT DISTINCT ON (user_id) correct FROM attempts WHERE question_id = $1 ORDER BY user_id, created_at, id) firsts`, [id]),
      rows(context.pool, "SELECT source, correct, attempt_number FROM attempts WHERE user_id = $2 AND question_id = $1 ORDER BY created_at", [id, userId]),
    ]);
    return { viewer, question, sections, similar, stats, mine };
  },

  async randomPractice(context) {
    const viewer = await viewerOf(context);
    const userId = viewer?.id ?? 0;
    const [ratings] = await Promise.all([
      rows(context.pool, `SELECT family, rating, games FROM practice_ratings WHERE user_id = $1 UNION ALL SELECT family, rating, games FROM ratings WHERE user_id = $1`, [userId]),
    ]);
    const target = ratings.length > 0 ? Number(ratings[0].rating) : 1500;
    // A never-answered contest question near the student's level (rated to be right about 70% of the time).
    const [question] = await rows(
      context.pool,
      `SELECT q.id, q.problem_number, q.topic, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices, q.answer, q.solution_text, q.solution_html,
         q.solution_url, q.solution_videos, c.name, c.year
       FROM questions q JOIN competitions c ON c.id = q.competition_id
       WHERE q.status = 'PUBLISHED' AND c.enabled AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = $1 AND a.question_id = q.id)
       ORDER BY abs(q.rating - ($2::float8 - 147)) LIMIT 1`,
      [userId, target],
    );
    return { viewer, question };
  },

  async review(context) {
    const viewer = await viewerOf(context);
    const userId = viewer?.id ?? 0;
    const [question] = await rows(
      context.pool,
      `SELECT q.id, q.problem_number, q.topic, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices, q.answer, q.solution_text, q.solution_html,
         q.solution_url, q.solution_videos, c.name, c.year, r.due
       FROM review_cards r JOIN questions q ON q.id = r.question_id LEFT JOIN competitions c ON c.id = q.competition_id
       WHERE r.user_id = $1 AND r.due <= now() AND (r.last_missed_at >= now() - interval '21 days' OR r.last_review >= now() - interval '21 days')
         AND q.status = 'PUBLISHED' AND (c.id IS NULL OR c.enabled)
       ORDER BY r.due, r.question_id LIMIT 1`,
      [userId],
    );
    return { viewer, question };
  },

  async dashboard(context) {
    const viewer = await viewerOf(context);
    const userId = viewer?.id ?? 0;
    const [tests, performance, ratings, history, reviewCount, upcoming, mistakes, mastery] = await Promise.all([
      // Each submission's answers as the screen shows them: 1 right, 0 wrong, null blank.
      rows(context.pool, `SELECT c.name, c.year, s.submitted_at, s.score, s.full_score, s.correct_count, s.blank_count, s.incorrect_count,
          (SELECT array_agg(CASE WHEN (e->>'blank')::boolean THEN NULL WHEN (e->>'correct')::boolean THEN 1 ELSE 0 END) FROM jsonb_array_elements(s.answers) e) AS answers
        FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id WHERE s.user_id = $1 ORDER BY c.name, c.year, s.submitted_at`, [userId]),
      rows(context.pool, `SELECT l.id, l.name, to_char(a.created_at, 'YYYY-MM') AS month, COUNT(*) FILTER (WHERE a.correct) AS correct, COUNT(*) AS total
        FROM attempts a JOIN lessons l ON l.id = a.lesson_id WHERE a.user_id = $1 GROUP BY l.id, l.name, month ORDER BY l.id, month`, [userId]),
      rows(context.pool, "SELECT family, rating, games FROM ratings WHERE user_id = $1", [userId]),
      rows(context.pool, "SELECT family, after, created_at FROM rating_changes WHERE user_id = $1 ORDER BY family, created_at", [userId]),
      rows(context.pool, `SELECT COUNT(*) AS n FROM review_cards WHERE user_id = $1 AND due <= now()
        AND (last_missed_at >= now() - interval '21 days' OR last_review >= now() - interval '21 days')`, [userId]),
      rows(context.pool, `SELECT r.question_id, r.due, c.name, c.year, q.problem_number FROM review_cards r JOIN questions q ON q.id = r.question_id
        LEFT JOIN competitions c ON c.id = q.competition_id WHERE r.user_id = $1 AND r.due > now() ORDER BY r.due LIMIT 10`, [userId]),
      rows(context.pool, `SELECT q.id, q.problem_number, q.text, q.problem_html, q.image_url, q.is_multiple_choice, q.choices, c.name, c.year
        FROM review_cards r JOIN questions q ON q.id = r.question_id LEFT JOIN competitions c ON c.id = q.competition_id
        WHERE r.user_id = $1 AND r.due <= now() AND (r.last_missed_at >= now() - interval '21 days' OR r.last_review >= now() - interval '21 days')
        ORDER BY r.due, r.question_id LIMIT 20`, [userId]),
      // The mastery grid: per competition, the latest outcome of each problem (1 right, -1 wrong, 0 unanswered).
      rows(context.pool, `SELECT c.name, c.year, array_agg(q.id ORDER BY q.problem_number) AS questions, array_agg(q.topic ORDER BY q.problem_number) AS topics,
          array_agg(CASE latest.correct WHEN true THEN 1 WHEN false THEN -1 ELSE 0 END ORDER BY q.problem_number) AS cells
        FROM competitions c JOIN questions q ON q.competition_id = c.id
        LEFT JOIN (SELECT DISTINCT ON (question_id) question_id, correct FROM attempts WHERE user_id = $1 ORDER BY question_id, created_at DESC, id DESC) latest
          ON latest.question_id = q.id
        WHERE c.enabled GROUP BY c.id ORDER BY c.name, c.year`, [userId]),
    ]);
    return { viewer, tests, performance, ratings, history, reviewCount, upcoming, mistakes, mastery };
  },

  async mockTests(context) {
    const viewer = await viewerOf(context);
    const userId = viewer?.id ?? 0;
    const families = ["AMC8", "AMC10", "AMC12", "AIME"];
    const [competitions, takers, best, ...boards] = await Promise.all([
      rows(context.pool, "SELECT name, family, year FROM competitions WHERE enabled ORDER BY family, name, year DESC"),
      // Takers and best scores from the roll-ups the app keeps by trigger (contest_taker_counts,
      // contest_bests), as a hand-written backend on this schema would read them.
      rows(context.pool, "SELECT name, SUM(takers) AS takers FROM contest_taker_counts GROUP BY name"),
      // The three best rated scores per competition name, one per student.
      rows(context.pool, `SELECT b.name, u.email, b.score, b.year FROM (SELECT DISTINCT name FROM competitions WHERE enabled) n
        CROSS JOIN LATERAL (SELECT * FROM contest_bests b WHERE b.name = n.name ORDER BY b.score DESC, b.first_at, b.user_id LIMIT 3) b
        JOIN users u ON u.id = b.user_id ORDER BY b.name, b.score DESC, b.first_at, b.user_id`),
      ...families.map((family) => rows(context.pool, LEADERS, [family, 10])),
      ...families.map((family) => rows(context.pool, STANDING, [family, userId])),
    ]);
    return { competitions, takers, best, boards };
  },
};

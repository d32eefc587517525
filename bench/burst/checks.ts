// What the burst bench checks in the database afterwards, in plain SQL (so it runs against any
// branch's schema that keeps these tables): submissions neither lost nor duplicated, each
// student's rating history chained to their rating, and question calibration complete.

/** A pg.Pool, or a PGlite opened on the server's data directory: plain SQL with $1 parameters. */
export type Queryable = { query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }> };

export type Finding = { check: string; ok: boolean; detail: string };

const EPSILON = 1e-6;

/** Exactly one submission of `competitionId` per student in `userIds`. */
export async function oneSubmissionEach(db: Queryable, competitionIds: number[], userIds: number[]): Promise<Finding> {
  const { rows } = await db.query<{ user_id: number; competition_id: number; n: number }>(
    `SELECT user_id, competition_id, count(*)::int AS n FROM contest_submissions
     WHERE competition_id = ANY($1) AND user_id = ANY($2) GROUP BY user_id, competition_id`,
    [competitionIds, userIds],
  );
  const expected = userIds.length * competitionIds.length;
  const duplicated = rows.filter((row) => row.n > 1).length;
  const lost = expected - rows.length;
  const stored = rows.reduce((sum, row) => sum + row.n, 0);
  return {
    check: "one submission per student and contest",
    ok: lost === 0 && duplicated === 0,
    detail: `${stored} stored for ${expected} expected: ${lost} lost, ${duplicated} duplicated`,
  };
}

/**
 * Each student's rating history is a chain: the first change starts at the rating the student had
 * before the bench (`startRating`), each change starts where the previous one ended, and the last
 * one ends at the stored rating.
 */
export async function ratingHistoryChained(db: Queryable, userIds: number[], startRating: number): Promise<Finding> {
  const { rows: ratings } = await db.query<{ user_id: number; family: string; rating: number }>(
    `SELECT user_id, family::text, rating FROM ratings WHERE user_id = ANY($1)`,
    [userIds],
  );
  const { rows: changes } = await db.query<{ user_id: number; family: string; before: number; after: number }>(
    `SELECT user_id, family::text, before, after FROM rating_changes WHERE user_id = ANY($1) ORDER BY id`,
    [userIds],
  );
  const history = new Map<string, { before: number; after: number }[]>();
  for (const change of changes) {
    const key = `${change.user_id} ${change.family}`;
    history.set(key, [...(history.get(key) ?? []), change]);
  }
  let broken = 0;
  let example = "";
  for (const rating of ratings) {
    const key = `${rating.user_id} ${rating.family}`;
    const chain = history.get(key) ?? [];
    let expected = startRating;
    let ok = chain.length > 0;
    for (const link of chain) {
      if (Math.abs(link.before - expected) > EPSILON) ok = false;
      expected = link.after;
    }
    if (Math.abs(expected - rating.rating) > EPSILON) ok = false;
    history.delete(key);
    if (!ok) {
      broken++;
      example ||= `student ${rating.user_id} ${rating.family}: rating ${rating.rating.toFixed(2)}, history ${chain
        .map((link) => `${link.before.toFixed(2)}->${link.after.toFixed(2)}`)
        .join(", ")}`;
    }
  }
  const orphans = history.size; // changes for a family where the student has no rating
  return {
    check: "rating history chained to the rating",
    ok: broken === 0 && orphans === 0,
    detail: `${ratings.length} ratings, ${changes.length} changes: ${broken} inconsistent, ${orphans} histories without a rating${example ? `; e.g. ${example}` : ""}`,
  };
}

export type Calibration = Map<number, { rating: number; games: number }>;

export async function questionCalibration(db: Queryable, competitionIds: number[]): Promise<Calibration> {
  const { rows } = await db.query<{ id: number; rating: number; rating_games: number }>(
    `SELECT id, rating, rating_games FROM questions WHERE competition_id = ANY($1) AND status = 'PUBLISHED'`,
    [competitionIds],
  );
  return new Map(rows.map((row) => [row.id, { rating: row.rating, games: row.rating_games }]));
}

/** Games still waiting in the calibration queue, or null when the server calibrates in the submission (no queue table). */
async function queuedGames(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ exists: boolean }>(`SELECT to_regclass('calibration_queue') IS NOT NULL AS exists`);
  if (!rows[0]?.exists) return null;
  // One row per game, or (since the queue holds one row per submission) the games in its arrays.
  const { rows: shape } = await db.query<{ arrays: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'calibration_queue' AND column_name = 'question_ids') AS arrays`,
  );
  const { rows: counted } = await db.query<{ n: number }>(
    shape[0]?.arrays ? `SELECT COALESCE(sum(cardinality(question_ids)), 0)::int AS n FROM calibration_queue` : `SELECT count(*)::int AS n FROM calibration_queue`,
  );
  return counted[0]?.n ?? 0;
}

/**
 * Every question of the contests gained one game per rated-eligible submission (the model plays
 * one game per question of a counted submission, blanks included) and has a finite rating. When
 * the server calibrates after the fact (a queue), the check waits for it to drain
 * (up to `waitMs`, or until the games stop moving for 10 s).
 */
export async function calibrationComplete(
  db: Queryable,
  competitionIds: number[],
  before: Calibration,
  gamesExpected: number,
  waitMs: number,
): Promise<Finding & { drainedAfterMs: number }> {
  const started = Date.now();
  let progress = -1;
  let progressAt = started;
  for (;;) {
    const after = await questionCalibration(db, competitionIds);
    const short = [...after].filter(([id, q]) => q.games - (before.get(id)?.games ?? 0) < gamesExpected);
    const over = [...after].filter(([id, q]) => q.games - (before.get(id)?.games ?? 0) > gamesExpected);
    const notFinite = [...after].filter(([, q]) => !Number.isFinite(q.rating));
    const waited = Date.now() - started;
    const total = [...after].reduce((sum, [, q]) => sum + q.games, 0);
    if (total !== progress) [progress, progressAt] = [total, Date.now()];
    const stalled = Date.now() - progressAt > 10_000; // no queue is moving
    if ((short.length === 0 && over.length === 0) || waited >= waitMs || over.length > 0 || stalled) {
      const gained = [...after].map(([id, q]) => q.games - (before.get(id)?.games ?? 0));
      const queued = await queuedGames(db);
      return {
        check: "question calibration complete",
        ok: short.length === 0 && over.length === 0 && notFinite.length === 0 && (queued ?? 0) === 0,
        detail: `${after.size} questions, ${gamesExpected} games expected each, gained ${Math.min(...gained)}..${Math.max(...gained)}: ${short.length} short, ${over.length} over, ${notFinite.length} not finite${queued === null ? "" : `; ${queued} games left in calibration_queue`}`,
        drainedAfterMs: waited,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

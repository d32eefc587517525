-- CreateTable
CREATE TABLE "lesson_learners" (
    "lesson_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "last_answered_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lesson_learners_pkey" PRIMARY KEY ("lesson_id","user_id")
);

-- CreateTable
CREATE TABLE "lesson_trends" (
    "lesson_id" INTEGER NOT NULL,
    "learners" INTEGER NOT NULL,
    "refreshed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lesson_trends_pkey" PRIMARY KEY ("lesson_id")
);

-- CreateTable
CREATE TABLE "contest_takers" (
    "name" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "contest_takers_pkey" PRIMARY KEY ("name","user_id")
);

-- CreateTable
CREATE TABLE "contest_taker_counts" (
    "name" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "takers" INTEGER NOT NULL,

    CONSTRAINT "contest_taker_counts_pkey" PRIMARY KEY ("name","shard")
);

-- CreateTable
CREATE TABLE "contest_bests" (
    "name" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "year" INTEGER NOT NULL,
    "submission_id" INTEGER NOT NULL,
    "first_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "contest_bests_pkey" PRIMARY KEY ("name","user_id")
);

-- CreateIndex
CREATE INDEX "rating_changes_submission_id_idx" ON "rating_changes"("submission_id");

-- CreateIndex
CREATE INDEX "lesson_learners_last_answered_at_idx" ON "lesson_learners"("last_answered_at");

-- CreateIndex
CREATE INDEX "contest_bests_name_score_first_at_user_id_idx" ON "contest_bests"("name", "score" DESC, "first_at", "user_id");

-- Lesson learners: kept as answers arrive (one statement per INSERT on attempts, in the answer's
-- own transaction). A deleted answer recomputes the pairs it touched from the answers left.
CREATE FUNCTION roll_up_new_lesson_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lesson_learners" ("lesson_id", "user_id", "last_answered_at")
    SELECT "lesson_id", "user_id", MAX("created_at") FROM new_attempts WHERE "lesson_id" IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("lesson_id", "user_id") DO UPDATE
      SET "last_answered_at" = GREATEST("lesson_learners"."last_answered_at", EXCLUDED."last_answered_at");
  RETURN NULL;
END $$;

CREATE FUNCTION roll_up_deleted_lesson_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lesson_learners" l
    WHERE (l."lesson_id", l."user_id") IN (SELECT "lesson_id", "user_id" FROM old_attempts WHERE "lesson_id" IS NOT NULL);
  INSERT INTO "lesson_learners" ("lesson_id", "user_id", "last_answered_at")
    SELECT a."lesson_id", a."user_id", MAX(a."created_at") FROM "attempts" a
    WHERE (a."lesson_id", a."user_id") IN (SELECT "lesson_id", "user_id" FROM old_attempts WHERE "lesson_id" IS NOT NULL)
    GROUP BY 1, 2 ORDER BY 1, 2;
  RETURN NULL;
END $$;

CREATE TRIGGER "attempts_lesson_learners_new" AFTER INSERT ON "attempts"
  REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_new_lesson_attempts();
CREATE TRIGGER "attempts_lesson_learners_deleted" AFTER DELETE ON "attempts"
  REFERENCING OLD TABLE AS old_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_deleted_lesson_attempts();

-- The mock tests' takers and top takers: for every (competition name, student) a submission
-- statement touched, recomputed from that student's own submissions of that name (a few rows,
-- by the user_id index), so inserts and deletes (a student's account removed) keep them exact.
CREATE FUNCTION touched_contest_takers(touched_users INTEGER[], touched_competitions INTEGER[])
  RETURNS TABLE ("name" TEXT, "user_id" INTEGER) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT c."name", t.user_id
  FROM unnest(touched_users, touched_competitions) AS t(user_id, competition_id)
  JOIN "competitions" c ON c."id" = t.competition_id
  WHERE t.user_id IS NOT NULL
$$;

CREATE FUNCTION recount_contest_takers(touched_users INTEGER[], touched_competitions INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Takers: a student counts once per name while any of their submissions of it is left.
  WITH
    touched AS (SELECT * FROM touched_contest_takers(touched_users, touched_competitions)),
    gone AS (
      DELETE FROM "contest_takers" k USING touched t
      WHERE k."name" = t."name" AND k."user_id" = t."user_id"
        AND NOT EXISTS (
          SELECT 1 FROM "contest_submissions" s JOIN "competitions" c ON c."id" = s."competition_id"
          WHERE s."user_id" = t."user_id" AND c."name" = t."name")
      RETURNING k."name", k."user_id"),
    came AS (
      INSERT INTO "contest_takers" ("name", "user_id")
        SELECT t."name", t."user_id" FROM touched t
        WHERE EXISTS (
          SELECT 1 FROM "contest_submissions" s JOIN "competitions" c ON c."id" = s."competition_id"
          WHERE s."user_id" = t."user_id" AND c."name" = t."name")
        ORDER BY 1, 2
        ON CONFLICT DO NOTHING
      RETURNING "name", "user_id"),
    changes AS (
      SELECT "name", "user_id" % 16 AS shard, 1 AS change FROM came
      UNION ALL SELECT "name", "user_id" % 16, -1 FROM gone)
  INSERT INTO "contest_taker_counts" ("name", "shard", "takers")
    SELECT "name", shard, SUM(change) FROM changes GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("name", "shard") DO UPDATE SET "takers" = "contest_taker_counts"."takers" + EXCLUDED."takers";

  -- Best rated submission per student and name: score, then the earlier submission.
  DELETE FROM "contest_bests" b USING touched_contest_takers(touched_users, touched_competitions) t
    WHERE b."name" = t."name" AND b."user_id" = t."user_id";
  INSERT INTO "contest_bests" ("name", "user_id", "score", "year", "submission_id", "first_at")
    SELECT DISTINCT ON (c."name", s."user_id") c."name", s."user_id", s."score", c."year", s."id",
      MIN(s."submitted_at") OVER (PARTITION BY c."name", s."user_id")
    FROM touched_contest_takers(touched_users, touched_competitions) t
    JOIN "contest_submissions" s ON s."user_id" = t."user_id"
    JOIN "competitions" c ON c."id" = s."competition_id" AND c."name" = t."name"
    WHERE s."rated"
    ORDER BY c."name", s."user_id", s."score" DESC, s."submitted_at", s."id";
END $$;

CREATE FUNCTION roll_up_new_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_contest_takers(
    (SELECT array_agg("user_id") FROM new_submissions), (SELECT array_agg("competition_id") FROM new_submissions));
  RETURN NULL;
END $$;

CREATE FUNCTION roll_up_deleted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_contest_takers(
    (SELECT array_agg("user_id") FROM old_submissions), (SELECT array_agg("competition_id") FROM old_submissions));
  RETURN NULL;
END $$;

CREATE TRIGGER "contest_submissions_roll_up_new" AFTER INSERT ON "contest_submissions"
  REFERENCING NEW TABLE AS new_submissions FOR EACH STATEMENT EXECUTE FUNCTION roll_up_new_submissions();
CREATE TRIGGER "contest_submissions_roll_up_deleted" AFTER DELETE ON "contest_submissions"
  REFERENCING OLD TABLE AS old_submissions FOR EACH STATEMENT EXECUTE FUNCTION roll_up_deleted_submissions();

-- Roll up what is already there.
INSERT INTO "lesson_learners" ("lesson_id", "user_id", "last_answered_at")
  SELECT "lesson_id", "user_id", MAX("created_at") FROM "attempts" WHERE "lesson_id" IS NOT NULL GROUP BY 1, 2;
INSERT INTO "contest_takers" ("name", "user_id")
  SELECT DISTINCT c."name", s."user_id" FROM "contest_submissions" s JOIN "competitions" c ON c."id" = s."competition_id"
  WHERE s."user_id" IS NOT NULL;
INSERT INTO "contest_taker_counts" ("name", "shard", "takers")
  SELECT "name", "user_id" % 16, COUNT(*) FROM "contest_takers" GROUP BY 1, 2;
INSERT INTO "contest_bests" ("name", "user_id", "score", "year", "submission_id", "first_at")
  SELECT DISTINCT ON (c."name", s."user_id") c."name", s."user_id", s."score", c."year", s."id",
    MIN(s."submitted_at") OVER (PARTITION BY c."name", s."user_id")
  FROM "contest_submissions" s JOIN "competitions" c ON c."id" = s."competition_id"
  WHERE s."rated" AND s."user_id" IS NOT NULL
  ORDER BY c."name", s."user_id", s."score" DESC, s."submitted_at", s."id";

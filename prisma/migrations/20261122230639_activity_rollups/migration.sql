-- CreateTable
CREATE TABLE "activity_days" (
    "day" DATE NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "activity_days_pkey" PRIMARY KEY ("day","user_id")
);

-- CreateTable
CREATE TABLE "activity_weeks" (
    "week" DATE NOT NULL,
    "user_id" INTEGER NOT NULL,
    "source" "AttemptSource" NOT NULL,
    "answers" INTEGER NOT NULL,

    CONSTRAINT "activity_weeks_pkey" PRIMARY KEY ("week","user_id","source")
);

-- CreateTable
CREATE TABLE "activity_months" (
    "month" DATE NOT NULL,
    "user_id" INTEGER NOT NULL,
    "answers" INTEGER NOT NULL,

    CONSTRAINT "activity_months_pkey" PRIMARY KEY ("month","user_id")
);

-- CreateTable
CREATE TABLE "question_months" (
    "month" DATE NOT NULL,
    "question_id" INTEGER NOT NULL,

    CONSTRAINT "question_months_pkey" PRIMARY KEY ("month","question_id")
);

-- CreateTable
CREATE TABLE "period_figures" (
    "unit" TEXT NOT NULL,
    "period" DATE NOT NULL,
    "active" INTEGER NOT NULL,
    "answers" INTEGER NOT NULL DEFAULT 0,
    "answers_by_source" JSONB NOT NULL DEFAULT '{}',
    "active_before" INTEGER,
    "inactive" INTEGER,

    CONSTRAINT "period_figures_pkey" PRIMARY KEY ("unit","period")
);

-- CreateIndex
CREATE INDEX "activity_days_user_id_idx" ON "activity_days"("user_id");

-- CreateIndex
CREATE INDEX "activity_weeks_user_id_idx" ON "activity_weeks"("user_id");

-- CreateIndex
CREATE INDEX "activity_months_user_id_idx" ON "activity_months"("user_id");

-- CreateIndex
CREATE INDEX "question_months_question_id_idx" ON "question_months"("question_id");

-- AddForeignKey
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_weeks" ADD CONSTRAINT "activity_weeks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_months" ADD CONSTRAINT "activity_months_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_months" ADD CONSTRAINT "question_months_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keep the roll-ups as answers arrive: one set-based statement per roll-up and per INSERT on
-- attempts (a contest's 25 answers are one statement), in the answer's own transaction. Answers
-- are never updated; a deleted answer is taken out again.
CREATE FUNCTION roll_up_new_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activity_days" ("day", "user_id")
    SELECT DISTINCT date_trunc('day', "created_at")::date, "user_id" FROM new_attempts
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  INSERT INTO "activity_weeks" ("week", "user_id", "source", "answers")
    SELECT date_trunc('week', "created_at")::date, "user_id", "source", COUNT(*) FROM new_attempts
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("week", "user_id", "source") DO UPDATE SET "answers" = "activity_weeks"."answers" + EXCLUDED."answers";
  INSERT INTO "activity_months" ("month", "user_id", "answers")
    SELECT date_trunc('month', "created_at")::date, "user_id", COUNT(*) FROM new_attempts
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "user_id") DO UPDATE SET "answers" = "activity_months"."answers" + EXCLUDED."answers";
  INSERT INTO "question_months" ("month", "question_id")
    SELECT DISTINCT date_trunc('month', "created_at")::date, "question_id" FROM new_attempts
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  -- Figures stored for a closed period these answers fall in are no longer true: clear them (for a
  -- month, the next month's inactive count too). Answers of the current period clear nothing.
  DELETE FROM "period_figures" f USING (
    SELECT DISTINCT 'day' AS unit, date_trunc('day', "created_at")::date AS period FROM new_attempts
    UNION SELECT DISTINCT 'week', date_trunc('week', "created_at")::date FROM new_attempts
    UNION SELECT DISTINCT 'month', date_trunc('month', "created_at")::date FROM new_attempts
    UNION SELECT DISTINCT 'month', (date_trunc('month', "created_at") + interval '1 month')::date FROM new_attempts
  ) touched
  WHERE f."unit" = touched.unit AND f."period" = touched.period;
  RETURN NULL;
END $$;

CREATE FUNCTION roll_up_deleted_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activity_weeks" w SET "answers" = w."answers" - gone.n
    FROM (SELECT date_trunc('week', "created_at")::date AS week, "user_id", "source", COUNT(*) AS n FROM old_attempts GROUP BY 1, 2, 3) gone
    WHERE w."week" = gone.week AND w."user_id" = gone."user_id" AND w."source" = gone."source";
  DELETE FROM "activity_weeks" WHERE "answers" <= 0 AND ("week", "user_id") IN (SELECT date_trunc('week', "created_at")::date, "user_id" FROM old_attempts);
  UPDATE "activity_months" m SET "answers" = m."answers" - gone.n
    FROM (SELECT date_trunc('month', "created_at")::date AS month, "user_id", COUNT(*) AS n FROM old_attempts GROUP BY 1, 2) gone
    WHERE m."month" = gone.month AND m."user_id" = gone."user_id";
  DELETE FROM "activity_months" WHERE "answers" <= 0 AND ("month", "user_id") IN (SELECT date_trunc('month', "created_at")::date, "user_id" FROM old_attempts);
  DELETE FROM "activity_days" d
    WHERE (d."day", d."user_id") IN (SELECT date_trunc('day', "created_at")::date, "user_id" FROM old_attempts)
      AND NOT EXISTS (SELECT 1 FROM "attempts" a WHERE a."user_id" = d."user_id" AND a."created_at" >= d."day" AND a."created_at" < d."day" + 1);
  DELETE FROM "question_months" q
    WHERE (q."month", q."question_id") IN (SELECT date_trunc('month', "created_at")::date, "question_id" FROM old_attempts)
      AND NOT EXISTS (
        SELECT 1 FROM "attempts" a
        WHERE a."question_id" = q."question_id" AND a."created_at" >= q."month" AND a."created_at" < q."month" + interval '1 month'
      );
  DELETE FROM "period_figures" f USING (
    SELECT DISTINCT 'day' AS unit, date_trunc('day', "created_at")::date AS period FROM old_attempts
    UNION SELECT DISTINCT 'week', date_trunc('week', "created_at")::date FROM old_attempts
    UNION SELECT DISTINCT 'month', date_trunc('month', "created_at")::date FROM old_attempts
    UNION SELECT DISTINCT 'month', (date_trunc('month', "created_at") + interval '1 month')::date FROM old_attempts
  ) touched
  WHERE f."unit" = touched.unit AND f."period" = touched.period;
  RETURN NULL;
END $$;

CREATE TRIGGER "attempts_roll_up_new" AFTER INSERT ON "attempts"
  REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_new_attempts();
CREATE TRIGGER "attempts_roll_up_deleted" AFTER DELETE ON "attempts"
  REFERENCING OLD TABLE AS old_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_deleted_attempts();

-- Roll up the answers already given.
INSERT INTO "activity_days" ("day", "user_id") SELECT DISTINCT date_trunc('day', "created_at")::date, "user_id" FROM "attempts";
INSERT INTO "activity_weeks" ("week", "user_id", "source", "answers")
  SELECT date_trunc('week', "created_at")::date, "user_id", "source", COUNT(*) FROM "attempts" GROUP BY 1, 2, 3;
INSERT INTO "activity_months" ("month", "user_id", "answers")
  SELECT date_trunc('month', "created_at")::date, "user_id", COUNT(*) FROM "attempts" GROUP BY 1, 2;
INSERT INTO "question_months" ("month", "question_id") SELECT DISTINCT date_trunc('month', "created_at")::date, "question_id" FROM "attempts";

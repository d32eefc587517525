-- CreateTable
CREATE TABLE "question_first_answer_counts" (
    "question_id" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "students" INTEGER NOT NULL,
    "students_right" INTEGER NOT NULL,

    CONSTRAINT "question_first_answer_counts_pkey" PRIMARY KEY ("question_id","shard")
);

-- The success rate (server/services/answerHistory.ts) read each question's first answers from all
-- its answers on every request (the dashboard's review problems: 22 ms a request at full scale);
-- these counts keep them as answers arrive, in the answer's own transaction.
--
-- New answers: only the pairs (student, question) whose first answer is now one of the new rows
-- count. Their shard rows are locked (made if missing) in key order before the pairs are read
-- again, with a new snapshot (READ COMMITTED, the app's isolation level), so two transactions
-- adding the same student's first answer to a question count it once: the second sees the first's
-- answer once it may go on. The migration holds its lock on attempts through the count below:
-- answers wait for it (11 s at 5 million answers).
CREATE FUNCTION roll_up_new_first_answers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched_users INTEGER[];
  touched_questions INTEGER[];
BEGIN
  SELECT array_agg(p."user_id" ORDER BY p."question_id", p."user_id"), array_agg(p."question_id" ORDER BY p."question_id", p."user_id")
    INTO touched_users, touched_questions
  FROM (SELECT DISTINCT "user_id", "question_id" FROM new_attempts) p
  WHERE (SELECT a."id" FROM "attempts" a WHERE a."user_id" = p."user_id" AND a."question_id" = p."question_id"
         ORDER BY a."created_at", a."id" LIMIT 1) IN (SELECT "id" FROM new_attempts);
  IF touched_users IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "question_first_answer_counts" ("question_id", "shard", "students", "students_right")
    SELECT DISTINCT t.q, t.u % 16, 0, 0 FROM unnest(touched_questions, touched_users) AS t(q, u) ORDER BY 1, 2
    ON CONFLICT ("question_id", "shard") DO UPDATE SET "students" = "question_first_answer_counts"."students";
  UPDATE "question_first_answer_counts" f SET "students" = f."students" + d.students, "students_right" = f."students_right" + d.students_right
  FROM (
    SELECT t.q, t.u % 16 AS shard,
      COUNT(*) FILTER (WHERE first_was.correct IS NULL) AS students,
      SUM(first_now.correct::int - COALESCE(first_was.correct::int, 0)) AS students_right
    FROM unnest(touched_questions, touched_users) AS t(q, u)
    CROSS JOIN LATERAL (SELECT a."correct" FROM "attempts" a WHERE a."user_id" = t.u AND a."question_id" = t.q
      ORDER BY a."created_at", a."id" LIMIT 1) first_now
    LEFT JOIN LATERAL (SELECT a."correct" FROM "attempts" a WHERE a."user_id" = t.u AND a."question_id" = t.q
      AND a."id" NOT IN (SELECT "id" FROM new_attempts) ORDER BY a."created_at", a."id" LIMIT 1) first_was ON true
    GROUP BY 1, 2
  ) d
  WHERE f."question_id" = d.q AND f."shard" = d.shard;
  RETURN NULL;
END $$;

-- Deleted answers (a student's account removed, a question deleted): each pair whose first answer
-- was deleted moves to its next answer, or leaves the count with none left. Each pair's earliest
-- deleted answer is found once, however many of its answers go. Answers are deleted only through
-- their student or question (cascades), whose row an answer's insert locks for its foreign key, so
-- a deletion and a new answer of the same pair never overlap; a plain DELETE of answers beside new
-- ones of the same students would need the new answers' shard rows locked too.
CREATE FUNCTION roll_up_deleted_first_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "question_first_answer_counts" f
    WHERE (f."question_id", f."shard") IN (SELECT DISTINCT "question_id", "user_id" % 16 FROM old_attempts)
    ORDER BY f."question_id", f."shard" FOR UPDATE;
  UPDATE "question_first_answer_counts" f SET "students" = f."students" + d.students, "students_right" = f."students_right" + d.students_right
  FROM (
    SELECT g."question_id" AS q, g."user_id" % 16 AS shard,
      -COUNT(*) FILTER (WHERE first_now."id" IS NULL) AS students,
      SUM(COALESCE(first_now."correct"::int, 0)
        - CASE WHEN first_now."id" IS NOT NULL AND (first_now."created_at", first_now."id") < (g."created_at", g."id")
            THEN first_now."correct"::int ELSE g."correct"::int END) AS students_right
    FROM (SELECT DISTINCT ON ("user_id", "question_id") "user_id", "question_id", "correct", "created_at", "id"
          FROM old_attempts ORDER BY "user_id", "question_id", "created_at", "id") g
    LEFT JOIN LATERAL (SELECT a."correct", a."created_at", a."id" FROM "attempts" a WHERE a."user_id" = g."user_id" AND a."question_id" = g."question_id"
      ORDER BY a."created_at", a."id" LIMIT 1) first_now ON true
    GROUP BY 1, 2
  ) d
  WHERE f."question_id" = d.q AND f."shard" = d.shard;
  RETURN NULL;
END $$;

-- Emptied answers leave no count.
CREATE FUNCTION clear_first_answer_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "question_first_answer_counts";
  RETURN NULL;
END $$;

-- An answer is never rewritten (whose, to what, when, right or not): the counts, like the other
-- roll-ups of attempts, follow inserts and deletions only, so such an update is refused.
CREATE FUNCTION refuse_rewritten_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."user_id", NEW."question_id", NEW."created_at", NEW."correct") IS DISTINCT FROM (OLD."user_id", OLD."question_id", OLD."created_at", OLD."correct") THEN
    RAISE EXCEPTION 'An answer is never rewritten (attempt %): delete it and insert the new one.', OLD."id";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "attempts_first_answers_new" AFTER INSERT ON "attempts"
  REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_new_first_answers();
CREATE TRIGGER "attempts_first_answers_deleted" AFTER DELETE ON "attempts"
  REFERENCING OLD TABLE AS old_attempts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_deleted_first_answers();
CREATE TRIGGER "attempts_first_answers_truncated" AFTER TRUNCATE ON "attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION clear_first_answer_counts();
CREATE TRIGGER "attempts_never_rewritten" BEFORE UPDATE OF "user_id", "question_id", "created_at", "correct" ON "attempts"
  FOR EACH ROW EXECUTE FUNCTION refuse_rewritten_answers();

-- Roll up the answers already given.
INSERT INTO "question_first_answer_counts" ("question_id", "shard", "students", "students_right")
  SELECT "question_id", "user_id" % 16, COUNT(*), COUNT(*) FILTER (WHERE "correct")
  FROM (SELECT DISTINCT ON ("question_id", "user_id") "question_id", "user_id", "correct" FROM "attempts" ORDER BY "question_id", "user_id", "created_at", "id") f
  GROUP BY 1, 2;

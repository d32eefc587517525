-- The new answers' roll-up (20261129073948_question_first_answers) asked, for each pair (student,
-- question) it touched, whether the pair's first answer was among the new rows, and for the pair's
-- first answer that was not (`NOT IN` the new rows). PostgreSQL hashes such a list only while it
-- fits in work_mem; past that each pair went through the new rows again, so the time grew with the
-- square of the rows: the bench's one statement of 1.6 million contest answers had not finished
-- after 18 minutes. Each pair's first answer is now found first and the new rows joined with it
-- once (hash joins, which spill to disk past work_mem instead): 2,000, 20,000 and 100,000 answers
-- in one statement took 0.24, 2.3 and 12 s with every trigger on attempts, and the bench's 1.6 million
-- contest answers 132 s. Same rules, same locks.
CREATE OR REPLACE FUNCTION roll_up_new_first_answers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched_users INTEGER[];
  touched_questions INTEGER[];
BEGIN
  -- The pairs whose first answer is now one of the new rows: each pair's first answer is found
  -- first, then joined with the new rows once (asked inside the per-pair lookup, the new rows were
  -- gathered again for each pair).
  WITH firsts AS MATERIALIZED (
    SELECT p."user_id", p."question_id",
      (SELECT a."id" FROM "attempts" a WHERE a."user_id" = p."user_id" AND a."question_id" = p."question_id"
       ORDER BY a."created_at", a."id" LIMIT 1) AS first_id
    FROM (SELECT DISTINCT "user_id", "question_id" FROM new_attempts) p
  )
  SELECT array_agg(f."user_id" ORDER BY f."question_id", f."user_id"), array_agg(f."question_id" ORDER BY f."question_id", f."user_id")
    INTO touched_users, touched_questions
  FROM firsts f JOIN new_attempts n ON n."id" = f.first_id;
  IF touched_users IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "question_first_answer_counts" ("question_id", "shard", "students", "students_right")
    SELECT DISTINCT t.q, t.u % 16, 0, 0 FROM unnest(touched_questions, touched_users) AS t(q, u) ORDER BY 1, 2
    ON CONFLICT ("question_id", "shard") DO UPDATE SET "students" = "question_first_answer_counts"."students";
  -- Read again with this statement's snapshot, once the shard rows are ours: each pair's first
  -- answer now (one of the new rows, or another transaction's that came first) against its first
  -- answer before (the earliest that is not a new row).
  UPDATE "question_first_answer_counts" f SET "students" = f."students" + d.students, "students_right" = f."students_right" + d.students_right
  FROM (
    SELECT t.q, t.u % 16 AS shard,
      COUNT(*) FILTER (WHERE first_was."correct" IS NULL) AS students,
      SUM(first_now."correct"::int - COALESCE(first_was."correct"::int, 0)) AS students_right
    FROM unnest(touched_questions, touched_users) AS t(q, u)
    CROSS JOIN LATERAL (SELECT a."correct" FROM "attempts" a WHERE a."user_id" = t.u AND a."question_id" = t.q
      ORDER BY a."created_at", a."id" LIMIT 1) first_now
    LEFT JOIN (
      SELECT DISTINCT ON (a."user_id", a."question_id") a."user_id", a."question_id", a."correct"
      FROM unnest(touched_questions, touched_users) AS o(q, u)
      JOIN "attempts" a ON a."user_id" = o.u AND a."question_id" = o.q
      WHERE NOT EXISTS (SELECT 1 FROM new_attempts n WHERE n."id" = a."id")
      ORDER BY a."user_id", a."question_id", a."created_at", a."id"
    ) first_was ON first_was."user_id" = t.u AND first_was."question_id" = t.q
    GROUP BY 1, 2
  ) d
  WHERE f."question_id" = d.q AND f."shard" = d.shard;
  RETURN NULL;
END $$;

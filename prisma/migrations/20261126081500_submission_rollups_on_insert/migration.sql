-- New contest submissions update the mock tests' takers and top takers from the new rows alone,
-- instead of recomputing every touched (name, student) from all their submissions: an insert can
-- only add a taker and can only better a best (a higher score, or the same score submitted
-- earlier, then the lower id; the first rated submission's time is the earlier of the two).
-- Deletions still recompute (recount_contest_takers), so both stay exact.
CREATE OR REPLACE FUNCTION roll_up_new_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Takers: a student counts once per name; a new (name, student) adds one to its shard.
  WITH
    came AS (
      INSERT INTO "contest_takers" ("name", "user_id")
        SELECT DISTINCT c."name", n."user_id" FROM new_submissions n JOIN "competitions" c ON c."id" = n."competition_id"
        WHERE n."user_id" IS NOT NULL
        ORDER BY 1, 2
        ON CONFLICT DO NOTHING
      RETURNING "name", "user_id")
  INSERT INTO "contest_taker_counts" ("name", "shard", "takers")
    SELECT "name", "user_id" % 16, COUNT(*) FROM came GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("name", "shard") DO UPDATE SET "takers" = "contest_taker_counts"."takers" + EXCLUDED."takers";

  -- Best rated submission per student and name: the best new one, unless the stored best is better.
  INSERT INTO "contest_bests" ("name", "user_id", "score", "year", "submission_id", "first_at")
    SELECT DISTINCT ON (c."name", n."user_id") c."name", n."user_id", n."score", c."year", n."id",
      MIN(n."submitted_at") OVER (PARTITION BY c."name", n."user_id")
    FROM new_submissions n JOIN "competitions" c ON c."id" = n."competition_id"
    WHERE n."rated" AND n."user_id" IS NOT NULL
    ORDER BY c."name", n."user_id", n."score" DESC, n."submitted_at", n."id"
    ON CONFLICT ("name", "user_id") DO UPDATE SET
      ("score", "year", "submission_id") = (
        SELECT CASE WHEN better THEN EXCLUDED."score" ELSE "contest_bests"."score" END,
               CASE WHEN better THEN EXCLUDED."year" ELSE "contest_bests"."year" END,
               CASE WHEN better THEN EXCLUDED."submission_id" ELSE "contest_bests"."submission_id" END
        FROM (SELECT EXCLUDED."score" > "contest_bests"."score"
                OR (EXCLUDED."score" = "contest_bests"."score"
                    AND (SELECT ROW(s."submitted_at", s."id") FROM "contest_submissions" s WHERE s."id" = EXCLUDED."submission_id")
                      < (SELECT ROW(s."submitted_at", s."id") FROM "contest_submissions" s WHERE s."id" = "contest_bests"."submission_id")) AS better) b),
      "first_at" = LEAST("contest_bests"."first_at", EXCLUDED."first_at");
  RETURN NULL;
END $$;

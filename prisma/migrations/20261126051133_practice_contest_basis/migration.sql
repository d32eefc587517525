-- AlterTable
ALTER TABLE "practice_ratings" ADD COLUMN     "contest_games" INTEGER,
ADD COLUMN     "contest_rating" DOUBLE PRECISION;

-- Practice ratings written before this column started from the contest rating of their family:
-- take it as the one they last took in (contests rated since then are not told apart).
UPDATE "practice_ratings" p SET "contest_rating" = r."rating", "contest_games" = r."games"
FROM "ratings" r WHERE r."user_id" = p."user_id" AND r."family" = p."family";

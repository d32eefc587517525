-- The calibration queue holds one row per rated submission (its games as arrays, in the order
-- they were queued) instead of one row per game. The games queued so far are regrouped, each row
-- keeping its submission's first id, so the queue order and every game are kept: nothing is lost
-- or applied twice.
CREATE TEMPORARY TABLE "calibration_queue_regrouped" AS
  SELECT MIN("id") AS "id", "submission_id", "student_rating",
    array_agg("question_id" ORDER BY "id") AS "question_ids", array_agg("multiple_choice" ORDER BY "id") AS "multiple_choice",
    array_agg("correct" ORDER BY "id") AS "correct", array_agg("blank" ORDER BY "id") AS "blank"
  FROM "calibration_queue" GROUP BY "submission_id", "student_rating";
DELETE FROM "calibration_queue";

-- DropIndex
DROP INDEX "calibration_queue_question_id_idx";

-- AlterTable
ALTER TABLE "calibration_queue" DROP COLUMN "question_id",
ADD COLUMN     "question_ids" INTEGER[],
DROP COLUMN "multiple_choice",
ADD COLUMN     "multiple_choice" BOOLEAN[],
DROP COLUMN "correct",
ADD COLUMN     "correct" BOOLEAN[],
DROP COLUMN "blank",
ADD COLUMN     "blank" BOOLEAN[];

INSERT INTO "calibration_queue" ("id", "submission_id", "student_rating", "question_ids", "multiple_choice", "correct", "blank")
  SELECT "id", "submission_id", "student_rating", "question_ids", "multiple_choice", "correct", "blank" FROM "calibration_queue_regrouped" ORDER BY "id";
DROP TABLE "calibration_queue_regrouped";

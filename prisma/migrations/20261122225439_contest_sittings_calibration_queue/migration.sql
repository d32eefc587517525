-- AlterTable
ALTER TABLE "contest_submissions" ADD COLUMN     "seen_questions" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "verdict" TEXT NOT NULL DEFAULT 'rated';

-- CreateTable
CREATE TABLE "contest_sittings" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "start_key" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "submitted_at" TIMESTAMP(3),

    CONSTRAINT "contest_sittings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calibration_queue" (
    "id" BIGSERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "submission_id" INTEGER NOT NULL,
    "student_rating" DOUBLE PRECISION NOT NULL,
    "multiple_choice" BOOLEAN NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "blank" BOOLEAN NOT NULL,

    CONSTRAINT "calibration_queue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "contest_sittings_start_key_key" ON "contest_sittings"("start_key");

-- CreateIndex
CREATE INDEX "contest_sittings_user_id_competition_id_idx" ON "contest_sittings"("user_id", "competition_id");

-- CreateIndex
CREATE INDEX "contest_sittings_user_id_submitted_at_idx" ON "contest_sittings"("user_id", "submitted_at");

-- CreateIndex
CREATE INDEX "calibration_queue_question_id_idx" ON "calibration_queue"("question_id");

-- AddForeignKey
ALTER TABLE "contest_sittings" ADD CONSTRAINT "contest_sittings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contest_sittings" ADD CONSTRAINT "contest_sittings_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

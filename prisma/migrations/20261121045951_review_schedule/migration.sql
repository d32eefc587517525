-- AlterEnum
ALTER TYPE "AttemptSource" ADD VALUE 'REVIEW';

-- AlterTable
ALTER TABLE "review_cards" ADD COLUMN     "learning_steps" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "scheduled_days" INTEGER NOT NULL DEFAULT 0;

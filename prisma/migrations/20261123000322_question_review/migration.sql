-- AlterEnum
ALTER TYPE "QuestionStatus" ADD VALUE 'REJECTED';

-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "review_note" TEXT;

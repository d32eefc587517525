-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "license" TEXT,
ADD COLUMN     "source" TEXT;

-- AlterTable
ALTER TABLE "question_images" ADD COLUMN     "object_key" TEXT,
ALTER COLUMN "bytes" DROP NOT NULL;

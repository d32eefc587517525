-- AlterTable
ALTER TABLE "contest_sittings" ADD COLUMN     "practice" BOOLEAN NOT NULL DEFAULT false;

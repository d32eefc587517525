-- CreateEnum
CREATE TYPE "StudentLinkStatus" AS ENUM ('PENDING', 'ACCEPTED');

-- AlterTable
ALTER TABLE "student_links" ADD COLUMN     "requested_grade" INTEGER,
ADD COLUMN     "status" "StudentLinkStatus" NOT NULL DEFAULT 'PENDING';

-- CreateTable
CREATE TABLE "student_invites" (
    "id" SERIAL NOT NULL,
    "parent_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "student_invites_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "student_invites_email_idx" ON "student_invites"("email");

-- CreateIndex
CREATE UNIQUE INDEX "student_invites_parent_id_email_key" ON "student_invites"("parent_id", "email");

-- AddForeignKey
ALTER TABLE "student_invites" ADD CONSTRAINT "student_invites_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "question_revisions" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "editor_id" INTEGER,
    "changed" TEXT[],
    "before" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "question_revisions_question_id_id_idx" ON "question_revisions"("question_id", "id");

-- AddForeignKey
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_editor_id_fkey" FOREIGN KEY ("editor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

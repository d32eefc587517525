-- Whether a placed question is open (published, its competition enabled) from the index alone: a
-- course's or lesson's progress looks up every placed question by id (12,000 for the course list),
-- and a questions row is wide (HTML). At full scale the course list's placement read 54 -> 42 ms.
-- CreateIndex
CREATE INDEX "questions_id_competition_id_status_idx" ON "questions"("id", "competition_id", "status");

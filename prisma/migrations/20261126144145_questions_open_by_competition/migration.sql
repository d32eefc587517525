-- Open questions by competition from the index alone (questions rows are wide: HTML): the
-- dashboard's mastery grid (174 competitions) and the review window's open-question filter read
-- every question row (2,300 pages, 18 MB) without it.
-- CreateIndex
CREATE INDEX "questions_status_competition_id_problem_number_id_topic_idx" ON "questions"("status", "competition_id", "problem_number", "id", "topic");

-- Lesson placements kept between reads (server/services/lessonProgress.ts): a course's progress
-- read each lesson's sections and their open question ids on every request (5,581 placed questions
-- for the course list at full scale, each looked up for its openness). The reads now keep what they
-- read, with their snapshot, in lesson_placements; a kept row is good while no transaction that
-- changed what lessons place has committed since that snapshot. Those transactions are listed in
-- content_changes by the triggers below, on every column the placement read depends on: a
-- section's questions, a section's lesson and position, a question's status and competition (the
-- openness rule, server/domain/access.ts openQuestionSql) and a competition's enabled flag. One
-- row per transaction (its own id: no two writers wait on each other). Lessons' courses and
-- positions are read live, not kept.
-- CreateTable
CREATE TABLE "lesson_placements" (
    "lesson_id" INTEGER NOT NULL,
    "snapshot_xmin" BIGINT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "sections" JSONB NOT NULL,
    "practice_ids" INTEGER[],
    "practice_competition_ids" INTEGER[],

    CONSTRAINT "lesson_placements_pkey" PRIMARY KEY ("lesson_id")
);

-- CreateTable
CREATE TABLE "content_changes" (
    "xid" BIGINT NOT NULL,

    CONSTRAINT "content_changes_pkey" PRIMARY KEY ("xid")
);

CREATE FUNCTION note_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_changes (xid) VALUES (pg_current_xact_id()::text::bigint) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "section_questions_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "section_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_change();
CREATE TRIGGER "sections_content_change" AFTER INSERT OR UPDATE OF "lesson_id", "position" OR DELETE OR TRUNCATE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_change();
CREATE TRIGGER "questions_content_change" AFTER UPDATE OF "status", "competition_id" OR DELETE OR TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_change();
CREATE TRIGGER "competitions_content_change" AFTER UPDATE OF "enabled" OR DELETE OR TRUNCATE ON "competitions"
  FOR EACH STATEMENT EXECUTE FUNCTION note_content_change();

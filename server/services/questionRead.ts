// A question with its competition and the lesson sections that use it, in one statement. Prisma
// sends one statement per relation level (the question, its competition, its section links, their
// sections, their lessons: the last two `IN (NULL)` for a question in no section) inside a
// transaction, seven in all on PostgreSQL; the question page and GET /api/questions/{id} ask for
// them together. This answers the same query shapes with one, as Prisma would have.
import { isDeepStrictEqual } from "node:util";
import { Prisma, type Competition, type Lesson, type Question, type Section, type SectionQuestion } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";
import { ledgerJsonSql, ledgerOfJson, type LedgerJson } from "./attemptLedger.ts";
import { readRows } from "../db/directReads.ts";

type QuestionQuery = Pick<Prisma.QuestionFindFirstArgs, "include" | "select">;
type Related = SectionQuestion & { section: Section & { lesson?: Lesson } };
export type QuestionWithRelations = Question & { competition?: Competition | null; sectionQuestions?: Related[] };

/** The order of a question's section links wherever they are listed (relatedSections). */
export const SECTION_LINK_ORDER = { sectionId: "asc" as const };

/** The section links not asked for, with their sections, or with their sections and lessons. */
const LINK_DEPTHS = [0, 1, 2] as const;

/** The query shapes answered here: the competition or not, and the section links to some depth. */
const SHAPES = [false, true].flatMap((competition) =>
  LINK_DEPTHS.map((links) => ({
    competition,
    links,
    query: {
      include: {
        ...(competition ? { competition: true } : {}),
        ...(links > 0
          ? { sectionQuestions: { orderBy: SECTION_LINK_ORDER, include: { section: links === 2 ? { include: { lesson: true } } : true } } }
          : {}),
      },
    } satisfies QuestionQuery,
  })),
).filter((shape) => shape.competition || shape.links > 0);
export const QUESTION_READ_SHAPES = SHAPES.map((shape) => shape.query);

type Stamp = number;
/** A question as `QUESTION_JSON` builds it: its times in epoch milliseconds. */
export type QuestionJson = Omit<Question, "createdAt" | "updatedAt" | "deletedAt"> & { createdAt: Stamp; updatedAt: Stamp; deletedAt: Stamp | null };
type CompetitionJson = Omit<Competition, "createdAt"> & { createdAt: Stamp };
type SectionLinkJson = SectionQuestion & { section: Omit<Section, "updatedAt"> & { updatedAt: Stamp; lesson: Omit<Lesson, "createdAt" | "updatedAt"> & { createdAt: Stamp; updatedAt: Stamp } } };
/** A question with its relations as `QUESTION_JSON`, `COMPETITION_JSON` and `sectionLinksJson` build them. */
export type QuestionWithRelationsJson = { question: QuestionJson; competition: CompetitionJson | null; sectionQuestions: SectionLinkJson[] | null };

const date = (stamp: Stamp) => new Date(stamp);

/** A question's every column (alias `q`) as one JSON object, read back by `questionOf` as Prisma answers the row. */
export const QUESTION_JSON = Prisma.sql`json_build_object(
      'id', q.id, 'competitionId', q.competition_id, 'problemNumber', q.problem_number, 'text', q.text, 'problemHtml', q.problem_html,
      'imageUrl', q.image_url, 'isMultipleChoice', q.is_multiple_choice, 'choices', q.choices, 'answer', q.answer,
      'solutionText', q.solution_text, 'solutionHtml', q.solution_html, 'solutionAi', q.solution_ai, 'solutionUrl', q.solution_url,
      'solutionVideos', q.solution_videos, 'topic', q.topic, 'schoolGrade', q.school_grade, 'difficultyLevel', q.difficulty_level,
      'organizationName', q.organization_name, 'setName', q.set_name, 'source', q.source, 'license', q.license, 'reviewNote', q.review_note,
      'rating', q.rating, 'ratingGames', q.rating_games, 'status', q.status, 'isSample', q.is_sample, 'authorId', q.author_id,
      'createdAt', floor(extract(epoch FROM q.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM q.updated_at) * 1000),
      'deletedAt', floor(extract(epoch FROM q.deleted_at) * 1000))`;

/** The question row Prisma answers, from `QUESTION_JSON`'s object. */
export function questionOf({ createdAt, updatedAt, deletedAt, ...columns }: QuestionJson): Question {
  return { ...columns, createdAt: date(createdAt), updatedAt: date(updatedAt), deletedAt: deletedAt === null ? null : date(deletedAt) };
}

/** The question's competition (alias `c`, left-joined), or null outside contests. */
const COMPETITION_JSON = Prisma.sql`CASE WHEN c.id IS NOT NULL THEN json_build_object(
        'id', c.id, 'name', c.name, 'family', c.family, 'year', c.year, 'durationMinutes', c.duration_minutes, 'enabled', c.enabled,
        'isSample', c.is_sample, 'createdAt', floor(extract(epoch FROM c.created_at) * 1000)) END`;

/** The question's section links as the shape asks for them (null when it does not). */
const sectionLinksJson = (shape: QuestionShape) => Prisma.sql`CASE WHEN ${shape.links > 0} THEN COALESCE((
        SELECT json_agg(json_build_object(
          'sectionId', sq.section_id, 'questionId', sq.question_id, 'position', sq.position, 'isExample', sq.is_example,
          'section', json_build_object(
            'id', s.id, 'lessonId', s.lesson_id, 'name', s.name, 'notesHtml', s.notes_html, 'position', s.position,
            'updatedAt', floor(extract(epoch FROM s.updated_at) * 1000),
            'lesson', CASE WHEN ${shape.links === 2} THEN json_build_object(
              'id', l.id, 'courseId', l.course_id, 'name', l.name, 'description', l.description, 'position', l.position, 'active', l.active,
              'createdAt', floor(extract(epoch FROM l.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM l.updated_at) * 1000)) END)
        ) ORDER BY sq.section_id)
        FROM section_questions sq JOIN sections s ON s.id = sq.section_id JOIN lessons l ON l.id = s.lesson_id
        WHERE sq.question_id = q.id), '[]') END`;

/** One of the query shapes answered here (a question's, alone or inside another read: services/lessonRead.ts). */
export type QuestionShape = (typeof SHAPES)[number];
export const questionShapeOf = (query: unknown): QuestionShape | undefined => SHAPES.find((candidate) => isDeepStrictEqual(candidate.query, query));

/**
 * The question (alias `q`, left-joined to its competition as `c`) with what the shape asks for, as
 * one JSON object; `questionWithRelationsOf` reads it back.
 */
export const questionWithRelationsJson = (shape: QuestionShape) =>
  Prisma.sql`json_build_object('question', ${QUESTION_JSON}, 'competition', ${COMPETITION_JSON}, 'sectionQuestions', ${sectionLinksJson(shape)})`;

/** What Prisma would have answered for the shape, and the question's competition whether asked for or not. */
export function questionWithRelationsOf(
  shape: QuestionShape,
  { question, competition, sectionQuestions }: QuestionWithRelationsJson,
): { question: QuestionWithRelations; competition: Competition | null } {
  const ownCompetition = competition ? { ...competition, createdAt: date(competition.createdAt) } : null;
  const withRelations: QuestionWithRelations = {
    ...questionOf(question),
    ...(shape.competition ? { competition: ownCompetition } : {}),
    ...(shape.links > 0
      ? {
          sectionQuestions: (sectionQuestions ?? []).map(({ section: { lesson, updatedAt: sectionUpdatedAt, ...section }, ...link }) => ({
            ...link,
            section: {
              ...section,
              updatedAt: date(sectionUpdatedAt),
              ...(shape.links === 2 ? { lesson: { ...lesson, createdAt: date(lesson.createdAt), updatedAt: date(lesson.updatedAt) } } : {}),
            },
          })),
        }
      : {}),
  };
  return { question: withRelations, competition: ownCompetition };
}

/** A question as findQuestionWithRelations answers it. */
export type QuestionRead = { question: QuestionWithRelations; competition: { enabled: boolean } | null; ledger?: QuestionLedger };
/** One JSON value of questionReadSql (null: no such question). */
export type QuestionReadJson = { read: QuestionWithRelationsJson; ledger: LedgerJson | null } | null;

/**
 * The question whose id `id` (an SQL expression) gives, read for the query shape, and with
 * `ledgerOf` that user's attempt ledger of it: one scalar JSON value, so that a statement reading
 * something else may read it too; questionReadOf reads it back.
 */
export function questionReadSql(shape: QuestionShape, id: Prisma.Sql, ledgerOf?: { userId: number }): Prisma.Sql {
  return Prisma.sql`(
    SELECT json_build_object('read', ${questionWithRelationsJson(shape)}, 'ledger', ${ledgerOf ? ledgerJsonSql(ledgerOf.userId, "q") : Prisma.sql`NULL`})
    FROM questions q LEFT JOIN competitions c ON c.id = q.competition_id
    WHERE q.id = ${id})`;
}

/** The question of a questionReadSql value (null: none), its ledger with `now` when one was read. */
export function questionReadOf(shape: QuestionShape, value: QuestionReadJson, now?: Date): QuestionRead | null {
  if (!value) return null;
  return { ...questionWithRelationsOf(shape, value.read), ...(now && value.ledger ? { ledger: ledgerOfJson(value.ledger, now) } : {}) };
}

/**
 * `db.question.findFirst({ ...query, where: { id } })` (no read rule: the caller applies its own on
 * the row and its competition): in one statement when the query asks for the question's
 * competition and/or its section links (with their sections, maybe their lessons) and nothing
 * else; otherwise undefined, and the caller reads through Prisma. `competition` is the question's
 * competition (or null outside contests) whether or not the query asked for it. With `ledgerOf`,
 * the same statement reads that user's attempt ledger of the question (`ledger`), which the
 * caller's fields would otherwise read after it.
 */
export async function findQuestionWithRelations(
  query: QuestionQuery,
  id: number,
  ledgerOf?: { userId: number; now: Date },
): Promise<QuestionRead | null | undefined> {
  const shape = questionShapeOf(query);
  if (!shape) return undefined;
  const [row] = await readRows<{ value: QuestionReadJson }>`SELECT ${questionReadSql(shape, Prisma.sql`${id}`, ledgerOf)} AS value`;
  return questionReadOf(shape, row?.value ?? null, ledgerOf?.now);
}

/**
 * `db.question.findMany({ ...query, where: { id: { in: ids } } })` (no read rule, no order) in one
 * statement for the query shapes above, where Prisma sends one per relation level; undefined for
 * any other shape (the caller reads through Prisma).
 */
export async function findQuestionsWithRelations(query: QuestionQuery, ids: readonly number[]): Promise<QuestionWithRelations[] | undefined> {
  const shape = questionShapeOf(query);
  if (!shape) return undefined;
  if (ids.length === 0) return [];
  const rows = await readRows<{ read: QuestionWithRelationsJson }>`
    SELECT ${questionWithRelationsJson(shape)} AS read
    FROM questions q LEFT JOIN competitions c ON c.id = q.competition_id
    WHERE q.id = ANY(${[...new Set(ids)]}::int[])`;
  return rows.map((row) => questionWithRelationsOf(shape, row.read).question);
}

/** `db.question.findUnique({ ...query, where: { id } })`, in one statement for the query shapes above. */
export async function findQuestionById(query: QuestionQuery, id: number): Promise<QuestionWithRelations | null> {
  const read = await findQuestionWithRelations(query, id);
  return read === undefined ? db.question.findUnique({ ...query, where: { id } }) : (read?.question ?? null);
}

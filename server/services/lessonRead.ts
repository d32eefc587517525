// A lesson with its course, its sections and their questions (with each question's competition,
// maybe its section links), in one statement. Prisma sends one statement per relation level (the
// lesson, its course, its sections, their question links, the questions, their competitions: six,
// one after the other); the lesson page and GET /api/section-notes/ ask for them together. This
// answers the same query shapes with one, as Prisma would have. Which questions a reader sees is
// still `visibleQuestions` (domain/access.ts): the query carries it, and a shape is answered here
// only when it carries the rule's answer for the reader, whose SQL form is written beside it.
import { isDeepStrictEqual } from "node:util";
import { Prisma, type Course, type Lesson, type Section } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { visibleQuestions, visibleQuestionSql, type Reader } from "../domain/access.ts";
import { QUESTION_READ_SHAPES, questionShapeOf, questionWithRelationsJson, questionWithRelationsOf, type QuestionWithRelations, type QuestionWithRelationsJson } from "./questionRead.ts";
import { SECTION_ORDER } from "./courseTree.ts";
import { readRows } from "../db/directReads.ts";

/** The order of a section's questions, examples and practice alike. */
export const SECTION_QUESTION_ORDER = [{ position: "asc" as const }, { questionId: "asc" as const }];

/** A section's questions a reader sees, with the question as `question` asks: what the lesson's `sections` select. */
export const sectionQuestionsQuery = <Q>(reader: Reader, question: Q) => ({
  where: { question: visibleQuestions(reader) },
  orderBy: SECTION_QUESTION_ORDER,
  select: { isExample: true, question },
});

type LessonQuery = Pick<Prisma.LessonFindUniqueArgs, "include" | "select">;

/** The query shapes answered here for a reader: the course or not, and each question shape of questionRead.ts. */
export const lessonReadShapes = (reader: Reader) =>
  [false, true].flatMap((course) =>
    QUESTION_READ_SHAPES.map((question) => ({
      course,
      question: questionShapeOf(question)!,
      query: {
        include: {
          ...(course ? { course: true } : {}),
          sections: { orderBy: SECTION_ORDER, include: { questions: sectionQuestionsQuery(reader, question) } },
        },
      } satisfies LessonQuery,
    })),
  );

type Stamp = number;
type LessonJson = Omit<Lesson, "createdAt" | "updatedAt"> & {
  createdAt: Stamp;
  updatedAt: Stamp;
  course: (Omit<Course, "createdAt" | "updatedAt"> & { createdAt: Stamp; updatedAt: Stamp }) | null;
};
type SectionJson = Omit<Section, "updatedAt"> & { updatedAt: Stamp };
type QuestionEntryJson = { isExample: boolean; read: QuestionWithRelationsJson };
/** The lesson's row first, then its sections' rows in their order, then their questions' rows in theirs. */
type Row = { lesson: LessonJson | null; section: SectionJson | null; sectionId: number | null; entry: QuestionEntryJson | null };
export type LessonTree = Lesson & {
  course?: Course;
  sections: (Section & { questions: { isExample: boolean; question: QuestionWithRelations }[] })[];
};

const date = (stamp: Stamp) => new Date(stamp);

/**
 * `db.lesson.findUnique({ ...query, where: { id } })`: in one statement when the query asks for the
 * lesson's sections in their order with the questions a reader sees (each with its competition,
 * maybe its section links), maybe the course, and nothing else; otherwise through Prisma.
 */
export async function findLesson(query: LessonQuery, id: number, reader: Reader): Promise<LessonTree | Lesson | null> {
  const shape = lessonReadShapes(reader).find((candidate) => isDeepStrictEqual(candidate.query, query));
  if (!shape) return db.lesson.findUnique({ ...query, where: { id } });
  // A row for the lesson, one per section and one per question, not one JSON value for the whole:
  // a value of over 64 K characters, one of them outside Latin-1 (a ≤ in a problem), is a string
  // V8 allocates in memory of its own, mapped anew at each read, and its page faults cost more CPU
  // than the rest of the lesson page (docs/PERFORMANCE.md, "The night of 2026-11-29").
  const rows = await readRows<Row>`
    SELECT lesson, section, section_id AS "sectionId", entry FROM (
      SELECT 0 AS part, 0 AS section_position, 0 AS section_order, 0 AS question_position, 0 AS question_order, json_build_object(
        'id', l.id, 'courseId', l.course_id, 'name', l.name, 'description', l.description, 'position', l.position, 'active', l.active,
        'createdAt', floor(extract(epoch FROM l.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM l.updated_at) * 1000),
        'course', CASE WHEN ${shape.course} THEN (
          SELECT json_build_object(
            'id', co.id, 'name', co.name, 'family', co.family, 'category', co.category, 'description', co.description,
            'position', co.position, 'isSample', co.is_sample,
            'createdAt', floor(extract(epoch FROM co.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM co.updated_at) * 1000))
          FROM courses co WHERE co.id = l.course_id) END
      ) AS lesson, NULL::json AS section, NULL::int AS section_id, NULL::json AS entry
      FROM lessons l WHERE l.id = ${id}
      UNION ALL
      SELECT 1, ls.position, ls.id, 0, 0, NULL, json_build_object(
        'id', ls.id, 'lessonId', ls.lesson_id, 'name', ls.name, 'notesHtml', ls.notes_html, 'position', ls.position,
        'updatedAt', floor(extract(epoch FROM ls.updated_at) * 1000)), ls.id, NULL
      FROM sections ls WHERE ls.lesson_id = ${id}
      UNION ALL
      SELECT 2, ls.position, ls.id, lsq.position, lsq.question_id, NULL, NULL, ls.id,
        json_build_object('isExample', lsq.is_example, 'read', ${questionWithRelationsJson(shape.question)})
      FROM sections ls JOIN section_questions lsq ON lsq.section_id = ls.id JOIN questions q ON q.id = lsq.question_id
        LEFT JOIN competitions c ON c.id = q.competition_id
      WHERE ls.lesson_id = ${id} AND ${Prisma.raw(visibleQuestionSql(reader, "q", "c"))}
    ) parts
    ORDER BY part, section_position, section_order, question_position, question_order`;
  const lessonRow = rows[0]?.lesson;
  if (!lessonRow) return null;
  const { course, createdAt, updatedAt, ...lesson } = lessonRow;
  const sections = new Map<number, LessonTree["sections"][number]>();
  for (const { section, sectionId, entry } of rows) {
    if (section) {
      const { updatedAt: sectionUpdatedAt, ...rest } = section;
      sections.set(section.id, { ...rest, updatedAt: date(sectionUpdatedAt), questions: [] });
    } else if (entry && sectionId !== null) {
      sections.get(sectionId)!.questions.push({ isExample: entry.isExample, question: questionWithRelationsOf(shape.question, entry.read).question });
    }
  }
  return {
    ...lesson,
    createdAt: date(createdAt),
    updatedAt: date(updatedAt),
    ...(shape.course && course ? { course: { ...course, createdAt: date(course.createdAt), updatedAt: date(course.updatedAt) } } : {}),
    sections: [...sections.values()],
  };
}

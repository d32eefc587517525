// A course (or every course) with its lessons and their sections in one statement. Prisma sends one
// statement per relation level (the course, its lessons, their sections), and the course page,
// /api/courses/ and partner tools ask for them together; this answers the same query shapes with
// one, as Prisma would have.
import { isDeepStrictEqual } from "node:util";
import { Prisma, type Course, type Lesson, type Section } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { readRows } from "../db/directReads.ts";

/** The order of the courses, of a course's lessons and of a lesson's sections, everywhere they are listed. */
export const COURSE_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];
export const LESSON_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];
export const SECTION_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

type CourseQuery = Pick<Prisma.CourseFindUniqueArgs, "include" | "select">;
type CourseTree = Course & { lessons?: (Lesson & { sections?: Section[] })[]; _count?: { lessons: number } };

/** The query shapes answered here: the lessons (with or without their sections), the lesson count or not. */
const SHAPES = [false, true].flatMap((sections) =>
  [false, true].map((counted) => ({
    sections,
    counted,
    query: {
      include: {
        lessons: { orderBy: LESSON_ORDER, ...(sections ? { include: { sections: { orderBy: SECTION_ORDER } } } : {}) },
        ...(counted ? { _count: { select: { lessons: true } } } : {}),
      },
    } satisfies CourseQuery,
  })),
);
export const TREE_SHAPES = SHAPES.map((shape) => shape.query);

type Row = { course: CourseCells | null };
/**
 * A row as a JSON array of its columns in the order below: PostgreSQL builds an array for less than
 * an object of named keys (a course read's statement, round trip included, at full scale: 0.63-1.09
 * ms as objects, 0.47-0.62 as arrays), and it is fewer bytes to send and parse. Times come as PostgreSQL writes a timestamp in JSON ("2026-11-29T08:00:00.123456",
 * stored in UTC) and are made Dates as Prisma's adapter makes them from a row: converting them to
 * milliseconds in SQL (numeric arithmetic) was a quarter of the statement's time. What the read
 * leaves out (`Omitted`) is null.
 */
type CourseCells = [
  id: number, name: string, family: Course["family"], category: string, description: string | null, position: number, isSample: boolean,
  createdAt: string | null, updatedAt: string | null, lessonCount: number | null, lessons: LessonCells[] | null,
];
type LessonCells = [
  id: number, courseId: number, name: string, description: string | null, position: number, active: boolean,
  createdAt: string | null, updatedAt: string | null, sections: SectionCells[] | number[] | null,
];
type SectionCells = [id: number, lessonId: number, name: string, notesHtml: string | null, position: number, updatedAt: string | null];

function utc(time: string): Date {
  const date = new Date(`${time}+00:00`);
  // What Prisma's adapter cannot read either (a year past 9999, before Christ, infinity).
  if (Number.isNaN(date.getTime())) throw new Error(`A stored time Boxed cannot read: ${time}`);
  return date;
}

/**
 * What a read leaves out, because the query does not show it (null then): the sections' notes
 * (`notesHtml`), most of the stored bytes of a course, which its page and a partner's list of section
 * ids do not need; the rows' times (`createdAt`, `updatedAt`), which only the editors' version
 * fields show; and every column of the sections but their ids (`sectionColumns`), all the course
 * page and a partner's course read show of them: a lesson's section ids are a plain list, which
 * PostgreSQL builds for less than an array per section (the statement 0.47-0.62 → 0.30-0.52 ms).
 */
export type Omitted = { notes: boolean; times: boolean; sectionColumns: boolean };
export const OMITS_NOTHING: Omitted = { notes: false, times: false, sectionColumns: false };

/** A course's JSON array (alias `c`) with its lessons in their order, maybe their sections and the lesson count. */
const courseJson = (shape: (typeof SHAPES)[number], omitted: Omitted) => {
  const time = (column: Prisma.Sql) => (omitted.times ? Prisma.sql`NULL` : column);
  return Prisma.sql`json_build_array(
      c.id, c.name, c.family, c.category, c.description, c.position, c.is_sample, ${time(Prisma.sql`c.created_at`)}, ${time(Prisma.sql`c.updated_at`)},
      CASE WHEN ${shape.counted} THEN (SELECT count(*) FROM lessons WHERE course_id = c.id) END,
      (SELECT json_agg(json_build_array(
          l.id, l.course_id, l.name, l.description, l.position, l.active, ${time(Prisma.sql`l.created_at`)}, ${time(Prisma.sql`l.updated_at`)},
          CASE WHEN ${shape.sections} THEN COALESCE((
            SELECT json_agg(${omitted.sectionColumns ? Prisma.sql`s.id` : Prisma.sql`json_build_array(
              s.id, s.lesson_id, s.name, ${omitted.notes ? Prisma.sql`NULL` : Prisma.sql`s.notes_html`}, s.position, ${time(Prisma.sql`s.updated_at`)}
            )`} ORDER BY s.position, s.id)
            FROM sections s WHERE s.lesson_id = l.id), '[]') END
        ) ORDER BY l.position, l.id)
        FROM lessons l WHERE l.course_id = c.id)
    )`;
};

// What the read left out is null where Prisma's types have a value: no field the query shows reads it.
const when = (time: string | null) => (time === null ? null : utc(time)) as Date;
const left = <T>(value: T | null) => value as T;

const sectionOf = ([id, lessonId, name, notesHtml, position, updatedAt]: SectionCells): Section => ({ id, lessonId, name, notesHtml: left(notesHtml), position, updatedAt: when(updatedAt) });
/** A section read by its id alone (`Omitted.sectionColumns`): its lesson is the one it was read under. */
const sectionById = (id: number, lessonId: number): Section => ({ id, lessonId, name: left<string>(null), notesHtml: left<string>(null), position: left<number>(null), updatedAt: when(null) });
const sectionsOf = (lessonId: number, sections: SectionCells[] | number[]): Section[] =>
  sections.map((section: SectionCells | number) => (typeof section === "number" ? sectionById(section, lessonId) : sectionOf(section)));

/** The tree as Prisma would have answered it: dates as Dates, the lessons' sections and the count only when asked for. */
function treeOf(shape: (typeof SHAPES)[number], cells: CourseCells): CourseTree {
  const [id, name, family, category, description, position, isSample, createdAt, updatedAt, lessonCount, lessons] = cells;
  return {
    id, name, family, category, description, position, isSample, createdAt: when(createdAt), updatedAt: when(updatedAt),
    lessons: (lessons ?? []).map(([id, courseId, name, description, position, active, createdAt, updatedAt, sections]) => ({
      id, courseId, name, description, position, active, createdAt: when(createdAt), updatedAt: when(updatedAt),
      ...(shape.sections ? { sections: sectionsOf(id, sections ?? []) } : {}),
    })),
    ...(shape.counted ? { _count: { lessons: lessonCount ?? 0 } } : {}),
  };
}

const shapeOf = (query: CourseQuery) => SHAPES.find((candidate) => isDeepStrictEqual(candidate.query, query));

/**
 * `db.course.findUnique({ ...query, where: { id } })`: in one statement when the query asks for the
 * course's lessons in their order (and maybe their sections and the lesson count) and nothing else,
 * otherwise through Prisma.
 */
export async function findCourse(query: CourseQuery, id: number, omitted: Omitted = OMITS_NOTHING): Promise<CourseTree | null> {
  const shape = shapeOf(query);
  if (!shape) return db.course.findUnique({ ...query, where: { id } });
  const [row] = await readRows<Row>`SELECT ${courseJson(shape, omitted)} AS course FROM courses c WHERE c.id = ${id}`;
  return row?.course ? treeOf(shape, row.course) : null;
}

/**
 * `db.course.findMany({ ...query, orderBy: COURSE_ORDER })`, every course in the course list's order:
 * in one statement for the same query shapes as `findCourse` (Prisma sends one for the courses and
 * one for their lessons), otherwise through Prisma.
 */
export async function findCourses(query: CourseQuery, omitted: Omitted = OMITS_NOTHING): Promise<CourseTree[]> {
  const shape = shapeOf(query);
  if (!shape) return db.course.findMany({ ...query, orderBy: COURSE_ORDER });
  // A row per course, not one JSON value for the list: a value of over 64 K characters, one of them
  // outside Latin-1, is a string V8 allocates in memory mapped anew at each read (lessonRead.ts).
  const rows = await readRows<{ course: CourseCells }>`
    SELECT ${courseJson(shape, omitted)} AS course FROM courses c ORDER BY c.position, c.id`;
  return rows.map(({ course }) => treeOf(shape, course));
}

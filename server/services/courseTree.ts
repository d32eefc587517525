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

type Row = { course: (Omit<Course, "createdAt" | "updatedAt"> & Stamps & { lessons: LessonRow[] | null; lessonCount: number }) | null };
/**
 * Times as PostgreSQL writes a timestamp in JSON ("2026-11-29T08:00:00.123456", stored in UTC),
 * made Dates as Prisma's adapter makes them from a row: converting them to milliseconds in SQL
 * (numeric arithmetic) was a quarter of the statement's time.
 */
type Stamps = { createdAt: string; updatedAt: string };
type LessonRow = Omit<Lesson, "createdAt" | "updatedAt"> & Stamps & { sections: SectionRow[] };
type SectionRow = Omit<Section, "updatedAt"> & { updatedAt: string };

function utc(time: string): Date {
  const date = new Date(`${time}+00:00`);
  // What Prisma's adapter cannot read either (a year past 9999, before Christ, infinity).
  if (Number.isNaN(date.getTime())) throw new Error(`A stored time Boxed cannot read: ${time}`);
  return date;
}

const stamped = <T extends { updatedAt: string; createdAt?: string }>(row: T) => ({
  ...row,
  ...(row.createdAt === undefined ? {} : { createdAt: utc(row.createdAt) }),
  updatedAt: utc(row.updatedAt),
});

/**
 * What a read leaves out, because the query does not show it: the sections' notes (`notesHtml`,
 * null then), most of the stored bytes of a course, which its page and a partner's list of section
 * ids do not need.
 */
export type Omitted = { notes: boolean };

/** A course's JSON object (alias `c`) with its lessons in their order, maybe their sections and the lesson count. */
const courseJson = (shape: (typeof SHAPES)[number], omitted: Omitted) => Prisma.sql`json_build_object(
      'id', c.id, 'name', c.name, 'family', c.family, 'category', c.category, 'description', c.description,
      'position', c.position, 'isSample', c.is_sample,
      'createdAt', c.created_at, 'updatedAt', c.updated_at,
      'lessonCount', CASE WHEN ${shape.counted} THEN (SELECT count(*) FROM lessons WHERE course_id = c.id) END,
      'lessons', (
        SELECT json_agg(json_build_object(
          'id', l.id, 'courseId', l.course_id, 'name', l.name, 'description', l.description, 'position', l.position, 'active', l.active,
          'createdAt', l.created_at, 'updatedAt', l.updated_at,
          'sections', CASE WHEN ${shape.sections} THEN COALESCE((
            SELECT json_agg(json_build_object(
              'id', s.id, 'lessonId', s.lesson_id, 'name', s.name, 'notesHtml', ${omitted.notes ? Prisma.sql`NULL` : Prisma.sql`s.notes_html`}, 'position', s.position,
              'updatedAt', s.updated_at
            ) ORDER BY s.position, s.id)
            FROM sections s WHERE s.lesson_id = l.id), '[]') END
        ) ORDER BY l.position, l.id)
        FROM lessons l WHERE l.course_id = c.id)
    )`;

/** The tree as Prisma would have answered it: dates as Dates, the lessons' sections and the count only when asked for. */
function treeOf(shape: (typeof SHAPES)[number], { lessons, lessonCount, ...course }: NonNullable<Row["course"]>): CourseTree {
  return {
    ...stamped(course),
    lessons: (lessons ?? []).map(({ sections, ...lesson }) => ({ ...stamped(lesson), ...(shape.sections ? { sections: sections.map(stamped) } : {}) })),
    ...(shape.counted ? { _count: { lessons: lessonCount } } : {}),
  };
}

const shapeOf = (query: CourseQuery) => SHAPES.find((candidate) => isDeepStrictEqual(candidate.query, query));

/**
 * `db.course.findUnique({ ...query, where: { id } })`: in one statement when the query asks for the
 * course's lessons in their order (and maybe their sections and the lesson count) and nothing else,
 * otherwise through Prisma.
 */
export async function findCourse(query: CourseQuery, id: number, omitted: Omitted = { notes: false }): Promise<CourseTree | null> {
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
export async function findCourses(query: CourseQuery, omitted: Omitted = { notes: false }): Promise<CourseTree[]> {
  const shape = shapeOf(query);
  if (!shape) return db.course.findMany({ ...query, orderBy: COURSE_ORDER });
  // A row per course, not one JSON value for the list: a value of over 64 K characters, one of them
  // outside Latin-1, is a string V8 allocates in memory mapped anew at each read (lessonRead.ts).
  const rows = await readRows<{ course: NonNullable<Row["course"]> }>`
    SELECT ${courseJson(shape, omitted)} AS course FROM courses c ORDER BY c.position, c.id`;
  return rows.map(({ course }) => treeOf(shape, course));
}

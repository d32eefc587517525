// A course with its lessons and their sections in one statement. Prisma sends one statement per
// relation level (the course, its lessons, their sections), and the course page and partner tools
// ask for the three together; this answers the same query shapes with one, as Prisma would have.
import { isDeepStrictEqual } from "node:util";
import type { Course, Lesson, Prisma, Section } from "../db/generated/client.ts";
import { db } from "../db/index.ts";

/** The order of a course's lessons and of a lesson's sections, everywhere they are listed. */
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
type Stamps = { createdAt: number; updatedAt: number };
type LessonRow = Omit<Lesson, "createdAt" | "updatedAt"> & Stamps & { sections: SectionRow[] };
type SectionRow = Omit<Section, "updatedAt"> & { updatedAt: number };

const stamped = <T extends { updatedAt: number; createdAt?: number }>(row: T) => ({
  ...row,
  ...(row.createdAt === undefined ? {} : { createdAt: new Date(row.createdAt) }),
  updatedAt: new Date(row.updatedAt),
});

/**
 * `db.course.findUnique({ ...query, where: { id } })`: in one statement when the query asks for the
 * course's lessons in their order (and maybe their sections and the lesson count) and nothing else,
 * otherwise through Prisma.
 */
export async function findCourse(query: CourseQuery, id: number): Promise<CourseTree | null> {
  const shape = SHAPES.find((candidate) => isDeepStrictEqual(candidate.query, query));
  if (!shape) return db.course.findUnique({ ...query, where: { id } });
  const withSections = shape.sections;
  const [row] = await db.$queryRaw<Row[]>`
    SELECT json_build_object(
      'id', c.id, 'name', c.name, 'family', c.family, 'category', c.category, 'description', c.description,
      'position', c.position, 'isSample', c.is_sample,
      'createdAt', floor(extract(epoch FROM c.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM c.updated_at) * 1000),
      'lessonCount', CASE WHEN ${shape.counted} THEN (SELECT count(*) FROM lessons WHERE course_id = c.id) END,
      'lessons', (
        SELECT json_agg(json_build_object(
          'id', l.id, 'courseId', l.course_id, 'name', l.name, 'description', l.description, 'position', l.position, 'active', l.active,
          'createdAt', floor(extract(epoch FROM l.created_at) * 1000), 'updatedAt', floor(extract(epoch FROM l.updated_at) * 1000),
          'sections', CASE WHEN ${withSections} THEN COALESCE((
            SELECT json_agg(json_build_object(
              'id', s.id, 'lessonId', s.lesson_id, 'name', s.name, 'notesHtml', s.notes_html, 'position', s.position,
              'updatedAt', floor(extract(epoch FROM s.updated_at) * 1000)
            ) ORDER BY s.position, s.id)
            FROM sections s WHERE s.lesson_id = l.id), '[]') END
        ) ORDER BY l.position, l.id)
        FROM lessons l WHERE l.course_id = c.id)
    ) AS course
    FROM courses c WHERE c.id = ${id}`;
  if (!row?.course) return null;
  const { lessons, lessonCount, ...course } = row.course;
  return {
    ...stamped(course),
    lessons: (lessons ?? []).map(({ sections, ...lesson }) => ({ ...stamped(lesson), ...(withSections ? { sections: sections.map(stamped) } : {}) })),
    ...(shape.counted ? { _count: { lessons: lessonCount } } : {}),
  };
}

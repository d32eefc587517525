// GET /api/courses/ and GET /api/courses/{id}: the course entity of spec section 3.
import { RestError, type RestRoute } from "./door.ts";
import { pathId } from "./questions.ts";

const COURSE_FRAGMENT = /* GraphQL */ `
  fragment RestCourse on Course {
    courseId name competitionName category
    progress { total completed rate }
    lessons {
      lessonId name active practiceQuestionIds exampleQuestionIds
      progress { total completed rate }
    }
  }
`;

type Progress = { total: number; completed: number; rate: number };
type CourseData = {
  courseId: number;
  name: string;
  competitionName: string;
  category: string;
  progress: Progress;
  lessons: { lessonId: number; name: string; active: boolean; practiceQuestionIds: number[]; exampleQuestionIds: number[]; progress: Progress }[];
};

/** Completed counts are the viewer's (0 for an anonymous visitor); rates run from 0 to 1. */
function courseJson(course: CourseData) {
  return {
    id: course.courseId,
    course_name: course.name,
    competition_name: course.competitionName,
    category: course.category,
    num_questions: course.progress.total,
    completed_questions: course.progress.completed,
    completion_rate: course.progress.rate,
    lessions: course.lessons.map((lesson) => ({
      id: lesson.lessonId,
      lession_name: lesson.name,
      active: lesson.active,
      question_ids: lesson.practiceQuestionIds,
      example_question_ids: lesson.exampleQuestionIds,
      total_questions: lesson.progress.total,
      completed_questions: lesson.progress.completed,
      completion_rate: lesson.progress.rate,
    })),
  };
}

type Viewer = { isAdmin: boolean; isEditor: boolean } | null;

export const coursesRoute: RestRoute<{ viewer: Viewer; courses: CourseData[] }> = {
  method: "GET",
  url: "/api/courses/",
  document: /* GraphQL */ `
    query RestCourses { viewer { isAdmin isEditor } courses { ...RestCourse } }
    ${COURSE_FRAGMENT}
  `,
  toJson: ({ viewer, courses }) => ({
    courses: courses.map(courseJson),
    is_admin: viewer?.isAdmin ?? false,
    is_editor: viewer?.isEditor ?? false,
    is_signed_in: viewer !== null,
  }),
};

export const courseRoute: RestRoute<{ course: CourseData | null }> = {
  method: "GET",
  url: "/api/courses/:id",
  document: /* GraphQL */ `
    query RestCourse($courseId: Int!) { course(courseId: $courseId) { ...RestCourse } }
    ${COURSE_FRAGMENT}
  `,
  variables: (request) => ({ courseId: pathId((request.params as { id?: string }).id, "Invalid course id") }),
  toJson: ({ course }) => {
    if (!course) throw new RestError(404, "Course not found");
    return courseJson(course);
  },
};

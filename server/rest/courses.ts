// GET /api/courses/ and GET /api/courses/{id}: the course entity of spec section 3.
import { RestError, restRoute } from "./door.ts";
import { pathId } from "./questions.ts";
import { RestCourseDocument, RestCoursesDocument, type RestCourseFragment } from "./__generated__/graphql.ts";

/** Completed counts are the viewer's (0 for an anonymous visitor); rates run from 0 to 1. */
function courseJson(course: RestCourseFragment) {
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

export const coursesRoute = restRoute({
  method: "GET",
  url: "/api/courses/",
  document: RestCoursesDocument,
  toJson: ({ viewer, courses }) => ({
    courses: courses.map(courseJson),
    is_admin: viewer?.isAdmin ?? false,
    is_editor: viewer?.isEditor ?? false,
    is_signed_in: viewer !== null,
  }),
});

export const courseRoute = restRoute({
  method: "GET",
  url: "/api/courses/:id",
  document: RestCourseDocument,
  variables: (request) => ({ courseId: pathId((request.params as { id?: string }).id, "Invalid course id") }),
  toJson: ({ course }) => {
    if (!course) throw new RestError(404, "Course not found");
    return courseJson(course);
  },
});

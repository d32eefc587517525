import { graphql, useLazyLoadQuery } from "react-relay";
import type { CoursesScreenQuery } from "../../__generated__/CoursesScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { CourseCard } from "./CourseCard.tsx";

export default function CoursesScreen() {
  return (
    <ScreenError title="Error loading courses">
      <Courses />
    </ScreenError>
  );
}

function Courses() {
  const { viewer, courses } = useLazyLoadQuery<CoursesScreenQuery>(
    graphql`
      query CoursesScreenQuery {
        viewer { id isAdmin isEditor }
        courses { id ...CourseCard_course }
      }
    `,
    {},
  );
  const canEdit = Boolean(viewer?.isAdmin || viewer?.isEditor);
  return (
    <div className="courses">
      <h1>Courses</h1>
      <p className="muted learn-lead">Lessons with short notes, worked examples and practice questions, grouped by contest.</p>
      {courses.length === 0 ? (
        <p className="empty card">No courses available at the moment.</p>
      ) : (
        <div className="course-grid">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} signedIn={viewer !== null} canEdit={canEdit} />
          ))}
        </div>
      )}
    </div>
  );
}

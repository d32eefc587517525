import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { CourseScreenQuery } from "../../__generated__/CourseScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { CompletionBar } from "../../components/CompletionBar.tsx";
import { CourseLesson } from "./CourseLesson.tsx";

export default function CourseScreen() {
  return (
    <ScreenError title="Error loading course details" action={<p><Link to="/courses">Back to Courses</Link></p>}>
      <Course />
    </ScreenError>
  );
}

function Course() {
  const [params] = useSearchParams();
  const courseId = Number(params.get("course_id"));
  if (!Number.isInteger(courseId) || courseId < 1) throw new Error("Invalid course id: open a course from the course list.");
  const { viewer, course } = useLazyLoadQuery<CourseScreenQuery>(
    graphql`
      query CourseScreenQuery($courseId: Int!) {
        viewer { id isAdmin isEditor }
        course(courseId: $courseId) {
          courseId
          name
          competitionName
          category
          description
          isSample
          lessonCount
          progress { total ...CompletionBar_completion }
          lessons { id ...CourseLesson_lesson }
        }
      }
    `,
    { courseId },
  );
  if (!course) throw new Error(`There is no course with id ${courseId}.`);
  const signedIn = viewer !== null;
  return (
    <div className="course-page">
      <nav className="learn-breadcrumb" aria-label="Breadcrumb">
        <Link to="/courses">Courses</Link> <span aria-hidden="true">›</span> <span>{course.name}</span>
      </nav>
      <header className="learn-header">
        <div>
          <h1>{course.name}</h1>
          <p className="course-meta">
            <span className="badge badge-competition">{course.competitionName}</span>
            <span className="muted">{course.category} · {course.lessonCount} lessons · {course.progress.total} questions</span>
            {course.isSample && <SampleBadge />}
          </p>
        </div>
        {(viewer?.isAdmin || viewer?.isEditor) && (
          <a className="button button-secondary" href={`/edit_course?id=${course.courseId}`}>Edit Course</a>
        )}
      </header>
      {course.description && <p className="learn-lead">{course.description}</p>}
      {signedIn && <CompletionBar completion={course.progress} label={`${course.name} completion`} />}
      {course.lessons.length === 0 ? (
        <p className="empty card">This course has no lessons yet.</p>
      ) : (
        <ol className="course-lessons">
          {course.lessons.map((lesson, index) => (
            <CourseLesson key={lesson.id} lesson={lesson} number={index + 1} signedIn={signedIn} />
          ))}
        </ol>
      )}
    </div>
  );
}

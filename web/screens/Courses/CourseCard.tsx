import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CourseCard_course$key } from "../../__generated__/CourseCard_course.graphql.ts";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { CompletionBar } from "../../components/CompletionBar.tsx";

/** Lessons named on a course card (the page size of lessonsConnection below); the course page lists them all. */
const PREVIEW_LESSONS = 5;

export function CourseCard(props: { course: CourseCard_course$key; signedIn: boolean; canEdit: boolean }) {
  const course = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        courseId
        name
        competitionName
        category
        isSample
        lessonCount
        progress { total ...CompletionBar_completion }
        lessonsConnection(first: 5) { edges { node { id name active } } }
      }
    `,
    props.course,
  );
  const hidden = course.lessonCount - PREVIEW_LESSONS;
  const titleId = `course-${course.courseId}-title`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <header className="card-header">
        <h2 id={titleId}>{course.name}</h2>
        {course.isSample && <SampleBadge />}
      </header>
      <p className="course-meta">
        <span className="badge badge-competition">{course.competitionName}</span>
        <span className="muted">{course.category}</span>
      </p>
      <dl className="course-counts">
        <div><dt>Lessons</dt><dd>{course.lessonCount}</dd></div>
        <div><dt>Questions</dt><dd>{course.progress.total}</dd></div>
      </dl>
      {props.signedIn && <CompletionBar completion={course.progress} label={`${course.name} completion`} />}
      <ul className="lesson-preview" aria-label="Lessons">
        {course.lessonsConnection.edges.map(({ node: lesson }) => (
          <li key={lesson.id}>
            <span>{lesson.name}</span>
            {!lesson.active && <span className="badge badge-inactive">Inactive</span>}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="muted more-lessons">+{hidden} more lessons...</p>}
      <div className="card-actions">
        <Link className="button" to={`/get_course?course_id=${course.courseId}`}>View All Lessons</Link>
        {props.canEdit && <a className="button button-secondary" href={`/edit_course?id=${course.courseId}`}>Edit Course</a>}
      </div>
    </article>
  );
}

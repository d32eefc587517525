import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CourseLesson_lesson$key } from "../../__generated__/CourseLesson_lesson.graphql.ts";
import { CompletionBar } from "../../components/CompletionBar.tsx";

/** One lesson of a course, opening the lesson page at its first section. */
export function CourseLesson(props: { lesson: CourseLesson_lesson$key; number: number; signedIn: boolean }) {
  const lesson = useFragment(
    graphql`
      fragment CourseLesson_lesson on Lesson {
        lessonId
        name
        description
        active
        progress { total ...CompletionBar_completion }
        sections { sectionId }
      }
    `,
    props.lesson,
  );
  const firstSection = lesson.sections[0];
  const to = `/section-notes?id=${lesson.lessonId}${firstSection ? `&sid=${firstSection.sectionId}` : ""}`;
  return (
    <li className={`card course-lesson${lesson.active ? "" : " inactive"}`}>
      <span className="lesson-number" aria-hidden="true">{props.number}</span>
      <div className="course-lesson-body">
        <h2>
          <Link to={to}>{lesson.name}</Link>
          {!lesson.active && <span className="badge badge-inactive">Inactive</span>}
        </h2>
        {lesson.description && <p className="muted">{lesson.description}</p>}
        <p className="course-lesson-facts">
          {lesson.sections.length} sections · {lesson.progress.total} practice questions
        </p>
        {props.signedIn && <CompletionBar completion={lesson.progress} label={`${lesson.name} completion`} />}
      </div>
    </li>
  );
}

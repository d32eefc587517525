import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { LessonSidebar_lesson$key } from "../../__generated__/LessonSidebar_lesson.graphql.ts";

/** The lesson's sections, the current one marked, completed ones checked. */
export function LessonSidebar(props: { lesson: LessonSidebar_lesson$key; currentSectionId: number | null; signedIn: boolean }) {
  const lesson = useFragment(
    graphql`
      fragment LessonSidebar_lesson on Lesson {
        lessonId
        sections { id sectionId name progress { completed total } }
      }
    `,
    props.lesson,
  );
  return (
    <nav className="lesson-sidebar card" aria-label="Sections">
      <h2>Sections</h2>
      <ol>
        {lesson.sections.map((section) => {
          const { completed, total } = section.progress;
          const done = total > 0 && completed === total;
          const current = section.sectionId === props.currentSectionId;
          return (
            <li key={section.id} className={done ? "completed" : undefined}>
              <Link to={`/section-notes?id=${lesson.lessonId}&sid=${section.sectionId}`} aria-current={current ? "page" : undefined}>
                {done ? <span className="section-check" role="img" aria-label="Completed">✓</span> : <span className="section-check" aria-hidden="true" />}
                <span className="section-name">{section.name}</span>
                {props.signedIn && total > 0 && <span className="section-count">{completed}/{total}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { RelatedSections_question$key } from "../../__generated__/RelatedSections_question.graphql.ts";

/** The lessons (and their sections) that use this question. */
export function RelatedSections(props: { question: RelatedSections_question$key }) {
  const { relatedSections } = useFragment(
    graphql`
      fragment RelatedSections_question on Question {
        relatedSections {
          isExample
          section { id sectionId name lesson { lessonId name } }
        }
      }
    `,
    props.question,
  );
  return (
    <section className="card related-lessons" aria-labelledby="related-title">
      <h2 id="related-title">Related lessons</h2>
      {relatedSections.length === 0 ? (
        <p className="empty">This problem is not part of a lesson yet.</p>
      ) : (
        <ul className="link-list">
          {relatedSections.map(({ isExample, section }) => (
            <li key={section.id}>
              <Link to={`/section-notes?id=${section.lesson.lessonId}&sid=${section.sectionId}`}>{section.lesson.name}</Link>
              <span className="muted">{section.name}{isExample ? " · worked example" : ""}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

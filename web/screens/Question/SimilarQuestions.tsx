import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { SimilarQuestions_question$key } from "../../__generated__/SimilarQuestions_question.graphql.ts";

/** A padlock drawn inline: emoji fonts are not everywhere. */
function LockIcon() {
  return (
    <svg className="lock" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** Premium: subscribers open similar problems; others see them locked and are offered the upgrade (the server says which). */
export function SimilarQuestions(props: { question: SimilarQuestions_question$key }) {
  const { questionId, similarQuestionsLocked, similarQuestions } = useFragment(
    graphql`
      fragment SimilarQuestions_question on Question {
        questionId
        similarQuestionsLocked
        similarQuestions { questionId competitionName competitionYear problemNumber title locked }
      }
    `,
    props.question,
  );
  return (
    <section className="card similar-questions" aria-labelledby="similar-title">
      <header className="card-header">
        <h2 id="similar-title">Similar questions</h2>
        <span className="badge badge-premium">Premium</span>
      </header>
      {similarQuestions.length === 0 ? (
        <p className="empty">No similar questions yet.</p>
      ) : (
        <ul className="link-list">
          {similarQuestions.map((similar) => {
            const label = similar.title;
            return (
              <li key={`${similar.competitionName}-${similar.competitionYear}-${similar.problemNumber}`}>
                {similar.locked || similar.questionId === null ? (
                  <Link to="/checkout" className="locked-link" aria-label={`${label} (premium, locked)`}>
                    <LockIcon /> {label}
                  </Link>
                ) : (
                  <Link to={`/question/${similar.questionId}`}>{label}</Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="similar-practice">
        {similarQuestions.length === 0 ? null : !similarQuestionsLocked ? (
          <Link className="button button-small" to={`/random?similar=${questionId}`}>Practice Similar Problems</Link>
        ) : (
          <Link className="button button-small button-premium" to="/checkout" aria-label="Practice Similar Problems (premium, locked)">
            <LockIcon /> Practice Similar Problems
          </Link>
        )}
      </p>
    </section>
  );
}

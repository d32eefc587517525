// The score of a result, its counts and time, the rating change (provisional while the rating
// still moves quickly: its uncertainty) with the server's message, and how each topic went.
import { graphql, useFragment } from "react-relay";
import type { ResultSummary_result$key } from "../../__generated__/ResultSummary_result.graphql.ts";

export function ResultSummary(props: { result: ResultSummary_result$key }) {
  const result = useFragment(
    graphql`
      fragment ResultSummary_result on ContestResult {
        score
        fullScore
        correct
        blank
        incorrect
        timeSpentSeconds
        rated
        message
        ratingChange { label before after provisional uncertainty }
        topics { label correct total }
      }
    `,
    props.result,
  );
  const change = result.ratingChange;
  const difference = change ? change.after - change.before : 0;
  const minutes = Math.floor(result.timeSpentSeconds / 60);
  return (
    <section className="card result-summary" aria-label="Score">
      <p className="result-score"><strong>{result.score}</strong> / {result.fullScore}</p>
      <ul className="result-counts">
        <li>{result.correct} correct</li>
        <li>{result.incorrect} incorrect</li>
        <li>{result.blank} blank</li>
        <li>{minutes} min {result.timeSpentSeconds % 60} s</li>
      </ul>
      {change && (
        <p className="result-rating">
          {change.label} rating: {change.before} → <strong>{change.after}</strong> ({difference >= 0 ? "+" : ""}{difference}) <span className="rating-uncertainty" title="One standard error: about 2 times in 3 your level is within this of the rating">± {change.uncertainty}</span>
          {change.provisional && <span className="muted"> · provisional: your first 3 rated contests move it quickly</span>}
        </p>
      )}
      <p className={result.rated ? "" : "notice"}>{result.message}</p>
      {result.topics.length > 0 && (
        <>
          <h2>By topic</h2>
          <ul className="result-topics">
            {result.topics.map((topic) => (
              <li key={topic.label}>
                <span>{topic.label}</span> <strong>{topic.correct} of {topic.total}</strong> correct
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

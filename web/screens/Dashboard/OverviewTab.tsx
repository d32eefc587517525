// Test Results: each contest submission's answers as a row of marks, with its score.
import { graphql, useFragment } from "react-relay";
import type { OverviewTab_dashboard$key } from "../../__generated__/OverviewTab_dashboard.graphql.ts";

const MARKS = {
  correct: { symbol: "✓", label: "correct" },
  incorrect: { symbol: "✗", label: "incorrect" },
  blank: { symbol: "–", label: "unanswered" },
} as const;

const markOf = (answer: number | null | undefined) => (answer === 1 ? "correct" : answer === 0 ? "incorrect" : "blank");

export const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

const formatDate = (value: unknown) =>
  new Date(String(value)).toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

export function OverviewTab(props: { dashboard: OverviewTab_dashboard$key }) {
  const { testResults } = useFragment(
    graphql`
      fragment OverviewTab_dashboard on Dashboard {
        testResults {
          competitionName
          competitionYear
          title
          submissions { submittedAt score fullScore correct blank incorrect percent answers }
        }
      }
    `,
    props.dashboard,
  );
  if (testResults.length === 0) {
    return <section className="card empty-state" role="status"><p>No test results available yet.</p></section>;
  }
  return (
    <div className="dashboard-results">
      {testResults.map((competition) => (
        <section
          key={`${competition.competitionName}-${competition.competitionYear}`}
          className="card dashboard-result"
          aria-label={competition.title}
        >
          <h2>{competition.title}</h2>
          <ol className="submission-list">
            {competition.submissions.map((submission, index) => (
              <li key={index} className="submission">
                <div className="submission-facts">
                  <span className="submission-date muted">{formatDate(submission.submittedAt)}</span>
                  <span className="submission-score"><strong>{formatScore(submission.score)}</strong> / {formatScore(submission.fullScore)}</span>
                  <span className="submission-percent">{submission.percent}%</span>
                  <span className="submission-counts">
                    <span className="count-correct">{submission.correct} correct</span>
                    {" · "}
                    <span className="count-blank">{submission.blank} blank</span>
                    {" · "}
                    <span className="count-incorrect">{submission.incorrect} incorrect</span>
                  </span>
                </div>
                <ol className="answer-marks" aria-label="Answers">
                  {submission.answers.map((answer, number) => {
                    const mark = MARKS[markOf(answer)];
                    return (
                      <li key={number} className={`answer-mark mark-${markOf(answer)}`} title={`Problem ${number + 1}: ${mark.label}`}>
                        <span className="answer-mark-number">{number + 1}</span>
                        <span role="img" aria-label={mark.label}>{mark.symbol}</span>
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

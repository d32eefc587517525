// Votes per answer of every survey (the spec's survey_summary), one table per survey.
import { graphql, useFragment } from "react-relay";
import type { SurveyResults_stats$key } from "../../__generated__/SurveyResults_stats.graphql.ts";

export function SurveyResults(props: { stats: SurveyResults_stats$key }) {
  const { surveySummary } = useFragment(
    graphql`
      fragment SurveyResults_stats on Stats {
        surveySummary { surveyId question answer votes }
      }
    `,
    props.stats,
  );
  const surveys = [...new Set(surveySummary.map((row) => row.surveyId))].map((surveyId) => {
    const rows = surveySummary.filter((row) => row.surveyId === surveyId);
    return { surveyId, question: rows[0].question, rows, total: rows.reduce((sum, row) => sum + row.votes, 0) };
  });
  return (
    <section className="card" aria-labelledby="survey-results-title">
      <h2 id="survey-results-title">Survey results</h2>
      {surveys.length === 0 && <p className="empty">No surveys yet.</p>}
      {surveys.map((survey) => (
        <table className="table survey-results" key={survey.surveyId}>
          <caption>{survey.question} ({survey.total} {survey.total === 1 ? "vote" : "votes"})</caption>
          <thead><tr><th scope="col">Answer</th><th scope="col">Votes</th><th scope="col">Share</th></tr></thead>
          <tbody>
            {survey.rows.map((row) => (
              <tr key={row.answer}>
                <th scope="row">{row.answer}</th>
                <td>{row.votes}</td>
                <td>
                  <span className="survey-bar" style={{ width: `${survey.total ? (row.votes / survey.total) * 100 : 0}%` }} />
                  {survey.total ? Math.round((row.votes / survey.total) * 100) : 0}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

import { graphql, useFragment } from "react-relay";
import type { QuestionStats_question$key } from "../../__generated__/QuestionStats_question.graphql.ts";

const percent = (value: number) => `${Math.round(value)}%`;

/** How often students get it right: measured on first answers, and estimated from its difficulty. */
export function QuestionStats(props: { question: QuestionStats_question$key }) {
  const question = useFragment(
    graphql`
      fragment QuestionStats_question on Question {
        successRate
        estimatedSuccessRate
      }
    `,
    props.question,
  );
  const measured = question.successRate ?? null;
  return (
    <section className="card question-stats" aria-labelledby="stats-title">
      <h2 id="stats-title">Success rate</h2>
      <dl className="stat-tiles">
        <div>
          <dt>First try</dt>
          <dd data-testid="success-rate">{measured === null ? <span className="stat-none">No answers yet</span> : percent(measured)}</dd>
        </div>
        <div>
          <dt>Estimated</dt>
          <dd data-testid="estimated-success-rate">{percent(question.estimatedSuccessRate)}</dd>
        </div>
      </dl>
      <p className="muted stat-caption">Students right on their first try, and the share expected from the problem's difficulty.</p>
    </section>
  );
}

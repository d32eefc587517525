// All AMC Questions: per competition a row of cells (Dashboard.masteryColumns), one per problem number, coloured by the
// student's result (correct, incorrect, blank); a cell opens its question when there is one.
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { MasteryTab_dashboard$key } from "../../__generated__/MasteryTab_dashboard.graphql.ts";

const stateOf = (cell: number | undefined) => (cell === 1 ? "correct" : cell === -1 ? "incorrect" : "blank");
const STATE_LABELS = { correct: "Correct", incorrect: "Incorrect", blank: "Blank" } as const;

export function MasteryTab(props: { dashboard: MasteryTab_dashboard$key }) {
  const { mastery, masteryColumns } = useFragment(
    graphql`
      fragment MasteryTab_dashboard on Dashboard {
        masteryColumns
        mastery { competitionName competitionYear title cells topicLabels questionIds }
      }
    `,
    props.dashboard,
  );
  return (
    <section className="card mastery" aria-label="All AMC Questions">
      <ul className="mastery-legend" aria-label="Legend">
        {(["correct", "incorrect", "blank"] as const).map((state) => (
          <li key={state}><span className={`mastery-swatch mastery-${state}`} aria-hidden="true" /> {STATE_LABELS[state]}</li>
        ))}
      </ul>
      {mastery.length === 0 ? (
        <p className="empty" role="status">No AMC contests yet.</p>
      ) : (
        <div className="mastery-table" role="table" aria-label="Results per problem number">
          <div className="mastery-row mastery-numbers" role="row">
            <span className="mastery-name" role="columnheader">Contest</span>
            {Array.from({ length: masteryColumns }, (_, index) => (
              <span key={index} className="mastery-number" role="columnheader">{index + 1}</span>
            ))}
          </div>
          {mastery.map((row) => {
            const name = row.title;
            return (
              <div key={`${row.competitionName}-${row.competitionYear}`} className="mastery-row" role="row" aria-label={name}>
                <span className="mastery-name" role="rowheader">{name}</span>
                {Array.from({ length: masteryColumns }, (_, index) => {
                  const state = stateOf(row.cells[index]);
                  const questionId = row.questionIds[index] ?? null;
                  const topic = row.topicLabels[index];
                  const title = `${name} · Problem ${index + 1}: ${STATE_LABELS[state]}${topic ? ` · ${topic}` : ""}`;
                  return (
                    <span key={index} role="cell" className="mastery-cell-wrap">
                      {questionId !== null ? (
                        <Link to={`/question/${questionId}`} className={`mastery-cell mastery-${state}`} title={title} aria-label={title} data-state={state} />
                      ) : (
                        <span role="img" className={`mastery-cell mastery-${state} mastery-missing`} title={title} aria-label={title} data-state={state} />
                      )}
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

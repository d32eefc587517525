// Each question of a result: the student's answer, the correct one (only when the server sends the
// key) and how it went, with a link to review the question (its page shows the solution now).
// On a phone the Review column would not fit beside the others: the question's number is the link.
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ResultAnswers_result$key } from "../../__generated__/ResultAnswers_result.graphql.ts";

export function ResultAnswers(props: { result: ResultAnswers_result$key }) {
  const result = useFragment(
    graphql`
      fragment ResultAnswers_result on ContestResult {
        answerKeyShown
        answers { questionId given correct blank correctAnswer }
      }
    `,
    props.result,
  );
  return (
    <section className="card" aria-labelledby="result-answers-title">
      <h2 id="result-answers-title">Your answers</h2>
      <div className="table-scroll">
        <table className="table result-answers">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Your answer</th>
              {result.answerKeyShown && <th scope="col">Correct answer</th>}
              <th scope="col">Result</th>
              <th scope="col" className="result-review"><span className="visually-hidden">Review</span></th>
            </tr>
          </thead>
          <tbody>
            {result.answers.map((entry, index) => {
              const status = entry.blank ? "Blank" : entry.correct ? "Correct" : "Incorrect";
              const review = { to: `/question/${entry.questionId}`, "aria-label": `Review question ${index + 1}` };
              return (
                <tr key={entry.questionId}>
                  <td>
                    <span className="result-number">{index + 1}</span>
                    <Link {...review} className="result-number-link">{index + 1}</Link>
                  </td>
                  <td>{entry.blank ? "—" : entry.given}</td>
                  {result.answerKeyShown && <td>{entry.correctAnswer}</td>}
                  <td className={`result-${status.toLowerCase()}`}>{status}</td>
                  <td className="result-review"><Link {...review}>Review</Link></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

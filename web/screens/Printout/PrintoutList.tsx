import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import type { PrintoutList_user$key } from "../../__generated__/PrintoutList_user.graphql.ts";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { questionTitle } from "../Question/questionTitle.ts";
import { useRemoveFromPrintout } from "./mutations.ts";

/** The collected problems, numbered and typeset; on paper only the problems are printed. */
export function PrintoutList(props: { user: PrintoutList_user$key }) {
  const user = useFragment(
    graphql`
      fragment PrintoutList_user on User {
        printout(first: 100) @connection(key: "PrintoutList_printout") {
          __id
          edges {
            node {
              id
              questionId
              problemNumber
              competition { title }
              ...QuestionStatement_question
              ...StaffLinks_question
            }
          }
        }
      }
    `,
    props.user,
  );
  const [remove] = useRemoveFromPrintout(user.printout.__id);
  const questions = user.printout.edges.map((edge) => edge.node);
  const count = questions.length;

  async function removeItem(question: { id: string; questionId: number }) {
    try {
      await remove(question);
    } catch (error) {
      toast.error((error as Error).message || "An error occurred");
    }
  }

  return (
    <div className="printout">
      <header className="printout-header">
        <div>
          <h1>Printout</h1>
          <p className="muted no-print">
            {count === 0 ? "Your printout is empty." : `${count} ${count === 1 ? "problem" : "problems"} ready to print.`}
          </p>
        </div>
        {count > 0 && (
          <button type="button" className="button no-print" onClick={() => window.print()}>Print</button>
        )}
      </header>
      {count === 0 ? (
        <section className="card empty-state">
          <p className="empty">No problems in your printout yet.</p>
          <p>Use <strong>Add to Printout</strong> on a question page or on the Question of the Day to collect problems here.</p>
          <p><Link className="button button-secondary" to="/">Back to Home</Link></p>
        </section>
      ) : (
        <ol className="printout-list">
          {questions.map((question, index) => (
            <li key={question.id} className="card printout-item" aria-label={`Problem ${index + 1}`}>
              <header className="printout-item-header">
                <h2><span className="printout-number">{index + 1}.</span> <span className="printout-source">{questionTitle(question)}</span></h2>
                <div className="printout-item-actions no-print">
                  <Link to={`/question/${question.questionId}`}>Open</Link>
                  <StaffLinks question={question} />
                  <button type="button" className="button button-small button-secondary" onClick={() => void removeItem(question)}>
                    Remove
                  </button>
                </div>
              </header>
              <QuestionStatement question={question} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

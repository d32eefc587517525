// The signed-in user's own questions on the add-question page: each one's review status and the
// reviewing editor's note.
import { graphql, useLazyLoadQuery } from "react-relay";
import type { MyQuestionsQuery } from "../../__generated__/MyQuestionsQuery.graphql.ts";

const STATUS_WORDS = { PUBLISHED: "Published", PENDING_REVIEW: "Waiting for review", REJECTED: "Rejected", DELETED: "Deleted" } as const;

export function MyQuestions(props: { fetchKey: number }) {
  const { mySubmittedQuestionsConnection } = useLazyLoadQuery<MyQuestionsQuery>(
    graphql`
      query MyQuestionsQuery {
        mySubmittedQuestionsConnection(first: 50) {
          edges { node { questionId text problemNumber competitionTitle status reviewNote } }
        }
      }
    `,
    {},
    { fetchKey: props.fetchKey, fetchPolicy: "network-only" },
  );
  const mySubmittedQuestions = mySubmittedQuestionsConnection.edges.map((edge) => edge.node);
  if (mySubmittedQuestions.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-questions-title">
      <h2 id="my-questions-title">Your questions</h2>
      <table className="table my-questions">
        <thead><tr><th>Question</th><th>Status</th><th>Note</th></tr></thead>
        <tbody>
          {mySubmittedQuestions.map((question) => (
            <tr key={question.questionId}>
              <td>{question.competitionTitle ? `${question.competitionTitle} #${question.problemNumber}` : `Question ${question.questionId}`}</td>
              <td>{STATUS_WORDS[question.status as keyof typeof STATUS_WORDS] ?? question.status}</td>
              <td>{question.reviewNote ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

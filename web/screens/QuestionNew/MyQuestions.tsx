// The signed-in user's own questions on the add-question page: each one's review status and the
// reviewing editor's note, newest first, a page at a time (Show more).
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { MyQuestionsQuery } from "../../__generated__/MyQuestionsQuery.graphql.ts";
import type { MyQuestions_query$key } from "../../__generated__/MyQuestions_query.graphql.ts";
import { ShowMore } from "../../components/ShowMore.tsx";

const STATUS_WORDS = { PUBLISHED: "Published", PENDING_REVIEW: "Waiting for review", REJECTED: "Rejected", DELETED: "Deleted" } as const;

/** Questions a page: the first comes with the screen, each Show more adds as many. */
const MY_QUESTIONS_PAGE = 20;

export function MyQuestions(props: { fetchKey: number }) {
  const query = useLazyLoadQuery<MyQuestionsQuery>(
    graphql`
      query MyQuestionsQuery {
        ...MyQuestions_query
      }
    `,
    {},
    { fetchKey: props.fetchKey, fetchPolicy: "network-only" },
  );
  return <MyQuestionList query={query} />;
}

function MyQuestionList(props: { query: MyQuestions_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MyQuestions_query on Query
      @refetchable(queryName: "MyQuestionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        mySubmittedQuestionsConnection(first: $count, after: $cursor) @connection(key: "MyQuestions_mySubmittedQuestionsConnection") {
          totalCount
          edges { node { questionId text problemNumber competitionTitle status reviewNote } }
        }
      }
    `,
    props.query,
  );
  const mySubmittedQuestions = data.mySubmittedQuestionsConnection.edges.map((edge) => edge.node);
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
      <ShowMore
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onShowMore={() => loadNext(MY_QUESTIONS_PAGE)}
        label={`Show more questions (${mySubmittedQuestions.length} of ${data.mySubmittedQuestionsConnection.totalCount})`}
        small
      />
    </section>
  );
}

// /review: editors and admins go through the questions waiting for review, see each as students
// would, and approve it or reject it with a note for its author, a page at a time (Show more).
// Others are told it is for editors.
import { useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { SignInRedirect } from "../../components/SignInBoundary.tsx";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import type { ReviewScreenQuery } from "../../__generated__/ReviewScreenQuery.graphql.ts";
import type { ReviewScreenQueueQuery } from "../../__generated__/ReviewScreenQueueQuery.graphql.ts";
import type { ReviewScreen_queue$data, ReviewScreen_queue$key } from "../../__generated__/ReviewScreen_queue.graphql.ts";
import { ShowMore } from "../../components/ShowMore.tsx";
import type { ReviewDecision, ReviewScreenDecideMutation } from "../../__generated__/ReviewScreenDecideMutation.graphql.ts";
import { CHOICE_LETTERS } from "../../components/QuestionStatement.tsx";
import { MathHtml } from "../../components/MathHtml.tsx";
import { inputErrorOf, useMutationAsync } from "../../relay/useMutationAsync.ts";

export default function ReviewScreen() {
  const { viewer } = useLazyLoadQuery<ReviewScreenQuery>(
    graphql`
      query ReviewScreenQuery {
        viewer { isEditor isAdmin }
      }
    `,
    {},
  );
  if (!viewer) return <SignInRedirect />;
  if (!viewer.isEditor && !viewer.isAdmin) {
    return (
      <section className="card error" role="alert">
        <h1>Review queue</h1>
        <p>Only editors review questions.</p>
      </section>
    );
  }
  return <ReviewQueue isAdmin={viewer.isAdmin} />;
}

/** Questions a page: the first comes with the screen, each Show more adds as many. */
const QUEUE_PAGE = 20;

function ReviewQueue(props: { isAdmin: boolean }) {
  const query = useLazyLoadQuery<ReviewScreenQueueQuery>(
    graphql`
      query ReviewScreenQueueQuery {
        ...ReviewScreen_queue
      }
    `,
    {},
    { fetchPolicy: "network-only" },
  );
  return <QueueList query={query} isAdmin={props.isAdmin} />;
}

/** The waiting questions, oldest first, a page at a time (Query.reviewQueueConnection). */
function QueueList(props: { query: ReviewScreen_queue$key; isAdmin: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ReviewScreen_queue on Query
      @refetchable(queryName: "ReviewScreenQueuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        reviewQueueConnection(first: $count, after: $cursor) @connection(key: "ReviewScreen_reviewQueueConnection") {
          totalCount
          edges {
            node {
              questionId text problemHtml isMultipleChoice choices answer solutionHtml problemNumber competitionTitle
              topic authorName createdAt
            }
          }
        }
      }
    `,
    props.query,
  );
  const [decided, setDecided] = useState<number[]>([]);
  const shown = data.reviewQueueConnection.edges.map((edge) => edge.node);
  const pending = shown.filter((question) => !decided.includes(question.questionId));
  const waiting = data.reviewQueueConnection.totalCount - decided.length;
  return (
    <div>
      <h1>Review queue</h1>
      {pending.length === 0 && !hasNext && <p className="empty card">No questions are waiting for review.</p>}
      {pending.map((question) => (
        <PendingQuestion key={question.questionId} question={question} isAdmin={props.isAdmin} onDecided={() => setDecided([...decided, question.questionId])} />
      ))}
      <ShowMore
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onShowMore={() => loadNext(QUEUE_PAGE)}
        label={`Show more questions (${pending.length} of ${waiting} waiting)`}
      />
    </div>
  );
}

type Pending = ReviewScreen_queue$data["reviewQueueConnection"]["edges"][number]["node"];

function PendingQuestion(props: { question: Pending; isAdmin: boolean; onDecided: () => void }) {
  const { question } = props;
  const [note, setNote] = useState("");
  const [decide, deciding] = useMutationAsync<ReviewScreenDecideMutation>(graphql`
    mutation ReviewScreenDecideMutation($questionId: Int!, $decision: ReviewDecision!, $note: String) {
      reviewQuestion(questionId: $questionId, decision: $decision, note: $note) {
        __typename
        ... on InputError { message }
        ... on QuestionDraft { status }
      }
    }
  `);
  async function send(decision: ReviewDecision) {
    try {
      const { reviewQuestion } = await decide({ questionId: question.questionId, decision, note: note || null });
      const problem = inputErrorOf(reviewQuestion);
      if (problem) return void toast.error(problem);
      toast.success(decision === "APPROVE" ? "Question approved: students can see it now." : "Question rejected: its author sees your note.");
      props.onDecided();
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }
  const where = question.competitionTitle ? `${question.competitionTitle} #${question.problemNumber}` : "No competition";
  return (
    <article className="card review-item" aria-label={`Question ${question.questionId}`}>
      <div className="card-header">
        <h2>Question {question.questionId}</h2>
        <span className="muted">{where} · by {question.authorName ?? "unknown"}</span>
      </div>
      {question.problemHtml ? <MathHtml html={question.problemHtml} /> : <p>{question.text}</p>}
      {question.isMultipleChoice && question.choices.length > 0 && (
        <ol className="choices" aria-label="Choices">
          {question.choices.map((choice, index) => (
            <li key={CHOICE_LETTERS[index]}>
              <span className="choice-letter">({CHOICE_LETTERS[index]})</span> <MathHtml html={choice} inline />
            </li>
          ))}
        </ol>
      )}
      <p><strong>Answer:</strong> {question.answer}</p>
      {question.solutionHtml && <MathHtml html={question.solutionHtml} className="math-html review-solution" />}
      <label htmlFor={`note-${question.questionId}`}>Note to the author</label>
      <textarea id={`note-${question.questionId}`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="card-actions">
        <button type="button" className="button" disabled={deciding} onClick={() => send("APPROVE")}>Approve</button>
        <button type="button" className="button button-secondary" disabled={deciding} onClick={() => send("REJECT")}>Reject</button>
        {props.isAdmin && <Link to={`/question/${question.questionId}/edit`}>Edit Question</Link>}
      </div>
    </article>
  );
}

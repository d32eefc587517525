// /question/{id}/preview (reached from /preview?pid=): a question as a student sees it, for editors
// and admins, pending ones included (the server shows those to editors and admins only).
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { QuestionViewScreenQuery } from "../../__generated__/QuestionViewScreenQuery.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { StaffOnly, idFrom } from "../../components/StaffOnly.tsx";
import { questionTitle } from "../Question/questionTitle.ts";

const STATUS_NOTE: Record<string, string> = {
  PENDING_REVIEW: "Waiting for review: students do not see it yet.",
  REJECTED: "Rejected: students do not see it.",
};

export default function QuestionViewScreen() {
  const questionId = idFrom(useParams().id);
  return (
    <StaffOnly title="Preview">
      {questionId === null ? <p className="card error" role="alert">Invalid question id.</p> : <Preview questionId={questionId} />}
    </StaffOnly>
  );
}

function Preview({ questionId }: { questionId: number }) {
  const { question } = useLazyLoadQuery<QuestionViewScreenQuery>(
    graphql`
      query QuestionViewScreenQuery($questionId: Int!) {
        question(questionId: $questionId) {
          questionId problemNumber status
          competition { title }
          viewerMayAnnotate
          ...QuestionStatement_question
          ...StaffLinks_question
        }
      }
    `,
    { questionId },
    { fetchPolicy: "network-only" },
  );
  if (!question) return <p className="card error" role="alert">Question not found</p>;
  const note = STATUS_NOTE[question.status];
  return (
    <article className="card question-view">
      <p className="hint">Preview: as a student sees it.</p>
      <h1>{questionTitle(question)}</h1>
      {note && <p className="notice" role="status">{note}</p>}
      <QuestionStatement question={question} />
      <p className="card-actions">
        <Link className="button button-secondary button-small" to={`/question/${question.questionId}`}>Open the question page</Link>
        {question.viewerMayAnnotate && <a className="button button-secondary button-small" href={`/question_anotator?id=${question.questionId}`}>Annotate</a>}
        <StaffLinks question={question} />
      </p>
    </article>
  );
}

// /question/{id}/delete (reached from /delete-question?question_id=): the admin confirms before the
// question is removed from every view. Opening the page changes nothing; the button posts the
// deleteQuestion mutation (POST with the CSRF defence). Students' attempts and history stay.
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import type { QuestionDeleteScreenQuery } from "../../__generated__/QuestionDeleteScreenQuery.graphql.ts";
import type { QuestionDeleteScreenMutation } from "../../__generated__/QuestionDeleteScreenMutation.graphql.ts";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffOnly, idFrom } from "../../components/StaffOnly.tsx";
import { questionTitle } from "../Question/questionTitle.ts";

export default function QuestionDeleteScreen() {
  const questionId = idFrom(useParams().id);
  return (
    <StaffOnly title="Delete Question" admin>
      {questionId === null ? <p className="card error" role="alert">Invalid question id.</p> : <Confirm questionId={questionId} />}
    </StaffOnly>
  );
}

function Confirm({ questionId }: { questionId: number }) {
  const [deleted, setDeleted] = useState<string | null>(null);
  const { question } = useLazyLoadQuery<QuestionDeleteScreenQuery>(
    graphql`
      query QuestionDeleteScreenQuery($questionId: Int!) {
        question(questionId: $questionId) {
          questionId problemNumber
          competition { title }
          ...QuestionStatement_question
        }
      }
    `,
    { questionId },
    { fetchPolicy: "network-only" },
  );
  const [remove, removing] = useMutationAsync<QuestionDeleteScreenMutation>(graphql`
    mutation QuestionDeleteScreenMutation($questionId: Int!) {
      deleteQuestion(questionId: $questionId) { questionId message }
    }
  `);
  if (deleted) {
    return (
      <section className="card" role="status">
        <h1>{deleted}</h1>
        <p>Students no longer see it anywhere; their answers and history are kept.</p>
        <p><Link to="/">Home</Link></p>
      </section>
    );
  }
  if (!question) return <p className="card error" role="alert">Question not found</p>;

  async function confirm() {
    try {
      const { deleteQuestion } = await remove({ questionId });
      setDeleted(deleteQuestion.message);
      toast.success(deleteQuestion.message);
    } catch (failure) {
      toast.error((failure as Error).message || "Failed to delete the question.");
    }
  }

  return (
    <section className="card question-delete" aria-labelledby="delete-title">
      <h1 id="delete-title">Delete {questionTitle(question)}?</h1>
      <p>It disappears from lessons, practice, contests and search for everyone. Students' answers, scores and history are kept.</p>
      <div className="question-delete-preview"><QuestionStatement question={question} /></div>
      <div className="card-actions">
        <button type="button" className="button danger" disabled={removing} onClick={confirm}>{removing ? "Deleting…" : "Delete Question"}</button>
        <Link className="button button-secondary" to={`/question/${question.questionId}`}>Cancel</Link>
      </div>
    </section>
  );
}

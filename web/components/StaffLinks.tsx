// Edit Question and Delete Question wherever a question is shown, for admins (spec section 6);
// the schema says who may (Question.viewerMayEdit), and the mutations behind them are admin-only.
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { StaffLinks_question$key } from "../__generated__/StaffLinks_question.graphql.ts";

export function StaffLinks(props: { question: StaffLinks_question$key; className?: string }) {
  const question = useFragment(
    graphql`
      fragment StaffLinks_question on Question {
        questionId
        viewerMayEdit
      }
    `,
    props.question,
  );
  if (!question.viewerMayEdit) return null;
  const className = props.className ?? "button button-secondary button-small";
  return (
    <>
      <Link className={className} to={`/question/${question.questionId}/edit`}>Edit Question</Link>
      <a className={`${className} danger`} href={`/delete-question?question_id=${question.questionId}`}>Delete Question</a>
    </>
  );
}

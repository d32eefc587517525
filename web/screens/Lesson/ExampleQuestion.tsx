// A section's example question opened in its lesson (/section_notes?id&sid&pid): the problem
// below the notes, with the way to try it and, for admins, Edit Question and Delete Question.
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ExampleQuestion_question$key } from "../../__generated__/ExampleQuestion_question.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffLinks } from "../../components/StaffLinks.tsx";

export function ExampleQuestion(props: { question: ExampleQuestion_question$key; position: number }) {
  const question = useFragment(
    graphql`
      fragment ExampleQuestion_question on Question {
        questionId
        ...QuestionStatement_question
        ...StaffLinks_question
      }
    `,
    props.question,
  );
  return (
    <section className="example-question" aria-labelledby="example-title">
      <h3 id="example-title">Example {props.position}</h3>
      <QuestionStatement question={question} />
      <p className="staff-actions">
        <Link className="button button-secondary button-small" to={`/question/${question.questionId}`}>Try This Problem</Link>
        <StaffLinks question={question} />
      </p>
    </section>
  );
}

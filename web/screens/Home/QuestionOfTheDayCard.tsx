import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { QuestionOfTheDayCard_question$key } from "../../__generated__/QuestionOfTheDayCard_question.graphql.ts";
import type { QuestionOfTheDayCard_viewer$key } from "../../__generated__/QuestionOfTheDayCard_viewer.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { AddToPrintoutButton } from "../Printout/AddToPrintoutButton.tsx";

export function QuestionOfTheDayCard(props: { question: QuestionOfTheDayCard_question$key; viewer: QuestionOfTheDayCard_viewer$key | null }) {
  const question = useFragment(
    graphql`
      fragment QuestionOfTheDayCard_question on Question {
        questionId
        problemNumber
        isSample
        ...QuestionStatement_question
        ...StaffLinks_question
        competition { title }
      }
    `,
    props.question,
  );
  const viewer = useFragment(
    graphql`
      fragment QuestionOfTheDayCard_viewer on User {
        id
      }
    `,
    props.viewer,
  );
  return (
    <section className="card qotd" aria-labelledby="qotd-title">
      <header className="card-header">
        <h2 id="qotd-title">Question of the Day</h2>
        {question.isSample && <SampleBadge />}
      </header>
      {question.competition && (
        <p className="muted">
          {question.competition.title}, problem {question.problemNumber}
        </p>
      )}
      <QuestionStatement question={question} />
      <div className="card-actions">
        <Link className="button" to={`/question/${question.questionId}`}>Try This Problem</Link>
        <AddToPrintoutButton questionId={question.questionId} signedIn={viewer !== null} />
        <StaffLinks question={question} className="button button-secondary" />
      </div>
    </section>
  );
}

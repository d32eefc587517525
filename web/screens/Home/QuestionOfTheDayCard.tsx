import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { QuestionOfTheDayCard_question$key } from "../../__generated__/QuestionOfTheDayCard_question.graphql.ts";
import { MathHtml } from "../../components/MathHtml.tsx";
import { SampleBadge } from "../../components/SampleBadge.tsx";

const LETTERS = ["A", "B", "C", "D", "E"];

export function QuestionOfTheDayCard(props: { question: QuestionOfTheDayCard_question$key }) {
  const question = useFragment(
    graphql`
      fragment QuestionOfTheDayCard_question on Question {
        questionId
        problemNumber
        problemHtml
        choices
        isSample
        competition { name year }
      }
    `,
    props.question,
  );
  return (
    <section className="card qotd" aria-labelledby="qotd-title">
      <header className="card-header">
        <h2 id="qotd-title">Question of the Day</h2>
        {question.isSample && <SampleBadge />}
      </header>
      {question.competition && (
        <p className="muted">
          {question.competition.name.replace(/_/g, " ")} {question.competition.year}, problem {question.problemNumber}
        </p>
      )}
      <MathHtml html={question.problemHtml} />
      <ol className="choices" aria-label="Choices">
        {question.choices.map((choice, index) => (
          <li key={LETTERS[index]}>
            <span className="choice-letter">({LETTERS[index]})</span> <MathHtml html={choice} inline />
          </li>
        ))}
      </ol>
      <div className="card-actions">
        <Link className="button" to={`/question/${question.questionId}`}>Try This Problem</Link>
      </div>
    </section>
  );
}

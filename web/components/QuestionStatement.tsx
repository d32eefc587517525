import { graphql, useFragment } from "react-relay";
import type { QuestionStatement_question$key } from "../__generated__/QuestionStatement_question.graphql.ts";
import { MathHtml } from "./MathHtml.tsx";

export const CHOICE_LETTERS = ["A", "B", "C", "D", "E"] as const;

/**
 * A problem as students read it: typeset HTML (or the plain text, or 'Question text unavailable.'),
 * its image, and the choices A-E for multiple choice (in review, the server's shuffled order).
 */
export function QuestionStatement(props: { question: QuestionStatement_question$key; choices?: readonly string[] | null }) {
  const question = useFragment(
    graphql`
      fragment QuestionStatement_question on Question {
        text
        problemHtml
        imageUrl
        isMultipleChoice
        choices
      }
    `,
    props.question,
  );
  const choices = props.choices ?? question.choices;
  return (
    <div className="question-statement">
      {question.problemHtml ? <MathHtml html={question.problemHtml} /> : <p>{question.text}</p>}
      {question.imageUrl && <img className="question-image" src={question.imageUrl} alt="Figure for the problem" />}
      {question.isMultipleChoice && choices.length > 0 && (
        <ol className="choices" aria-label="Choices">
          {choices.map((choice, index) => (
            <li key={CHOICE_LETTERS[index]}>
              <span className="choice-letter">({CHOICE_LETTERS[index]})</span> <MathHtml html={choice} inline />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

// The question being answered: its number, statement, answer, and the steps to the next one.
import type { ReactNode } from "react";
import type { QuestionStatement_question$key } from "../../__generated__/QuestionStatement_question.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";

export function ContestQuestion(props: {
  index: number;
  total: number;
  question: QuestionStatement_question$key;
  answer: ReactNode;
  disabled: boolean;
  onGo: (index: number) => void;
  /** Shown instead of Next on the last question. */
  submitButton: ReactNode;
}) {
  const { index, total, disabled, onGo } = props;
  return (
    <section className="card contest-question" aria-labelledby="contest-question-title">
      <h2 id="contest-question-title" className="contest-counter">Question {index + 1} of {total}</h2>
      <QuestionStatement question={props.question} />
      {props.answer}
      <div className="contest-step">
        <button type="button" className="button button-secondary" disabled={disabled || index === 0} onClick={() => onGo(index - 1)}>
          ← Previous
        </button>
        {index === total - 1 ? props.submitButton : (
          <button type="button" className="button" disabled={disabled} onClick={() => onGo(index + 1)}>Next →</button>
        )}
      </div>
    </section>
  );
}

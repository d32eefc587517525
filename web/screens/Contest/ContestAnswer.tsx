// The answer to one contest question, in the shared answer widget (the question's answerFormat
// says letters A-E, a whole number 0-999 or text). The contest adds its own: the letter keys work
// anywhere on the page, not only on the widget, and "Clear answer". A box that holds what cannot
// be sent says so as it is typed; the answers are checked by the server on submit.
import { useCallback } from "react";
import { AnswerInput, answerProblem, type AnswerFormat } from "../../components/AnswerInput.tsx";
import { CHOICE_LETTERS } from "../../components/QuestionStatement.tsx";
import { useShortcuts } from "./shortcuts.ts";

export function ContestAnswer(props: {
  questionId: number;
  format: AnswerFormat;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Enter in the answer box or on the letters. */
  onEnter: () => void;
}) {
  const { format, value, disabled, onChange } = props;
  const chooseByKey = useCallback(
    (key: string) => {
      const letter = key.toUpperCase();
      if (key.length !== 1 || !(CHOICE_LETTERS as readonly string[]).includes(letter)) return false;
      onChange(letter);
      return true;
    },
    [onChange],
  );
  useShortcuts(format === "CHOICE" && !disabled, chooseByKey);
  return (
    <div className="contest-answer" role="group" aria-label="Your answer">
      <span className="contest-answer-label" aria-hidden="true">Your answer</span>
      <AnswerInput
        key={props.questionId}
        id={`contest-answer-${props.questionId}`}
        label="Answer"
        format={format}
        value={value}
        onChange={onChange}
        onEnter={props.onEnter}
        disabled={disabled}
        error={value === "" ? null : answerProblem(format, value)}
      />
      {value !== "" && (
        <button type="button" className="link-button" disabled={disabled} onClick={() => onChange("")}>
          Clear answer
        </button>
      )}
    </div>
  );
}

// The answer to one contest question: the letters A-E (by click or key) for multiple choice, or a
// box for a free answer. On its own so the shared answer widget can take its place.
import { useCallback } from "react";
import { CHOICE_LETTERS } from "../../components/QuestionStatement.tsx";
import { useShortcuts } from "./shortcuts.ts";

export function ContestAnswer(props: {
  questionId: number;
  isMultipleChoice: boolean;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Enter in the answer box. */
  onEnter: () => void;
}) {
  const { isMultipleChoice, value, disabled, onChange } = props;
  const chooseByKey = useCallback(
    (key: string) => {
      const letter = key.toUpperCase();
      if (key.length !== 1 || !(CHOICE_LETTERS as readonly string[]).includes(letter)) return false;
      onChange(letter);
      return true;
    },
    [onChange],
  );
  useShortcuts(isMultipleChoice && !disabled, chooseByKey);
  return (
    <div className="contest-answer" role="group" aria-label="Your answer">
      <span className="contest-answer-label">Your answer</span>
      {isMultipleChoice ? (
        <div className="contest-choices">
          {CHOICE_LETTERS.map((letter) => (
            <button
              key={letter}
              type="button"
              className="contest-choice"
              aria-pressed={value === letter}
              disabled={disabled}
              onClick={() => onChange(value === letter ? "" : letter)}
            >
              {letter}
            </button>
          ))}
        </div>
      ) : (
        <input
          key={props.questionId}
          className="contest-input"
          aria-label="Answer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="000–999"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") props.onEnter();
          }}
        />
      )}
      {value !== "" && (
        <button type="button" className="link-button" disabled={disabled} onClick={() => onChange("")}>
          Clear answer
        </button>
      )}
    </div>
  );
}

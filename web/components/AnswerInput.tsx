// The one answer widget: the letters A-E for a CHOICE question (click, or the letter keys while
// the widget has focus and no text box is being typed in), a box taking a whole number 0-999 for
// an INTEGER question, or a text box. The schema's Question.answerFormat says which. Enter, in the
// box or on the letters, answers (onEnter); Space picks the focused letter. The widget
// keeps focus after an answer and announces the result to screen readers; correctness is always
// the server's.
import { useEffect, useRef, type KeyboardEvent } from "react";
import { CHOICE_LETTERS } from "./QuestionStatement.tsx";

/** Question.answerFormat; a format this client does not know yet is taken as TEXT. */
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";

const WHOLE_NUMBER = /^\d{1,3}$/;

/**
 * Whether anything has been given yet: a letter picked or something typed. Submit stays disabled
 * until then; what counts as a valid answer is the server's (its InputError says why not).
 */
export function answerGiven(value: string): boolean {
  return value.trim() !== "";
}

/** The message for an answer that cannot be sent as it is, or null when it can. */
export function answerProblem(format: AnswerFormat, value: string): string | null {
  const answer = value.trim();
  if (!answerGiven(answer)) return "Enter an answer.";
  if (format === "INTEGER" && !WHOLE_NUMBER.test(answer)) return "Enter a whole number from 0 to 999.";
  return null;
}

export function AnswerInput(props: {
  id: string;
  format: AnswerFormat;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box or on the letters. */
  onEnter?: () => void;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  /** The validation message (answerProblem) or the server's InputError message. */
  error?: string | null;
  /** The result of the last answer, announced and kept beside the widget. */
  result?: { correct: boolean; message: string } | null;
}) {
  const { id, format, value, onChange, disabled = false, error = null, result = null } = props;
  const group = useRef<HTMLDivElement>(null);
  const errorId = `${id}-error`;
  const resultId = `${id}-result`;

  // After an answer (or a refused one) focus stays on the widget instead of falling to the page.
  useEffect(() => {
    if (result === null && error === null) return;
    const target = group.current?.querySelector<HTMLElement>("input:not(:disabled), button[aria-pressed='true']:not(:disabled), button:not(:disabled)");
    if (target && (document.activeElement === document.body || document.activeElement === null || !group.current?.contains(document.activeElement))) {
      target.focus();
    }
  }, [result, error]);

  function chooseByKey(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Enter" && props.onEnter) {
      event.preventDefault();
      return props.onEnter();
    }
    const letter = event.key.toUpperCase();
    if (event.key.length !== 1 || !(CHOICE_LETTERS as readonly string[]).includes(letter)) return;
    event.preventDefault();
    onChange(letter);
  }

  return (
    <div className="answer-input" ref={group} tabIndex={-1}>
      {format === "CHOICE" ? (
        <div className="answer-choices" role="group" aria-label={props.label ?? "Your answer"} onKeyDown={chooseByKey} aria-describedby={`${errorId} ${resultId}`}>
          {CHOICE_LETTERS.map((letter) => (
            <button
              key={letter}
              type="button"
              className="answer-choice"
              aria-pressed={value === letter}
              disabled={disabled}
              onClick={() => onChange(value === letter ? "" : letter)}
            >
              {letter}
            </button>
          ))}
        </div>
      ) : (
        <>
          <label htmlFor={id}>{props.label ?? "Your answer"}</label>
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && props.onEnter) {
                event.preventDefault();
                props.onEnter();
              }
            }}
            disabled={disabled}
            inputMode={format === "INTEGER" ? "numeric" : undefined}
            placeholder={props.placeholder ?? (format === "INTEGER" ? "0–999" : "Answer")}
            autoComplete="off"
            maxLength={100}
            aria-invalid={error !== null}
            aria-describedby={`${errorId} ${resultId}`}
          />
        </>
      )}
      <p id={errorId} className="field-error" role="alert">{error}</p>
      <p id={resultId} role="status" aria-live="polite" className={result ? `answer-result ${result.correct ? "answer-correct" : "answer-incorrect"}` : "visually-hidden"}>
        {result?.message}
      </p>
    </div>
  );
}

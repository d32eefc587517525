// Every question of the contest by number, marking the answered ones and the current one; the
// left and right arrow keys move between questions. The grid is one Tab stop (roving tabindex: the
// current question's button); inside it the arrow keys, Home and End move along it, up and down
// by a row of five.
import { useCallback, useRef, type KeyboardEvent } from "react";
import { useShortcuts } from "./shortcuts.ts";

/** Questions per row of the grid (styles.css, .contest-nav). */
const ROW = 5;

export function QuestionNavigation(props: {
  questions: readonly { id: string; questionId: number; isMultipleChoice: boolean }[];
  answers: Record<string, string>;
  current: number;
  disabled: boolean;
  onGo: (index: number) => void;
}) {
  const { questions, answers, current, disabled, onGo } = props;
  const moveByKey = useCallback(
    (key: string) => {
      if (key !== "ArrowLeft" && key !== "ArrowRight") return false;
      onGo(current + (key === "ArrowLeft" ? -1 : 1));
      return true;
    },
    [current, onGo],
  );
  useShortcuts(!disabled, moveByKey);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const last = questions.length - 1;
  function moveFocus(event: KeyboardEvent<HTMLElement>) {
    const steps: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, ArrowUp: current - ROW, ArrowDown: current + ROW, Home: 0, End: last };
    if (!(event.key in steps) || disabled) return;
    // The page's own arrow-key shortcut must not move a second time.
    event.preventDefault();
    event.stopPropagation();
    const next = Math.min(Math.max(0, steps[event.key]), last);
    onGo(next);
    buttons.current[next]?.focus();
  }
  return (
    <aside className="card contest-side">
      <h2>Questions</h2>
      <nav aria-label="Questions" className="contest-nav" onKeyDown={moveFocus}>
        {questions.map((entry, index) => {
          const answered = (answers[entry.questionId] ?? "").trim() !== "";
          return (
            <button
              key={entry.id}
              type="button"
              className={`contest-nav-item${answered ? " answered" : ""}`}
              aria-label={`Question ${index + 1}${answered ? ", answered" : ""}`}
              aria-current={index === current ? "step" : undefined}
              tabIndex={index === current ? 0 : -1}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              disabled={disabled}
              onClick={() => onGo(index)}
            >
              {index + 1}
            </button>
          );
        })}
      </nav>
      <p className="contest-legend muted">
        <span className="legend-swatch answered" aria-hidden="true" /> Answered
        <span className="legend-swatch" aria-hidden="true" /> Not answered
      </p>
      <p className="contest-keys muted">
        Keys: {questions.some((entry) => entry.isMultipleChoice) && <><kbd>A</kbd>–<kbd>E</kbd> choose, </>}
        <kbd>←</kbd> <kbd>→</kbd> move; in the grid also <kbd>↑</kbd> <kbd>↓</kbd>, <kbd>Home</kbd>, <kbd>End</kbd>.
      </p>
    </aside>
  );
}

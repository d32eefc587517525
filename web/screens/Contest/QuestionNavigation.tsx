// Every question of the contest by number, marking the answered ones and the current one; the
// left and right arrow keys move between questions.
import { useCallback } from "react";
import { useShortcuts } from "./shortcuts.ts";

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
  return (
    <aside className="card contest-side">
      <h2>Questions</h2>
      <nav aria-label="Questions" className="contest-nav">
        {questions.map((entry, index) => {
          const answered = (answers[entry.questionId] ?? "").trim() !== "";
          return (
            <button
              key={entry.id}
              type="button"
              className={`contest-nav-item${answered ? " answered" : ""}`}
              aria-label={`Question ${index + 1}${answered ? ", answered" : ""}`}
              aria-current={index === current ? "step" : undefined}
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
        <kbd>←</kbd> <kbd>→</kbd> move.
      </p>
    </aside>
  );
}

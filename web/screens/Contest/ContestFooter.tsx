// The footer under the contest: how many questions are answered, and Submit Contest.
import type { ReactNode } from "react";

export function SubmitContestButton(props: { submitting: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" disabled={props.submitting} onClick={props.onClick}>
      {props.submitting ? "Submitting…" : "Submit Contest"}
    </button>
  );
}

export function ContestFooter(props: { answered: number; total: number; submitButton: ReactNode }) {
  return (
    <footer className="card contest-footer">
      <p className="contest-answered" aria-live="polite">
        Answered <strong>{props.answered}</strong> of {props.total}
      </p>
      {props.submitButton}
    </footer>
  );
}

import { useEffect, useRef } from "react";
import { formatClock } from "./clock.ts";

/** 'Submit your contest?' with 'Yes, submit' and 'No, keep working' (also Escape). */
export function SubmitDialog(props: {
  open: boolean;
  answered: number;
  total: number;
  remaining: number;
  /** Whether the sitting will be rated and why, as told before the start. */
  ratingOutlook: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keepWorking = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) {
      element.showModal();
      keepWorking.current?.focus();
    } else if (!props.open && element.open) {
      element.close();
    }
  }, [props.open]);
  const unanswered = props.total - props.answered;
  return (
    <dialog
      ref={dialog}
      className="submit-dialog"
      aria-labelledby="submit-dialog-title"
      aria-describedby="submit-dialog-text"
      onClose={() => props.open && props.onCancel()}
    >
      <h2 id="submit-dialog-title">Submit your contest?</h2>
      <p id="submit-dialog-text">
        You have answered {props.answered} of {props.total} questions
        {unanswered > 0 ? ` (${unanswered} left blank)` : ""}
        {props.remaining > 0 ? ` with ${formatClock(props.remaining)} left` : ""}. Once submitted, your answers cannot be changed.
      </p>
      <p className="submit-dialog-outlook">{props.ratingOutlook}</p>
      <div className="submit-dialog-actions">
        <button type="button" className="button button-secondary" ref={keepWorking} onClick={props.onCancel}>No, keep working</button>
        <button type="button" className="button" onClick={props.onConfirm}>Yes, submit</button>
      </div>
    </dialog>
  );
}

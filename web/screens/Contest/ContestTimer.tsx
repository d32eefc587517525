import { formatClock } from "./clock.ts";

/** Under five minutes the timer turns to its warning style. */
export const WARNING_SECONDS = 300;

export function ContestTimer({ remaining }: { remaining: number }) {
  const warning = remaining < WARNING_SECONDS;
  return (
    <div className={`contest-timer${warning ? " warning" : ""}${remaining === 0 ? " expired" : ""}`}>
      <span className="contest-timer-label">{remaining === 0 ? "Time is up" : "Time left"}</span>
      <span role="timer" aria-label="Time remaining" className="contest-timer-value">{formatClock(remaining)}</span>
    </div>
  );
}

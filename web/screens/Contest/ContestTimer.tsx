import { useEffect, useState } from "react";
import { formatClock } from "./labels.ts";

/** Under five minutes the timer turns to its warning style. */
export const WARNING_SECONDS = 300;

/**
 * Seconds left of `limitSeconds` since `startedAt` (server time, ms), ticking each second.
 * `clockOffset` is the server's clock minus this browser's, so a wrong local clock does not matter.
 */
export function useCountdown(startedAt: number, limitSeconds: number, clockOffset: number): number {
  const compute = () => Math.max(0, limitSeconds - Math.floor((Date.now() + clockOffset - startedAt) / 1000));
  const [remaining, setRemaining] = useState(compute);
  useEffect(() => {
    setRemaining(compute());
    const timer = window.setInterval(() => setRemaining(compute()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, limitSeconds, clockOffset]);
  return remaining;
}

export function ContestTimer({ remaining }: { remaining: number }) {
  const warning = remaining < WARNING_SECONDS;
  return (
    <div className={`contest-timer${warning ? " warning" : ""}${remaining === 0 ? " expired" : ""}`}>
      <span className="contest-timer-label">{remaining === 0 ? "Time is up" : "Time left"}</span>
      <span role="timer" aria-label="Time remaining" className="contest-timer-value">{formatClock(remaining)}</span>
    </div>
  );
}

import { useEffect, useState } from "react";

/**
 * Seconds left, ticking down each second from `secondsLeft` (the server's count when the sitting
 * loaded). Only the time elapsed on this browser's clock is used, so a clock set wrong does not
 * matter; a new sitting remounts with the server's new count.
 */
export function useCountdown(secondsLeft: number): number {
  const [deadline] = useState(() => Date.now() + secondsLeft * 1000);
  const [remaining, setRemaining] = useState(secondsLeft);
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return remaining;
}

import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Seconds left until a deadline, ticking once a second (docs/behaviour.md §9: resend countdown
 * from the server's next_try). Counting against the clock keeps it right after the tab
 * was in the background, where timers slow down.
 */
export const useCountdown = (): { seconds: number; start: (seconds: number) => void } => {
  const [deadline, setDeadline] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (deadline === 0) return undefined;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / TICK_MS));
      setSeconds(left);
      if (left === 0) setDeadline(0);
    };
    update();
    const timer = window.setInterval(update, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((next: number) => {
    setSeconds(Math.max(0, next));
    setDeadline(next > 0 ? Date.now() + next * TICK_MS : 0);
  }, []);

  return { seconds, start };
};

import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so "open now" flips without a reload. */
export const useNow = (everyMs = 60_000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};

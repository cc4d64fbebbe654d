// Seconds left before a code may be sent again. Counts against an end time, so a throttled
// background tab still shows the right number when it wakes up.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  const reset = useCallback(() => {
    setRemaining(0);
    setEndsAt(null);
  }, []);

  return { remaining, start, reset };
}

import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `start` may be called again; ticks once a second and stops at zero. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);

  return { left, start };
}

import { useEffect, useState } from 'react';
import { formatCallDuration } from '../messages/format.ts';

/** mm:ss since the media first flowed. */
export function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="rl-call-timer" data-testid="call-timer">
      {formatCallDuration((now - since) / 1000)}
    </time>
  );
}

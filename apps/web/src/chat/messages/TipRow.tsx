import type { ReactNode } from 'react';
import './message-content.css';

/** A centred notice row (group tips, creation notice, revoked messages): no bubble, no avatar. */
export function TipRow({ children }: { children: ReactNode }) {
  return (
    <div className="rl-chat-tip" role="note">
      {children}
    </div>
  );
}

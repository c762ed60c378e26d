import { type ReactNode, useEffect, useState } from 'react';
import { bindToast, TOAST_DURATION_SECONDS, TOAST_TOP, type ToastKind } from '../../lib/toast.ts';
import './toast.css';

interface Toast {
  id: number;
  kind: ToastKind;
  content: string;
}

/** As many as antd's message shows on platform screens. */
const MAX_TOASTS = 3;

/** The white mark inside each kind's coloured disc (antd's filled circle icons, drawn small). */
const MARKS: Record<ToastKind, ReactNode> = {
  success: <path d="M4.6 8.3l2.3 2.3 4.5-4.9" />,
  error: <path d="M5.6 5.6l4.8 4.8m0-4.8l-4.8 4.8" />,
  warning: <path d="M8 4.3v4.5m0 2.6v.3" />,
  info: <path d="M8 11.7V7.2m0-2.6v-.3" />,
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg className="rl-toast__icon" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden>
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {MARKS[kind]}
      </g>
    </svg>
  );
}

let lastId = 0;

/**
 * Toasts for screens outside the platform layout (the chat workspace), which do without antd's
 * message: same place, duration, limit and look. They must not depend on a download, since "network
 * lost" is one of the things they say.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(
    () =>
      bindToast((kind, content) => {
        const id = ++lastId;
        setToasts((list) => [...list, { id, kind, content }].slice(-MAX_TOASTS));
        setTimeout(
          () => setToasts((list) => list.filter((toast) => toast.id !== id)),
          TOAST_DURATION_SECONDS * 1000,
        );
      }),
    [],
  );
  return (
    <div className="rl-toasts" style={{ top: TOAST_TOP }} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`rl-toast rl-toast--${toast.kind}`} role="status">
          <ToastIcon kind={toast.kind} />
          {toast.content}
        </div>
      ))}
    </div>
  );
}

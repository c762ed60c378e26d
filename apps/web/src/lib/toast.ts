import { LIMITS } from '@renli/contracts/constants';

/**
 * Toasts for code outside React (the HTTP client). The app binds antd's context-aware `message` API
 * once it has mounted; until then nothing is shown, which only matters before the first render.
 */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export type ToastHandler = (kind: ToastKind, content: string) => void;

/** docs/architecture.md: toasts stay 3000 ms, 20 px from the top. */
export const TOAST_DURATION_SECONDS = LIMITS.toastDurationMs / 1000;
/**
 * 20 px from the top, and on phones below the header (every shell's header is at most 64 px), so a
 * toast never hides the back button or the menu: `--rl-toast-top` is set in app/app.css.
 */
export const TOAST_TOP = 'var(--rl-toast-top, 20px)';

let handler: ToastHandler = () => {};

export function bindToast(next: ToastHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = () => {};
  };
}

export const toast = {
  success: (content: string) => handler('success', content),
  warning: (content: string) => handler('warning', content),
  error: (content: string) => handler('error', content),
  info: (content: string) => handler('info', content),
};

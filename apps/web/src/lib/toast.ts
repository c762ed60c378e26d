import { LIMITS } from '@renli/contracts/constants';

/**
 * Toasts for code outside React (the HTTP client). The app binds antd's context-aware `message` API
 * once it has mounted; until then nothing is shown, which only matters before the first render.
 */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export type ToastHandler = (kind: ToastKind, content: string) => void;

/** docs/architecture.md: toasts stay 3000 ms, 20 px from the top. */
export const TOAST_DURATION_SECONDS = LIMITS.toastDurationMs / 1000;
export const TOAST_TOP_PX = 20;

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

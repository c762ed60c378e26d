/**
 * Functions that run inside the page (serialised by playwright-core, so they only use what they are
 * given). Timings are `performance.now()` of the page: from navigation start, the same clock as the
 * events they follow.
 */

export const LIST = '[data-testid=message-list]';
export const ROW = '.rl-chat-row[data-message-id]';

/** A row that should become visible, and when it did (page time). */
export interface RowWatch {
  id: string;
  text: string;
  startedAt: number;
  visibleAt: number | null;
}

/** When the page first showed the workspace, and the connected workspace (page time). */
export interface BootMarks {
  workspaceAt: number | null;
  chatReadyAt: number | null;
}

declare global {
  interface Window {
    renliBenchWatch?: RowWatch | null;
    renliBenchBoot?: BootMarks;
  }
}

/** Stores the platform token the way apps/web/src/lib/storage.ts does (`renli:` prefix, expiring entry). */
export function storeToken(token: string) {
  const now = Date.now();
  localStorage.setItem('renli:access_token', JSON.stringify({ v: token, e: now + 10 * 3_600_000, t: now }));
}

/**
 * Installed before the app's scripts: watches (every DOM change and every frame) for the watched row
 * inside the message list, showing its text within the list's viewport, and stamps `visibleAt`; on
 * the way it stamps when the workspace and the connected workspace first appeared.
 */
export function installRowWatch(initial: { id: string; text: string } | null) {
  window.renliBenchWatch = initial ? { ...initial, startedAt: 0, visibleAt: null } : null;
  const boot: BootMarks = { workspaceAt: null, chatReadyAt: null };
  window.renliBenchBoot = boot;
  const check = () => {
    if (boot.chatReadyAt === null) {
      if (boot.workspaceAt === null && document.querySelector('[data-testid=chat-workspace]')) {
        boot.workspaceAt = performance.now();
      }
      if (document.querySelector('[data-testid=chat-workspace] .rl-chat-body'))
        boot.chatReadyAt = performance.now();
    }
    const watch = window.renliBenchWatch;
    if (!watch || watch.visibleAt !== null) return;
    const list = document.querySelector('[data-testid=message-list]');
    const row = list?.querySelector(`.rl-chat-row[data-message-id="${CSS.escape(watch.id)}"]`);
    if (!list || !row?.textContent?.includes(watch.text)) return;
    const r = row.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    const inside = r.height > 0 && r.top < l.bottom && r.bottom > l.top && r.bottom <= l.bottom + 2;
    if (inside && row.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      watch.visibleAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Opens a conversation inside the running app (hash route) and starts the watch's clock. */
export function openInApp({ hash, id, text }: { hash: string; id: string; text: string }) {
  window.renliBenchWatch = { id, text, startedAt: performance.now(), visibleAt: null };
  location.hash = hash;
}

export const bootMarks = () => window.renliBenchBoot ?? null;

export const watchedVisible = () => window.renliBenchWatch?.visibleAt != null;

export const watchedElapsed = () => {
  const watch = window.renliBenchWatch;
  return watch?.visibleAt == null ? null : watch.visibleAt - watch.startedAt;
};

/** Two frames: whatever a scroll or click scheduled has rendered. */
export const nextFrames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

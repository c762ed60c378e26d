import type { Page } from 'playwright-core';
import { config, log } from './config.ts';
import { LIST } from './page-probes.ts';
import { summary } from './stats.ts';

const EDITOR = 'textarea.rl-chat-editor';
const SEND_BUTTON = '.rl-chat-input .rl-chat-send';
const PAUSE_MS = 150;

/** Page times of one send: Enter pressed, its row in the DOM, the row visible, the row settled. */
interface SendTimes {
  keydownAt: number | null;
  rowAt: number | null;
  visibleAt: number | null;
  /** No status indicator (spinner) left on the row: the server acknowledged the message. */
  settledAt: number | null;
}

declare global {
  interface Window {
    renliBenchSend?: SendTimes;
  }
}

/** In the page: stamps the next Enter, then the first row holding `text` (DOM, visible, settled). */
function armSend({ list, text }: { list: string; text: string }) {
  const times: SendTimes = { keydownAt: null, rowAt: null, visibleAt: null, settledAt: null };
  window.renliBenchSend = times;
  const scroller = document.querySelector(list)!;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && times.keydownAt === null) times.keydownAt = performance.now();
  };
  window.addEventListener('keydown', onKey, true);
  const find = () =>
    [...scroller.querySelectorAll('.rl-chat-row')].find((r) => r.textContent?.includes(text));
  const observer = new MutationObserver(() => {
    if (times.rowAt === null && times.keydownAt !== null && find()) times.rowAt = performance.now();
  });
  observer.observe(scroller, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    const row = times.keydownAt === null ? undefined : find();
    if (row) {
      const now = performance.now();
      times.rowAt ??= now;
      const r = row.getBoundingClientRect();
      const l = scroller.getBoundingClientRect();
      if (times.visibleAt === null && r.height > 0 && r.top < l.bottom && r.bottom > l.top)
        times.visibleAt = now;
      if (times.settledAt === null && !row.querySelector('.rl-chat-status')) times.settledAt = now;
    }
    if (times.visibleAt !== null && times.settledAt !== null) {
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * On an open conversation: types a unique text into the editor and presses Enter, `config.sendRuns`
 * times, one after the other (the next once the previous is acknowledged).
 */
export async function measureSend(page: Page) {
  const rowMs: number[] = [];
  const visibleMs: number[] = [];
  const settledMs: number[] = [];
  for (let i = 0; i < config.sendRuns; i++) {
    const text = `bench send ${i + 1} ${Date.now().toString(36)}`;
    await page.fill(EDITOR, text);
    await page.waitForSelector(`${SEND_BUTTON}:not([disabled])`);
    await page.evaluate(armSend, { list: LIST, text });
    await page.press(EDITOR, 'Enter');
    await page.waitForFunction(
      () => window.renliBenchSend?.settledAt != null && window.renliBenchSend.visibleAt != null,
      undefined,
      {
        polling: 50,
      },
    );
    const t = (await page.evaluate(() => window.renliBenchSend))!;
    rowMs.push(t.rowAt! - t.keydownAt!);
    visibleMs.push(t.visibleAt! - t.keydownAt!);
    settledMs.push(t.settledAt! - t.keydownAt!);
    await page.waitForTimeout(PAUSE_MS);
  }
  const row = summary(rowMs);
  log(`send: row in DOM median ${row.medianMs} ms, p95 ${row.p95Ms} ms`);
  return {
    runs: config.sendRuns,
    rowInDom: row,
    rowVisible: summary(visibleMs),
    acknowledged: summary(settledMs),
  };
}

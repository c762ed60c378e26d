import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { config, VIEWPORT } from './config.ts';
import { installRowWatch, storeToken, watchedElapsed, watchedVisible } from './page-probes.ts';
import type { SeededConversation } from './seed.ts';

export { launchBrowser };

export const conversationHash = (conversationID: string) => `#/im/${encodeURIComponent(conversationID)}`;

/**
 * A fresh context (empty cache and storage) logged in as the viewer: the token is in localStorage
 * before the app's first script runs, and the row watch is installed, optionally already watching.
 */
export async function viewerPage(
  browser: Browser,
  baseURL: string,
  token: string,
  watch: SeededConversation['newest'] | null = null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT });
  // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(storeToken, token);
  await context.addInitScript(installRowWatch, watch);
  const page = await context.newPage();
  page.setDefaultTimeout(config.waitMs);
  return { context, page };
}

/** The workspace is up and the chat connected (the conversation panel replaces 'connecting'). */
export async function waitForWorkspaceReady(page: Page) {
  await page.waitForSelector('[data-testid=chat-workspace] .rl-chat-body');
}

export async function waitForWatchedRow(page: Page) {
  await page.waitForFunction(watchedVisible, undefined, { polling: 50 });
  const elapsed = await page.evaluate(watchedElapsed);
  if (elapsed === null) throw new Error('the watched row was not visible');
  return elapsed;
}

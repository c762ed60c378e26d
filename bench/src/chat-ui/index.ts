/**
 * `npm run -s bench:chat-ui`: the chat web UI in Debian's Chromium against a real server (the builds
 * of `npm run build`), with a 100- and a 10 000-message conversation seeded through the chat SDK.
 * Measures opening both (the 100 one is the baseline), DOM size while scrolling back through history,
 * Enter-to-row latency of a send, and the JavaScript the chat route loads. One JSON document on
 * stdout, progress on stderr; exits 0 unless the measurement itself failed.
 */

import type { Browser } from 'playwright-core';
import { loadAverageNow } from '../machine.ts';
import { conversationHash, launchBrowser, viewerPage, waitForWatchedRow } from './browser.ts';
import { measureInitialJs } from './bundle.ts';
import { log } from './config.ts';
import { measureOpen } from './open.ts';
import { summarize } from './report.ts';
import { measureScroll } from './scroll.ts';
import { type SeededConversation, seed } from './seed.ts';
import { measureSend } from './send.ts';
import { checkPrerequisites, startBenchServer } from './setup.ts';

const loadAverageAtStart = loadAverageNow();

/** A fresh viewer tab with `c` open at its newest message, for the scroll and send measurements. */
async function withOpenConversation<T>(
  browser: Browser,
  baseURL: string,
  token: string,
  c: SeededConversation,
  run: (page: Awaited<ReturnType<typeof viewerPage>>['page']) => Promise<T>,
): Promise<T> {
  const { context, page } = await viewerPage(browser, baseURL, token, c.newest);
  try {
    await page.goto(`/${conversationHash(c.conversationID)}`);
    await waitForWatchedRow(page);
    return await run(page);
  } finally {
    await context.close();
  }
}

async function main() {
  const { webBuiltAt } = checkPrerequisites();
  log('starting the server (apps/server/dist/main.js)');
  const server = await startBenchServer();
  let browser: Browser | undefined;
  try {
    const { baseURL } = server;
    const { viewer, small, large } = await seed(baseURL);
    browser = await launchBrowser();
    const session = { browser, baseURL, token: viewer.token };
    log('initial JavaScript of the chat route');
    const initialJs = await measureInitialJs(browser, baseURL, viewer.token, small);
    log('opening both conversations');
    const open = await measureOpen(session, small, large);
    log('scrolling the large conversation');
    const scroll = await withOpenConversation(browser, baseURL, viewer.token, large, measureScroll);
    log('sending from the editor');
    const send = await withOpenConversation(browser, baseURL, viewer.token, small, measureSend);
    const report = summarize({
      loadAverageAtStart,
      webBuiltAt,
      browserVersion: browser.version(),
      seeded: [small, large],
      open,
      scroll,
      send,
      initialJs,
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

import type { Browser } from 'playwright-core';
import { conversationHash, viewerPage, waitForWatchedRow, waitForWorkspaceReady } from './browser.ts';
import { config, log } from './config.ts';
import { type BootMarks, bootMarks, openInApp } from './page-probes.ts';
import type { SeededConversation } from './seed.ts';
import { median, ratio, round, summary } from './stats.ts';

interface Session {
  browser: Browser;
  baseURL: string;
  token: string;
}

/**
 * Cold: a new tab loads `#/im/<id>`; from navigation start until the newest row is visible. The boot
 * marks on the way say where the time went.
 */
async function openCold(s: Session, c: SeededConversation, marks?: BootMarks[]) {
  const { context, page } = await viewerPage(s.browser, s.baseURL, s.token, c.newest);
  try {
    await page.goto(`/${conversationHash(c.conversationID)}`, { waitUntil: 'commit' });
    const elapsed = await waitForWatchedRow(page);
    const boot = await page.evaluate(bootMarks);
    if (boot) marks?.push(boot);
    return elapsed;
  } finally {
    await context.close();
  }
}

/** Warm: the workspace is loaded and connected; from the hash change until the newest row is visible. */
async function openWarm(s: Session, c: SeededConversation) {
  const { context, page } = await viewerPage(s.browser, s.baseURL, s.token);
  try {
    await page.goto('/#/im');
    await waitForWorkspaceReady(page);
    await page.waitForTimeout(300);
    await page.evaluate(openInApp, { hash: conversationHash(c.conversationID), ...c.newest });
    return await waitForWatchedRow(page);
  } finally {
    await context.close();
  }
}

/** Median of one boot mark over the cold opens of both conversations (navigation start = 0). */
function markMedian(marks: BootMarks[], key: keyof BootMarks) {
  const values = marks.map((m) => m[key]).filter((v): v is number => v !== null);
  return values.length > 0 ? round(median(values)) : null;
}

/**
 * Both conversations opened alternately, each run in a fresh context (the app keeps an opened
 * thread, so a second open in one tab would measure the cache). One untimed warm-up of each first.
 */
export async function measureOpen(s: Session, small: SeededConversation, large: SeededConversation) {
  await openCold(s, small);
  await openCold(s, large);
  const marks: BootMarks[] = [];
  const runs = {
    coldSmall: [] as number[],
    coldLarge: [] as number[],
    warmSmall: [] as number[],
    warmLarge: [] as number[],
  };
  for (let i = 0; i < config.openRuns; i++) {
    runs.coldSmall.push(await openCold(s, small, marks));
    runs.coldLarge.push(await openCold(s, large, marks));
    runs.warmSmall.push(await openWarm(s, small));
    runs.warmLarge.push(await openWarm(s, large));
    log(
      `open run ${i + 1}/${config.openRuns}: cold ${runs.coldSmall[i]!.toFixed(0)} / ${runs.coldLarge[i]!.toFixed(0)} ms`,
    );
  }
  const pair = (smallRuns: number[], largeRuns: number[]) => {
    const a = summary(smallRuns);
    const b = summary(largeRuns);
    return {
      [`messages${small.messages}`]: a,
      [`messages${large.messages}`]: b,
      ratio10kTo100: ratio(b.medianMs, a.medianMs),
    };
  };
  return {
    runs: config.openRuns,
    cold: {
      what: 'new tab on #/im/<id>: navigation start -> newest row visible',
      ...pair(runs.coldSmall, runs.coldLarge),
      bootMedianMs: {
        workspaceShown: markMedian(marks, 'workspaceAt'),
        chatConnected: markMedian(marks, 'chatReadyAt'),
      },
    },
    warm: {
      what: 'workspace loaded: hash change -> newest row visible',
      ...pair(runs.warmSmall, runs.warmLarge),
    },
  };
}

import type { Page } from 'playwright-core';
import { config, log } from './config.ts';
import { LIST, nextFrames, ROW } from './page-probes.ts';
import { ratio } from './stats.ts';

/** Most steps one run may take: a list that never reaches its top must not loop forever. */
const MAX_STEPS = 1000;
/** Time for the list's scroll handling (virtua, the app's 150 ms throttle) to settle after a step. */
const SETTLE_MS = 60;

interface Sample {
  nodes: number;
  rowIDs: string[];
  scrollTop: number;
  scrollHeight: number;
  /** 'more' (the button), 'loading', 'end' (no more history) or 'none' (not rendered). */
  head: 'more' | 'loading' | 'end' | 'none';
}

const sample = (page: Page) =>
  page.evaluate(
    ({ list, row }): Sample => {
      const scroller = document.querySelector(list)!;
      const button = scroller.querySelector<HTMLButtonElement>('.rl-chat-more button');
      return {
        nodes: document.getElementsByTagName('*').length,
        rowIDs: [...scroller.querySelectorAll(row)].map((r) => r.getAttribute('data-message-id') ?? ''),
        scrollTop: scroller.scrollTop,
        scrollHeight: scroller.scrollHeight,
        head: button
          ? button.disabled
            ? 'loading'
            : 'more'
          : scroller.querySelector('.rl-chat-more-end')
            ? 'end'
            : 'none',
      };
    },
    { list: LIST, row: ROW },
  );

async function settle(page: Page) {
  await page.evaluate(nextFrames);
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * On an open conversation scrolled to its newest message: counts every element of the document at
 * the bottom, then scrolls the list up by 80 % of its height per step, pressing 'View more' at the top
 * until `config.scrollPages` older pages are in, and counts again after every step.
 */
export async function measureScroll(page: Page) {
  const samples: Sample[] = [await sample(page)];
  let pages = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const last = samples.at(-1)!;
    if (last.scrollTop <= 1) {
      if (pages >= config.scrollPages || last.head === 'end') break;
      await page.click(`${LIST} .rl-chat-more button:not([disabled])`);
      await page.waitForFunction(
        ({ list, before }) => {
          const scroller = document.querySelector(list)!;
          const done = !scroller.querySelector('.rl-chat-more button[disabled]');
          return done && (scroller.scrollHeight !== before || !!scroller.querySelector('.rl-chat-more-end'));
        },
        { list: LIST, before: last.scrollHeight },
        { polling: 'raf' },
      );
      pages++;
    } else {
      await page.evaluate((list) => {
        const scroller = document.querySelector(list)!;
        scroller.scrollTop = Math.max(0, scroller.scrollTop - scroller.clientHeight * 0.8);
      }, LIST);
    }
    await settle(page);
    samples.push(await sample(page));
  }
  if (pages < config.scrollPages)
    throw new Error(`only ${pages} of ${config.scrollPages} older pages loaded`);
  const nodes = samples.map((s) => s.nodes);
  const rows = samples.map((s) => s.rowIDs.length);
  const first = nodes[0]!;
  const max = Math.max(...nodes);
  log(`scrolled ${samples.length - 1} steps over ${pages} pages: ${Math.min(...nodes)}-${max} elements`);
  return {
    pagesLoaded: pages,
    steps: samples.length - 1,
    distinctRowsSeen: new Set(samples.flatMap((s) => s.rowIDs)).size,
    rowsInDom: { min: Math.min(...rows), max: Math.max(...rows) },
    domNodes: {
      first,
      last: nodes.at(-1)!,
      min: Math.min(...nodes),
      max,
      maxToFirst: ratio(max, first),
      samples: nodes,
    },
  };
}

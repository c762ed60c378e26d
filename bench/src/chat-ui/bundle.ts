import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { conversationHash, viewerPage, waitForWatchedRow, waitForWorkspaceReady } from './browser.ts';
import { log, TARGETS } from './config.ts';
import { openInApp } from './page-probes.ts';
import type { SeededConversation } from './seed.ts';
import { ratio } from './stats.ts';

export interface JsFile {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes on the wire (after any content encoding the server applied). */
  transferredBytes: number;
}

const isScript = (r: Response) =>
  r.request().resourceType() === 'script' || /javascript/.test(r.headers()['content-type'] ?? '');

async function describe(r: Response): Promise<JsFile> {
  const body = await r.body();
  const sizes = await r.request().sizes();
  return {
    path: new URL(r.url()).pathname,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    transferredBytes: sizes.responseBodySize,
  };
}

function total(files: JsFile[]) {
  const sum = (key: 'bytes' | 'gzipBytes' | 'transferredBytes') => files.reduce((n, f) => n + f[key], 0);
  return {
    files: files.length,
    totalBytes: sum('bytes'),
    totalGzipBytes: sum('gzipBytes'),
    totalTransferredBytes: sum('transferredBytes'),
    list: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/**
 * A fresh context (empty HTTP cache) loads `/#/im`: every JavaScript response until the workspace is
 * shown counts, gzip computed here at level 9 whatever the server sent. Then the conversation is opened
 * and the JavaScript that adds is listed too, for information.
 */
export async function measureInitialJs(
  browser: Browser,
  baseURL: string,
  token: string,
  c: SeededConversation,
) {
  const { context, page } = await viewerPage(browser, baseURL, token);
  try {
    const phases: { workspace: Promise<JsFile>[]; conversation: Promise<JsFile>[] } = {
      workspace: [],
      conversation: [],
    };
    let phase: keyof typeof phases = 'workspace';
    page.on('response', (r) => {
      if (r.ok() && isScript(r)) phases[phase].push(describe(r));
    });
    await page.goto('/#/im');
    await page.waitForSelector('[data-testid=chat-workspace]', { state: 'visible' });
    phase = 'conversation';
    const workspace = total(await Promise.all(phases.workspace));
    await waitForWorkspaceReady(page);
    await page.evaluate(openInApp, { hash: conversationHash(c.conversationID), ...c.newest });
    await waitForWatchedRow(page);
    const added = total(await Promise.all(phases.conversation));
    log(`initial JS: ${workspace.files} files, ${workspace.totalGzipBytes} bytes gzip`);
    return {
      workspace: { ...workspace, ratioToTarget: ratio(workspace.totalGzipBytes, TARGETS.initialJsGzipBytes) },
      addedByOpeningConversation: added,
    };
  } finally {
    await context.close();
  }
}

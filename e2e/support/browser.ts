import { type Browser, chromium, type Page } from 'playwright-core';

/** Flags (docs/architecture.md): headless, root-safe, no calls to closed network services. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page whose console errors and failed requests are collected for assertions. */
export async function openPage(browser: Browser, baseURL: string, locale = 'zh-CN') {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${import.meta.dirname}/../artifacts/${name}.png`, fullPage: false });
}

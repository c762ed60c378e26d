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

/** Requests the server refused (4xx/5xx) while the page was open. */
export function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) seen.push(`${res.status()} ${res.url()}`);
  });
  return seen;
}

export const errorToasts = (page: Page) => page.locator('.ant-message-error').count();

/** The modules the actor is offered: the top bar on a desktop, the drawer's grid on a phone. */
export async function offeredModules(page: Page, mobile: boolean): Promise<string[]> {
  if (mobile) await page.getByTestId('nav-drawer-open').click();
  const scope = mobile ? page.getByTestId('nav-drawer') : page.locator('.renli-module-nav');
  await scope.locator('[data-testid^="nav-"]').first().waitFor();
  return scope
    .locator('[data-testid^="nav-"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')!.replace('nav-', '')));
}

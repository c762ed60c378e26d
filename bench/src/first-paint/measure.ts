import type { Browser, Page } from 'playwright-core';
import { ACCOUNT, config, VIEWPORT } from './config.ts';
import { firstContentfulPaint, installMarks } from './probes.ts';

/** One cold load: a fresh context (empty cache and storage) with the marks installed. */
async function coldPage(browser: Browser, baseURL: string, selectors: Record<string, string>) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT });
  // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(installMarks, selectors);
  const page = await context.newPage();
  page.setDefaultTimeout(config.waitMs);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests, close: () => context.close() };
}

async function waitForMark(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (mark) => {
      const value = window.__renliMarks?.[mark];
      return value !== undefined && value >= 0 ? value : undefined;
    },
    name,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Baseline: a static file from the same server in a cold context, navigation start to load. */
export async function measureBaseline(browser: Browser, baseURL: string): Promise<number> {
  const { page, close } = await coldPage(browser, baseURL, {});
  try {
    await page.goto('/favicon.svg');
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation!.loadEventEnd;
    });
  } finally {
    await close();
  }
}

export interface LandingRun {
  firstTextMs: number;
  fcpMs: number | null;
  requests: number;
}

/** The landing page `/`: when its headline is painted, the browser's FCP, and requests until idle. */
export async function measureLanding(browser: Browser, baseURL: string): Promise<LandingRun> {
  const { page, requests, close } = await coldPage(browser, baseURL, {
    headline: '[data-testid=home-headline]',
  });
  try {
    await page.goto('/');
    const firstTextMs = await waitForMark(page, 'headline');
    await page.waitForLoadState('networkidle');
    return { firstTextMs, fcpMs: await page.evaluate(firstContentfulPaint), requests: requests.length };
  } finally {
    await close();
  }
}

export interface LoginRun {
  shellMs: number;
  workbenchMs: number;
  requestsAfterLogin: number;
}

/**
 * The login page, loaded and idle, then the company account signs in: from the click until the
 * shell is painted (its header, with skeletons where data is still on its way) and until the
 * workbench greeting is painted; requests from the click until the network is idle.
 */
export async function measureLogin(browser: Browser, baseURL: string): Promise<LoginRun> {
  const { page, requests, close } = await coldPage(browser, baseURL, {
    shell: '[data-testid=app-shell]',
    workbench: '[data-testid=workbench-greeting]',
  });
  try {
    await page.goto('/#/login');
    await page.getByTestId('login-code').fill(ACCOUNT.loginCode);
    await page.getByTestId('login-password').fill(ACCOUNT.password);
    await page.waitForLoadState('networkidle');
    const before = requests.length;
    await page.getByTestId('login-submit').click();
    const shell = await waitForMark(page, 'shell');
    const workbench = await waitForMark(page, 'workbench');
    const click = await waitForMark(page, 'click');
    await page.waitForLoadState('networkidle');
    return {
      shellMs: shell - click,
      workbenchMs: workbench - click,
      requestsAfterLogin: requests.length - before,
    };
  } finally {
    await close();
  }
}

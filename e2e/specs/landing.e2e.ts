import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { DESKTOP, MOBILE } from '../support/chat-ui.ts';

/**
 * The landing page and the way in (issue 16, "no blank screens"; docs/architecture.md, "Loading" and
 * "Landing page"): `/` draws without antd and fits a phone; the login page brings only the text it
 * shows and downloads the shell while its form waits, so signing in paints the shell at once.
 */
const baseURL = inject('baseURL');
const SHOTS = resolve(
  import.meta.dirname,
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? '../../docs/screenshots/landing' : '../artifacts/landing',
);
const ANTD_CHUNK = /\/assets\/antd-[\w-]+\.js$/;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(viewport: typeof DESKTOP) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, requests, errors, close: () => context.close() };
}

describe('landing page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])('draws without antd on a %s, fits the screen, and switches language', async (size, viewport) => {
    const { page, requests, errors, close } = await open(viewport);
    try {
      await page.goto('/');
      await expect.poll(() => page.getByTestId('home-headline').textContent()).toContain('仁力 Renli');
      await page.waitForLoadState('networkidle');
      expect(await page.title()).toBe('首页 - 仁力 Renli');
      expect(requests.filter((url) => ANTD_CHUNK.test(url))).toEqual([]);
      expect(requests.length).toBeLessThanOrEqual(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${SHOTS}/home-${size}.png`, fullPage: true });

      await page.getByTestId('lang-switch').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The product's name reads 仁力 Renli in Chinese and Renli 仁力 in English.
      await expect.poll(() => page.getByTestId('home-headline').textContent()).toContain('Renli 仁力');
      await expect.poll(() => page.title()).toBe('Home - Renli 仁力');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leads to registration and login', async () => {
    const { page, close } = await open(DESKTOP);
    try {
      await page.goto('/');
      await page.getByTestId('home-register').first().click();
      await page.waitForURL(/#\/register$/);
      await page.goBack();
      await page.getByTestId('home-login').last().click();
      await page.waitForURL(/#\/login$/);
      await page.getByTestId('login-code').waitFor();
    } finally {
      await close();
    }
  });
});

describe('login page', () => {
  it('loads only the text it shows, preloads the shell, and paints it after the click', async () => {
    const { page, requests, errors, close } = await open(DESKTOP);
    try {
      const shellPreloaded = page.waitForRequest(/\/assets\/MainShell-[\w-]+\.js$/);
      await page.goto('/#/login');
      await page.getByTestId('login-code').fill('demo@renli.local');
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await shellPreloaded;
      // The menus' and the back office's text come with the shell, after the form is drawn.
      const form = requests.findIndex((url) => /\/assets\/LoginPage-[\w-]+\.js$/.test(url));
      const shellText = requests.findIndex((url) => /\/assets\/(admin|nav)-[\w-]{8}\.js$/.test(url));
      expect(form).toBeGreaterThan(-1);
      expect(shellText).toBeGreaterThan(form);
      await page.waitForLoadState('networkidle');
      const beforeClick = requests.length;
      await page.getByTestId('login-submit').click();
      await page.getByTestId('workbench-greeting').waitFor();
      const afterClick = requests.slice(beforeClick);
      expect(afterClick.filter((url) => /\/assets\/(MainShell|ConsolePage)-/.test(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

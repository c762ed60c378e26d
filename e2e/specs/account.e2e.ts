import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxCode } from '../support/accounts.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a new company signs up and finds its way around', () => {
  it('registers with a code from the dev outbox, logs in, switches language, opens a module and logs out', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const loginCode = `e2e-${randomBytes(3).toString('hex')}@renli.test`;
    const compName = `云杉测试科技${randomBytes(2).toString('hex')}`;
    const password = 'Yunshan#2026';

    await page.goto('/#/register');
    await page.getByTestId('register-type-company').click();
    await page.getByTestId('register-comp-name').fill(compName);
    await page.getByTestId('register-login-code').fill(loginCode);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await outboxCode(page, loginCode));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-confirm').fill(password);
    await page.getByTestId('register-agree').check();
    await page.getByTestId('register-submit').click();

    await page.waitForURL(/#\/login/);
    await expect.poll(() => page.getByTestId('login-code').inputValue()).toBe(loginCode);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('app-shell').waitFor();
    await expect.poll(() => page.getByTestId('app-shell').textContent()).toContain(compName);
    await screenshot(page, 'shell-zh');

    // A module's own path is its workbench; its unbuilt pages are still placeholders.
    await page.getByTestId('nav-recruit').click();
    await page.waitForURL(/#\/recruit/);
    await page.getByTestId('module-pages').getByRole('link', { name: '职位管理' }).click();
    await page.waitForURL(/#\/recruit\/job$/);
    await page.getByTestId('coming-soon').waitFor();

    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('lang-switch').getAttribute('data-lang')).toBe('en');
    await expect.poll(() => page.getByTestId('nav-recruit').textContent()).toMatch(/Recruit/);
    await screenshot(page, 'module-en');
    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('nav-recruit').textContent()).toMatch(/Recruit/);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/#\/login/);
    await page.goto('/#/oa');
    await page.waitForURL(/#\/login/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await page.goto('/#/this/route/does-not-exist');
    await page.getByTestId('not-found').waitFor();
    await close();
  });

  it('logs in as the demo company seeded on first start', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await page.goto('/#/login');
    await page.getByTestId('login-code').fill('demo@renli.local');
    await page.getByTestId('login-password').fill('Renli@2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('app-shell').waitFor();
    await expect
      .poll(() => page.getByTestId('app-shell').textContent())
      .toContain('杭州仁力人力资源有限公司');
    await close();
  });
});

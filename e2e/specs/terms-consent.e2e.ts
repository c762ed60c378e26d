import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxCode } from '../support/accounts.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';

const baseURL = inject('baseURL');
const LAPTOP = { name: 'laptop', width: 1366, height: 820 };
const PHONE = { name: 'phone', width: 390, height: 844 };
const REFUSAL = '请阅读并同意《用户协议》和《隐私政策》';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** antd fades a field's message in: the picture waits until the field stops moving. */
const settled = (message: Locator) =>
  expect
    .poll(() =>
      message.evaluate((el) => el.closest('.ant-form-item')!.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Follows a link of the consent box into its new tab, checks the page fits, and closes the tab. */
async function openLegalPage(page: Page, name: string, doc: string, viewport: typeof LAPTOP) {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name }).click(),
  ]);
  await tab.setViewportSize(viewport);
  await tab.getByTestId(`legal-${doc}`).waitFor();
  expect(await tab.locator('h1').textContent()).toBe(name.replace(/[《》]/g, ''));
  await expect.poll(() => tab.getByText('版本 1.0').count()).toBe(1);
  await tab.getByTestId('legal-contact').waitFor();
  expect(await scrollWidth(tab)).toBeLessThanOrEqual(viewport.width);
  await screenshot(tab, `legal-${doc}-${viewport.name}`);
  await tab.getByTestId('legal-contact').scrollIntoViewIfNeeded();
  await screenshot(tab, `legal-${doc}-${viewport.name}-end`);
  await tab.close();
}

describe('consent to the 用户协议 and 隐私政策 at registration', () => {
  it.each([LAPTOP, PHONE])('registers a company with the box ticked ($name)', async (viewport) => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await page.setViewportSize(viewport);
    const loginCode = `consent-${randomBytes(3).toString('hex')}@renli.test`;
    const compName = `知情同意科技${randomBytes(2).toString('hex')}`;
    const password = 'Consent#2026';

    await page.goto('/#/register');
    await page.getByTestId('register-comp-name').fill(compName);
    await page.getByTestId('register-login-code').fill(loginCode);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await outboxCode(page, loginCode));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-confirm').fill(password);

    // Without the box: a clear Chinese message under it, and the account is not created.
    await page.getByTestId('register-submit').click();
    await page.getByText(REFUSAL).waitFor();
    await settled(page.getByText(REFUSAL));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `register-consent-refused-${viewport.name}`);

    // Both texts open in a new tab; the form keeps what was typed.
    await openLegalPage(page, '《用户协议》', 'agreement', viewport);
    await openLegalPage(page, '《隐私政策》', 'privacy', viewport);
    expect(await page.getByTestId('register-comp-name').inputValue()).toBe(compName);

    await page.getByTestId('register-agree').check();
    await expect.poll(() => page.getByText(REFUSAL).count()).toBe(0);
    await screenshot(page, `register-consent-ticked-${viewport.name}`);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/login/);
    await expect.poll(() => page.getByTestId('login-code').inputValue()).toBe(loginCode);
    expect(errors).toEqual([]);
    await close();
  });

  it('reads both texts in English at #/agreement and #/privacy', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await page.goto('/#/privacy');
    await page.getByTestId('legal-privacy').waitFor();
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Privacy Policy');
    await page.getByRole('link', { name: 'User Agreement' }).click();
    await page.waitForURL(/#\/agreement$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('User Agreement');
    await page.getByRole('heading', { name: '9. Governing law and disputes' }).waitFor();
    await screenshot(page, 'legal-agreement-en');
    expect(errors).toEqual([]);
    await close();
  });
});

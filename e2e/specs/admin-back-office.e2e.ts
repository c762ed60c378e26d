import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCompany } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { personAt } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
/** A company of this spec alone: other specs give the seeded companies staff (an invitation). */
const EMPTY = `无员工测试企业${Date.now().toString(36)}`;
beforeAll(async () => {
  browser = await launchBrowser();
  await registerCompany(baseURL, EMPTY);
});
afterAll(() => browser?.close());

/** The demo seed: a verified company with staff and a second one waiting for verification. */
const COMPANY = '杭州仁力人力资源有限公司';
const PENDING = '厦门云帆科技有限公司';
const PERSON = '13900000001';

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr').filter({ hasText: text });
const confirm = (page: Page) =>
  page
    .locator('.ant-popconfirm, .ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();

async function adminAt(): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 820 },
  });
  const page = await context.newPage();
  await page.goto('/#/aLogin');
  await page.getByTestId('admin-login-code').fill('admin@renli.local');
  await page.getByTestId('admin-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/#\/Members\/Company$/);
  return { page, close: () => context.close() };
}

describe('platform back-office', () => {
  it('lists companies with their filters, approves a verification, and shows the dictionaries', async () => {
    const admin = await adminAt();
    const { page } = admin;
    await rowOf(page, COMPANY).getByText('已认证').waitFor();
    await rowOf(page, PENDING).getByText('审核中').waitFor();
    await rowOf(page, EMPTY).waitFor();
    await page.getByText('仅显示有员工的企业').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rowOf(page, EMPTY).count()).toBe(0);
    await rowOf(page, COMPANY).waitFor();
    await screenshot(page, 'admin-members-company');

    await page.goto('/#/Approval/attestation');
    await rowOf(page, PENDING)
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await confirm(page);
    await rowOf(page, PENDING).getByText('已通过').waitFor();
    await screenshot(page, 'admin-approval');

    await page.goto('/#/Parameter/SocialSecurity');
    await rowOf(page, '北京').getByText('16% / 8%').waitFor();
    await screenshot(page, 'admin-parameter-social-security');
    await admin.close();
  });

  it('disabling a person ends their session at once', async () => {
    const person = await personAt(browser, baseURL, PERSON);
    const admin = await adminAt();
    await admin.page.goto('/#/Members/Person');
    const row = rowOf(admin.page, PERSON);
    await row.getByRole('button', { name: /停\s*用/ }).click();
    await confirm(admin.page);
    await row.getByText('已停用').waitFor();
    await screenshot(admin.page, 'admin-members-person');

    await person.page.reload();
    await person.page.waitForURL(/#\/login/);
    await person.page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await person.page.getByTestId('login-code').fill(PERSON);
    await person.page.getByTestId('login-submit').click();
    await person.page.getByText('该账号已停用，请联系管理员').waitFor();
    await admin.close();
    await person.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { editor, personAt, rowWith, send } from '../support/chat-ui.ts';
import { openDropdown } from '../support/staff-hr.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NEW_STAFF = { name: '林晓', mobile: '13812340001', dept: '数据平台部' };
/** STAFF_DEFAULT_PASSWORD of packages/contracts: what a staff login created without one gets. */
const DEFAULT_PASSWORD = 'Renli@123456';
const OWN_PASSWORD = 'Linxiao#2026';
/** 王建国 is a colleague in the demo company (apps/server/src/seed/demo-data.ts). */
const COLLEAGUE = '王建国';

const rowOf = (page: Page, name: string) => page.locator('.ant-table-tbody tr').filter({ hasText: name });
const drawer = (page: Page) => page.getByRole('dialog');
const save = (page: Page) =>
  drawer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();

/** Spec issue 7: the organisation administered end to end in the browser. */
describe('organisation administered end to end', () => {
  it('the company creates a department and a staff member with one column; the staff member changes the default password, sees only what they may, finds a colleague and starts a chat', async () => {
    const company = await personAt(browser, baseURL, 'demo@renli.local');
    const admin = company.page;

    await admin.goto('/#/other/setting/org');
    await rowOf(admin, '总经办').waitFor();
    await admin.getByRole('button', { name: /新\s*建/ }).click();
    await drawer(admin).getByLabel('部门名称').fill(NEW_STAFF.dept);
    await save(admin);
    await admin.getByText('已新建').first().waitFor();

    await admin.goto('/#/other/setting/staff');
    await admin.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await admin.getByRole('button', { name: /新\s*建/ }).click();
    await drawer(admin).getByLabel('姓名').fill(NEW_STAFF.name);
    await drawer(admin).getByLabel('手机号（登录账号）').fill(NEW_STAFF.mobile);
    await drawer(admin).getByLabel('部门').click();
    await openDropdown(admin).getByTitle(NEW_STAFF.dept).click();
    await save(admin);
    await rowOf(admin, NEW_STAFF.name).getByText(NEW_STAFF.dept).waitFor();
    await screenshot(admin, 'org-flow-staff-accounts');

    // Permissions: the new staff member may read the training column and nothing else beyond the
    // everyday office and settings; the company closes the exam column for everyone.
    await rowOf(admin, NEW_STAFF.name).getByRole('link', { name: '权限' }).click();
    await admin.waitForURL(/#\/other\/setting\/comsafe\?staffId=\d+$/);
    const train = admin.getByRole('radiogroup', { name: '培训' });
    await train.getByText('查看').click();
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('员工权限已保存').waitFor();
    await admin.getByRole('switch', { name: '考试' }).click();
    await expect.poll(() => admin.getByRole('switch', { name: '考试' }).isChecked()).toBe(false);
    await screenshot(admin, 'org-flow-permissions');
    expect(company.errors).toEqual([]);
    await company.close();

    // First login on the default password: it must be changed before anything else.
    const first = await personAt(browser, baseURL, NEW_STAFF.mobile, undefined, DEFAULT_PASSWORD);
    await first.page.getByTestId('change-password-forced').waitFor();
    // A click waits for the dialog to stop moving (its opening animation) before the screenshot.
    await first.page.getByTestId('change-password-old').click();
    await screenshot(first.page, 'org-flow-first-login');
    await first.page.getByTestId('change-password-old').fill(DEFAULT_PASSWORD);
    await first.page.getByTestId('change-password-new').fill(OWN_PASSWORD);
    await first.page.getByTestId('change-password-confirm').fill(OWN_PASSWORD);
    await first.page.getByTestId('change-password-submit').click();
    await first.page.waitForURL(/#\/login/);
    expect(first.errors).toEqual([]);
    await first.close();

    const staff = await personAt(browser, baseURL, NEW_STAFF.mobile, undefined, OWN_PASSWORD);
    const { page } = staff;
    expect(await page.getByTestId('change-password-forced').count()).toBe(0);
    await page.getByTestId('nav-train').waitFor();
    for (const open of ['oa', 'other']) await page.getByTestId(`nav-${open}`).waitFor();
    for (const hidden of ['salary', 'staff', 'recruit', 'exam']) {
      expect(await page.getByTestId(`nav-${hidden}`).count()).toBe(0);
    }
    await page.goto('/#/salary');
    await page.getByText('您没有此栏目的权限，请联系管理员').waitFor();
    await page.goto('/#/exam');
    await page.getByText('公司未开通此栏目，请联系管理员').waitFor();
    await screenshot(page, 'org-flow-column-closed');

    await page.getByTestId('address-book-entry').click();
    await page.waitForURL(/#\/staff\/addressBook$/);
    await page.getByPlaceholder('搜索姓名、手机号或部门').fill(COLLEAGUE);
    await page.getByPlaceholder('搜索姓名、手机号或部门').press('Enter');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await rowOf(page, COLLEAGUE).getByRole('button', { name: '发消息' }).click();
    await page.waitForURL(/#\/im\/C2C\d+$/);
    await page.locator('.rl-chat-window-header').getByText(COLLEAGUE).waitFor();
    await editor(page).waitFor();
    await send(page, '王总您好，我是数据平台部新同事林晓。');
    const sent = rowWith(page, '我是数据平台部新同事林晓');
    await sent.waitFor();
    await expect.poll(() => sent.locator('.rl-chat-spinner').count()).toBe(0);
    await screenshot(page, 'org-flow-chat');
    expect(staff.errors).toEqual([]);
    await staff.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { personAt } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A staff member of the demo company (apps/server/src/seed/demo-data.ts) no other spec signs in as. */
const STAFF = { mobile: '13700000019', name: '云帆新同事' };
const PHONE = { width: 390, height: 844 };

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr').filter({ hasText: text });
const drawer = (page: Page) => page.getByRole('dialog');

/** Issue 14, item 1: another company's login joins only when its owner accepts. */
describe('joining a second company by invitation', () => {
  it('the second company invites a staff login of the first; the owner accepts on a phone; neither company can reset the password', async () => {
    const inviter = await personAt(browser, baseURL, 'yunfan@renli.local');
    const admin = inviter.page;
    await admin.goto('/#/other/setting/staff');
    await admin.getByRole('button', { name: /新\s*建/ }).click();
    await drawer(admin).getByLabel('姓名').fill(STAFF.name);
    await drawer(admin).getByLabel('手机号（登录账号）').fill(STAFF.mobile);
    await drawer(admin)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const row = rowOf(admin, STAFF.name);
    await row.getByText('待对方确认').waitFor();
    // Not the company's login yet: nothing to reset or close.
    expect(await row.getByRole('button', { name: '重置密码' }).count()).toBe(0);
    await screenshot(admin, 'staff-invitation-sent');
    expect(inviter.errors).toEqual([]);
    await inviter.close();

    const invitee = await personAt(browser, baseURL, STAFF.mobile, PHONE);
    const { page } = invitee;
    const invitation = page.getByTestId('join-invitations');
    await invitation.getByText('厦门云帆科技有限公司 邀请你以“云帆新同事”的身份加入，成为其员工。').waitFor();
    await screenshot(page, 'staff-invitation-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await invitation.getByRole('button', { name: /接\s*受/ }).click();
    const joined = page.getByText('已加入 厦门云帆科技有限公司，可在头像菜单中切换身份');
    await joined.waitFor();
    // On a phone the toast lies over the header's menu for its 3 s: tap the menu once it has gone.
    await joined.waitFor({ state: 'hidden' });
    await page.getByTestId('user-menu').click();
    // The workbench behind is long enough to scroll: tapped while the menu still slides in, the page
    // is scrolled to reach the item and its submenu (opened by hover) closes. Tap once it stands still.
    await page.locator('.ant-dropdown:not([class*="slide-up-"])').getByTestId('identity-switch').click();
    await page.getByText(/云帆新同事 · 厦门云帆科技有限公司/).waitFor();
    await screenshot(page, 'staff-invitation-identities');
    expect(invitee.errors).toEqual([]);
    await invitee.close();

    // The login now acts in two companies: the company that created it can no longer reset it.
    const owner = await personAt(browser, baseURL, 'demo@renli.local');
    await owner.page.goto('/#/other/setting/staff');
    await owner.page.getByLabel('姓名/手机号/工号').fill(STAFF.mobile);
    await owner.page.getByRole('button', { name: /查\s*询/ }).click();
    const own = rowOf(owner.page, STAFF.mobile);
    await own.getByRole('button', { name: '重置密码' }).click();
    await owner.page.getByRole('button', { name: /确\s*定/ }).click();
    await owner.page.getByText('已在其他公司任职').waitFor();
    await owner.close();
  });
});

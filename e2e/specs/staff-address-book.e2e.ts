import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { editor, MOBILE, personAt, rowWith, send } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 朱雅琴 of 技术研发部 in apps/server/src/seed/demo-data.ts; 13700000013 is her colleague 马晓东. */
const COLLEAGUE = '朱雅琴';
const rowOf = (page: Page, name: string) => page.locator('.ant-table-tbody tr').filter({ hasText: name });

describe('staff address book (员工 › 通讯录)', () => {
  it('a staff member finds a colleague by name and starts a chat with them', async () => {
    const staff = await personAt(browser, baseURL, '13700000013');
    const { page } = staff;
    await page.goto('/#/staff/addressBook');
    await rowOf(page, '王建国').waitFor();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(10);
    // Oneself has no 发消息.
    await page.locator('.ant-pagination-next').click();
    await rowOf(page, '马晓东').waitFor();
    expect(await rowOf(page, '马晓东').getByRole('button').count()).toBe(0);

    await page.getByPlaceholder('搜索姓名、手机号或部门').fill(COLLEAGUE);
    await page.getByPlaceholder('搜索姓名、手机号或部门').press('Enter');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await rowOf(page, COLLEAGUE).getByText('技术研发部').waitFor();
    await screenshot(page, 'staff-address-book-desktop');

    await rowOf(page, COLLEAGUE).getByRole('button', { name: '发消息' }).click();
    await page.waitForURL(/#\/im\/C2C\d+$/);
    await page.locator('.rl-chat-window-header').getByText(COLLEAGUE).waitFor();
    await editor(page).waitFor();
    await send(page, '雅琴，测试环境的登录问题我来跟进。');
    await rowWith(page, '测试环境的登录问题我来跟进').waitFor();
    await screenshot(page, 'staff-address-book-chat');
    expect(staff.errors).toEqual([]);
    await staff.close();
  });

  it('shows cards on a phone and filters outsourced staff', async () => {
    const staff = await personAt(browser, baseURL, '13700000013', MOBILE);
    const { page } = staff;
    await page.goto('/#/staff/addressBook');
    await page.locator('.ant-card .ant-card').first().waitFor();
    await page.getByText('外包', { exact: true }).click();
    await page.getByText('郭佳怡').waitFor();
    await expect.poll(() => page.getByText('王建国').count()).toBe(0);
    await page.getByRole('button', { name: '发消息' }).first().waitFor();
    await screenshot(page, 'staff-address-book-phone');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE.width);
    expect(staff.errors).toEqual([]);
    await staff.close();
  });
});

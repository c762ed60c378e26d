import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { chinaToday, choose, named } from '../support/staff-hr.ts';

/**
 * 日程 end to end (docs/product/oa-schedule.md): 高玉兰 (13700000018) creates a weekly event from
 * today 10:00 inviting 何文博 (13700000017) with a 15-minute reminder; 何文博 sees it on his calendar
 * and accepts; 高玉兰's month and week views show it and its detail shows the answer. On a phone the
 * calendar opens as a list. Shot at 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into
 * docs/screenshots/oa-schedule).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ORGANIZER = '13700000018';
const INVITEE = '13700000017';
const stamp = Date.now().toString(36).slice(-5);
const shoot = shooter('oa-schedule');
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const eventOn = (page: Page, title: string) =>
  page.locator('.fc-event, .fc-list-event').filter({ hasText: title }).first();

async function view(page: Page, label: string) {
  await page
    .locator('.rl-schedule-toolbar .ant-segmented-item')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('calendar (日程)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`高玉兰 invites 何文博 to a weekly event, he accepts (${size})`, async () => {
      const phone = size === 'phone';
      const title = `周计划同步${phone ? '手机' : ''}${stamp}`;
      const today = chinaToday();

      const gao = await personAt(browser, baseURL, ORGANIZER, viewport);
      await gao.page.goto('/#/oa/schedule');
      await gao.page.locator('.fc').waitFor();
      if (phone) await gao.page.locator('.fc-list, .fc-list-empty').first().waitFor();
      else await gao.page.locator('.fc-timegrid').waitFor();
      await eventOn(gao.page, '新员工入职培训')
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await shoot(gao.page, phone ? 'list' : 'week');

      await gao.page.getByRole('button', { name: named('新建日程') }).click();
      const form = drawer(gao.page);
      await form.getByLabel('标题').fill(title);
      for (const [label, value] of [
        ['开始', `${today} 10:00`],
        ['结束', `${today} 11:00`],
      ] as const) {
        const input = form.getByLabel(label, { exact: true });
        await input.click();
        await input.fill(value);
        await input.press('Enter');
        await expect.poll(() => input.inputValue()).toBe(value);
      }
      await choose(gao.page, form.getByLabel('重复'), /^每周$/);
      await form.getByTestId('repeat-preview').getByText(/^每周/).waitFor();
      await form.getByText('提前 15 分钟').waitFor(); // a new timed event reminds 15 minutes before
      await choose(gao.page, form.getByLabel('参与人'), /何文博/, '何文博');
      await form.getByLabel('地点').fill('行政部小会议室');
      await shoot(gao.page, 'form');
      await gao.page.getByRole('button', { name: named('保存') }).click();
      await gao.page.getByText('日程已保存').waitFor();
      await eventOn(gao.page, title).waitFor({ timeout: 15_000 });
      expect(gao.errors).toEqual([]);

      const he = await personAt(browser, baseURL, INVITEE, viewport);
      await he.page.goto('/#/oa/schedule');
      await eventOn(he.page, title).click({ timeout: 15_000 });
      const detail = drawer(he.page);
      await detail.getByText('行政部小会议室').waitFor();
      const mine = detail.getByTestId('my-response');
      await mine.getByPlaceholder(/附言/).fill('准时参加');
      await mine.getByText('接受', { exact: true }).click();
      await he.page.getByText('已回复').waitFor();
      await detail.locator('.ant-list-item').filter({ hasText: '何文博' }).getByText('已接受').waitFor();
      await shoot(he.page, 'invitee-detail');
      expect(he.errors).toEqual([]);
      await he.close();

      if (phone) {
        // The phone opens as a list; the month view shows the event too.
        await gao.page.reload();
        await gao.page.locator('.fc-list').waitFor();
        await eventOn(gao.page, title).waitFor();
        await view(gao.page, '月');
        await gao.page.locator('.fc-daygrid').waitFor();
        await eventOn(gao.page, title).waitFor();
        await shoot(gao.page, 'month');
        await view(gao.page, '列表');
        await eventOn(gao.page, title).click();
      } else {
        await view(gao.page, '月');
        await gao.page.locator('.fc-daygrid').waitFor();
        await eventOn(gao.page, title).waitFor();
        await shoot(gao.page, 'month');
        await view(gao.page, '周');
        await gao.page.locator('.fc-timegrid').waitFor();
        await eventOn(gao.page, title).click();
      }
      const own = drawer(gao.page);
      const row = own.locator('.ant-list-item').filter({ hasText: '何文博' });
      await row.getByText('已接受').waitFor();
      await row.getByText('准时参加').waitFor();
      await own.getByText(/每周/).first().waitFor();
      await shoot(gao.page, 'detail');
      expect(gao.errors).toEqual([]);
      await gao.close();
    });
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { chinaToday, choose, named, openDropdown, setDay, shiftDay } from '../support/staff-hr.ts';

/**
 * 会议 end to end (docs/product/oa-conference.md): 张伟 (13700000003, OA admin) adds a room; 陈静
 * (05) books it tomorrow 10:00–11:00 for a meeting with 杨洋 (06); a second booking of the same slot
 * is refused with the clash; 杨洋 sees the meeting and accepts; the room's strip shows it busy. At
 * 1366 px and 390×844; screenshots in e2e/artifacts/oa-conference.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = '13700000003';
const ORGANISER = '13700000005';
const GUEST = '13700000006';
const stamp = Date.now().toString(36).slice(-5);
const tomorrow = shiftDay(chinaToday(), { days: 1 });
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const roomCard = (page: Page, name: string) => page.locator('.rl-room-card').filter({ hasText: name });
const shoot = shooter('oa-conference');
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
/** Closes a multiple select's list by clicking the drawer's title. */
const closeDropdown = async (page: Page) => {
  await page.locator('.ant-drawer-open .ant-drawer-title').last().click();
  await openDropdown(page)
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
};

async function book(page: Page, room: string, title: string) {
  await roomCard(page, room)
    .getByRole('button', { name: named('预约') })
    .click();
  const form = drawer(page);
  await form.getByLabel('会议主题').fill(title);
  await setDay(form.getByLabel('日期'), tomorrow);
  await choose(page, form.getByLabel('开始'), '10:00', '10:00');
  await choose(page, form.getByLabel('结束'), '11:00', '11:00');
  await choose(page, form.getByLabel('参会人'), '杨洋', '杨洋');
  await closeDropdown(page);
  await form.getByLabel('议程').fill('1. 上周进展\n2. 本周计划');
  return form;
}

describe('meetings (会议)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`a room is added, booked once, refused twice, seen by the guest (${size})`, async () => {
      const room = `洽谈室${size === 'phone' ? 'P' : 'D'}${stamp}`;
      const title = `项目周会${size === 'phone' ? 'P' : 'D'}${stamp}`;

      const admin = await personAt(browser, baseURL, ADMIN, viewport);
      await admin.page.goto('/#/oa/conference/room');
      await admin.page
        .getByRole('button', { name: named('新增会议室') })
        .first()
        .click();
      const roomForm = drawer(admin.page);
      await roomForm.getByLabel('会议室名称').fill(room);
      await roomForm.getByLabel('位置').fill('总部 5 楼');
      await roomForm.getByLabel('容纳人数').fill('6');
      await choose(admin.page, roomForm.getByLabel('设备'), '电视屏');
      await closeDropdown(admin.page);
      await shoot(admin.page, 'room-form');
      await admin.page.getByRole('button', { name: named('保存') }).click();
      await toast(admin.page, '会议室已保存').waitFor();
      await roomCard(admin.page, room).waitFor();
      expect(admin.errors).toEqual([]);
      await admin.close();

      const organiser = await personAt(browser, baseURL, ORGANISER, viewport);
      const page = organiser.page;
      await page.goto('/#/oa/conference/room');
      await roomCard(page, room).waitFor({ timeout: 15_000 });
      await book(page, room, title);
      await shoot(page, 'meeting-form');
      await page.getByRole('button', { name: named('保存') }).click();
      await toast(page, `已预约「${title}」`).waitFor({ timeout: 15_000 });

      await book(page, room, `${title}-二次`);
      await page.getByRole('button', { name: named('保存') }).click();
      await toast(page, new RegExp(`会议室「${room}」在 .*10:00–11:00 已被 陈静 预订（${title}）`)).waitFor({
        timeout: 15_000,
      });
      await shoot(page, 'clash');
      await page
        .getByRole('button', { name: named('取消') })
        .first()
        .click();

      await setDay(page.getByLabel('查看日期'), tomorrow);
      await roomCard(page, room).getByLabel('10:00–11:00 陈静 已预订').waitFor({ timeout: 15_000 });
      await shoot(page, 'rooms');
      expect(organiser.errors).toEqual([]);
      await organiser.close();

      const guest = await personAt(browser, baseURL, GUEST, viewport);
      await guest.page.goto('/#/oa/conference/meeting');
      const card = guest.page.locator('.rl-meeting-card').filter({ hasText: title });
      await card.waitFor({ timeout: 15_000 });
      await shoot(guest.page, 'meetings');
      await card.click();
      const detail = drawer(guest.page);
      await detail.getByText('陈静').first().waitFor();
      await detail.getByRole('button', { name: named('接受') }).click();
      await toast(guest.page, '已接受邀请').waitFor();
      await detail.getByText('杨洋 · 已接受').waitFor();
      await shoot(guest.page, 'meeting-detail');
      expect(guest.errors).toEqual([]);
      await guest.close();
    });
  }
});

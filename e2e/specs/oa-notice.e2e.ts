import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { named, openDropdown } from '../support/staff-hr.ts';

/**
 * 公告 end to end (docs/product/oa-notice.md): 张伟 (13700000003, an OA administrator) publishes an
 * announcement with an image to 财务部, public on the site; 周婷 (13700000009, 财务部) sees it unread
 * and opens it; 张伟 sees 已读 1 / n with the unread list and reminds them; the company's public site
 * shows it. At 1366 px and 390×844.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = '13700000003';
const READER = '13700000009';
const stamp = Date.now().toString(36).slice(-5);
const shoot = shooter('oa-notice');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const compIdOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('renli:user') ?? '{}') as { v?: { compId?: number } }).v?.compId,
  );

describe('announcements (公告)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`publishes to 财务部, is read, reminded and shown on the public site (${size})`, async () => {
      const title = `财务部月结安排${size}${stamp}`;
      const admin = await personAt(browser, baseURL, ADMIN, viewport);
      const { page } = admin;
      await page.goto('/#/oa/notice/notice');
      await page.getByText('关于2027年元旦放假安排的通知').first().waitFor({ timeout: 20_000 });
      await shoot(page, 'received');

      await page
        .getByRole('button', { name: named('发布公告') })
        .first()
        .click();
      const form = drawer(page);
      await form.getByLabel('标题', { exact: true }).fill(title);
      await form.getByLabel('分类', { exact: true }).click();
      await openDropdown(page).getByText('行政通知').click();
      await form.locator('.rich-text-editable').click();
      await page.keyboard.type('本月月结将于25日开始，请各位同事提前整理报销单据。');
      await form
        .getByTestId('rich-text-image-input')
        .setInputFiles({ name: 'flow.png', mimeType: 'image/png', buffer: PNG });
      await form.locator('.rich-text-editable img').waitFor({ timeout: 15_000 });
      await form.getByText('指定部门/人员').click();
      await form.getByLabel('部门（含下级部门）').click();
      await page
        .locator('.ant-select-tree-title', { hasText: /^财务部$/ })
        .first()
        .click();
      await page.keyboard.press('Escape');
      await form.getByLabel('在企业官网公开').click();
      await shoot(page, 'editor');
      await page
        .getByRole('button', { name: named('发布') })
        .last()
        .click();
      await page.getByText('公告已发布，已通知发布范围内的员工').waitFor({ timeout: 15_000 });

      const reader = await personAt(browser, baseURL, READER, viewport);
      await reader.page.goto('/#/oa/notice/notice');
      const row = reader.page.getByTestId('notice-row').filter({ hasText: title });
      await row.waitFor({ timeout: 20_000 });
      expect(await row.locator('strong').count()).toBe(1);
      await shoot(reader.page, 'unread');
      await row.click();
      await drawer(reader.page).locator('.rich-text-content img').waitFor({ timeout: 15_000 });
      await shoot(reader.page, 'detail');
      expect(reader.errors).toEqual([]);
      await reader.close();

      await page.goto('/#/oa/notice/my');
      await page.getByTestId('notice-row').filter({ hasText: title }).click();
      const stats = page.getByTestId('notice-read-stats');
      await stats.waitFor({ timeout: 15_000 });
      const text = (await stats.textContent()) ?? '';
      const [, read, total] = /已读 (\d+) \/ (\d+)/.exec(text) ?? [];
      expect(Number(read)).toBe(1);
      expect(Number(total)).toBeGreaterThan(1);
      await drawer(page).locator('.ant-list-item-meta-title').first().waitFor({ timeout: 15_000 });
      expect(
        await drawer(page)
          .locator('.ant-list-item-meta-title', { hasText: /^周婷$/ })
          .count(),
      ).toBe(0);
      await drawer(page)
        .getByRole('button', { name: named('提醒未读') })
        .click();
      await page.getByText(`已提醒 ${Number(total) - 1} 位未读员工`).waitFor({ timeout: 15_000 });
      await shoot(page, 'reading');

      const compId = await compIdOf(page);
      expect(compId).toEqual(expect.any(Number));
      await page.goto(`/#/company/${compId}/notice`);
      await page.getByText(title).waitFor({ timeout: 20_000 });
      await shoot(page, 'site');
      await page.getByText(title).click();
      await page.locator('.rich-text-content img').waitFor({ timeout: 15_000 });
      await shoot(page, 'site-detail');
      expect(admin.errors).toEqual([]);
      await admin.close();
    });
  }
});

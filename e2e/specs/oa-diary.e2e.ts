import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { choose, expectNoSidewaysScroll, named, option } from '../support/staff-hr.ts';

/**
 * 工作日志 end to end (docs/product/oa-diary.md): the OA administrator 张伟 (03) adds a template with
 * the form designer and looks at the reminder screens; 朱雅琴 (14) writes a report of it to 孙浩然
 * (12), who sees it unread, opens it, comments and likes; 朱雅琴 sees the comment. The template's
 * name is unique per run, so each run writes a fresh report whatever the day. Shot at 1366 px and
 * 390×844.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = '13700000003';
const LEAD = '13700000012';
const WRITER = '13700000014';
const stamp = Date.now().toString(36).slice(-5);
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const shoot = shooter('oa-diary');

describe('work reports (工作日志)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    const template = `测试日报${size === 'desktop' ? 'D' : 'P'}${stamp}`;
    const comment = `进度不错，回归用例记得补上 ${size}${stamp}`;

    it(`张伟 adds a template with the form designer and sees the reminder rules (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, ADMIN, viewport);
      await page.goto('/#/oa/diary/reminddiary');
      await page.getByText('研发部日报').first().waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await shoot(page, 'rules');
      await page.getByRole('tab', { name: '提交统计' }).click();
      await choose(page, page.getByLabel('选择提醒规则').last(), '研发部日报');
      await page.getByText('整体提交率').waitFor({ timeout: 20_000 });
      await shoot(page, 'stats');
      await page.getByRole('tab', { name: '日志模板' }).click();
      await page.getByRole('button', { name: named('新建模板') }).click();
      const form = drawer(page);
      await form.getByLabel('模板名称').fill(template);
      await page.waitForTimeout(300);
      await shoot(page, 'template');
      await page.getByRole('button', { name: named('保存') }).click();
      await page.getByText('已保存').first().waitFor();
      await page.getByText(template).waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
      await close();
    });

    it(`朱雅琴 writes a report to 孙浩然 (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, WRITER, viewport);
      await page.goto('/#/oa/diary/mydiary');
      await page.getByRole('button', { name: template }).click({ timeout: 20_000 });
      const form = drawer(page);
      await form.getByLabel('工作内容').fill(`完成考勤模块回归测试，提交缺陷 5 个 ${stamp}`);
      const reviewers = form.getByLabel('接收人');
      const chosen = form.locator('.ant-select-selection-item').filter({ hasText: '孙浩然' });
      // Last time's receivers arrive a moment after the drawer opens; pick 孙浩然 until he shows as chosen.
      await expect
        .poll(
          async () => {
            if ((await chosen.count()) > 0) return true;
            await reviewers.click();
            await reviewers.fill('孙浩然');
            await option(page, '孙浩然')
              .first()
              .click({ timeout: 5_000 })
              .catch(() => undefined);
            await page.keyboard.press('Escape');
            return (await chosen.count()) > 0;
          },
          { timeout: 45_000, interval: 500 },
        )
        .toBe(true);
      await shoot(page, 'write');
      await page.getByRole('button', { name: named('提交') }).click();
      await page.getByText('日志已提交').waitFor();
      await page.locator('.oa-diary-card').filter({ hasText: template }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'mine');
      expect(errors).toEqual([]);
      await close();
    });

    it(`孙浩然 sees it unread, opens it, comments and likes; 朱雅琴 sees the comment (${size})`, async () => {
      const lead = await personAt(browser, baseURL, LEAD, viewport);
      await lead.page.goto('/#/oa/diary/reviewlog');
      const card = lead.page.locator('.oa-diary-card').filter({ hasText: template }).first();
      await card.waitFor({ timeout: 20_000 });
      await expect.poll(() => card.getAttribute('class')).toContain('is-unread');
      await expectNoSidewaysScroll(lead.page);
      await shoot(lead.page, 'review');
      await card.click();
      const view = drawer(lead.page);
      await view.getByText(`完成考勤模块回归测试，提交缺陷 5 个 ${stamp}`).waitFor();
      await view.getByLabel('写下你的评论').fill(comment);
      await view.getByRole('button', { name: named('发表评论') }).click();
      await view.getByText(comment).waitFor();
      await view.getByRole('button', { name: /点赞/ }).click();
      await view.getByText('孙浩然 觉得很赞').waitFor();
      await shoot(lead.page, 'review-open');
      expect(lead.errors).toEqual([]);
      await lead.close();

      const writer = await personAt(browser, baseURL, WRITER, viewport);
      await writer.page.goto('/#/oa/diary/mydiary');
      await writer.page
        .locator('.oa-diary-card')
        .filter({ hasText: template })
        .first()
        .click({ timeout: 20_000 });
      await drawer(writer.page).getByText(comment).waitFor();
      await drawer(writer.page).getByText('已读：孙浩然').waitFor();
      await shoot(writer.page, 'mine-open');
      expect(writer.errors).toEqual([]);
      await writer.close();
    });
  }
});

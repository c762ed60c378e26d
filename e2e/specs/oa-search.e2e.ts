import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';

/**
 * 办公搜索 end to end (docs/product/oa.md, "One search"): 刘芳 (13700000004) types 考勤 into the
 * search box of the 办公 workbench and finds, in the demo data, the announcement 员工考勤管理制度 (sent
 * to everyone), the task 新员工入职培训课件更新 she owns and the online meeting 新版考勤规则评审 she is
 * invited to; a hit opens its record. Shot at 1366 px and 390×844.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000004';
const shoot = shooter('oa-search');

describe('one search across the OA workspace (办公搜索)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`finds an announcement, a task and a meeting by one word and opens one (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, HR, viewport);
      await page.goto('/#/oa');
      const widget = page.getByTestId('widget-oa-search');
      await widget.getByText('搜索你能看到的日志、文档、公告、任务、日程和会议').waitFor({ timeout: 15_000 });
      await shoot(page, 'intro');
      await widget.getByPlaceholder('搜索日志、文档、公告、任务、日程、会议').fill('考勤');
      const notices = widget.getByTestId('oa-search-notice');
      await notices.getByText('员工考勤管理制度（2026年修订版）').waitFor({ timeout: 15_000 });
      await widget.getByTestId('oa-search-task').getByText('新员工入职培训课件更新').waitFor();
      const meetings = widget.getByTestId('oa-search-meeting');
      await meetings.getByText('新版考勤规则评审').waitFor();
      // The word is marked where it matched.
      expect(await notices.locator('mark').first().textContent()).toBe('考勤');
      await widget.scrollIntoViewIfNeeded();
      await shoot(page, 'results');
      await meetings.getByText('新版考勤规则评审').click();
      await page.waitForURL(/#\/oa\/conference\/online\?id=\d+/, { timeout: 15_000 });
      await page.getByText('新版考勤规则评审').first().waitFor({ timeout: 15_000 });
      await shoot(page, 'opened');
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('says nothing was found for words nowhere in the workspace', async () => {
    const { page, errors, close } = await personAt(browser, baseURL, HR, DESKTOP);
    await page.goto('/#/oa');
    const widget = page.getByTestId('widget-oa-search');
    await widget.getByPlaceholder('搜索日志、文档、公告、任务、日程、会议').fill('无此内容zq9');
    await widget.getByText('没有找到与“无此内容zq9”相关的内容').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await close();
  });
});

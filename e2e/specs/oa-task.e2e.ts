import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { chinaToday, choose, expectNoSidewaysScroll, named, shiftDay } from '../support/staff-hr.ts';

/**
 * 任务 end to end (docs/product/oa-task.md): 马晓东 (13700000013) creates a task for 赵丽娟
 * (13700000007) with himself as reviewer and a checklist; 赵丽娟 finds it under 我执行的, ticks the
 * checklist, sets 100 % and submits; 马晓东 accepts it under 我审核的 and looks at the kanban. At
 * 1366 px and 390×844; screenshots `oa-task-*`.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATOR = '13700000013';
const EXECUTOR = '13700000007';
const stamp = Date.now().toString(36).slice(-5);
const shoot = shooter('oa-task');
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();

describe('tasks (任务)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`creates, executes, submits and accepts a task (${size})`, async () => {
      const title = `核对供应商报价${size}${stamp}`;
      const creator = await personAt(browser, baseURL, CREATOR, viewport);
      let page = creator.page;
      await page.goto('/#/oa/task/create');
      await page.getByRole('tab', { name: /我创建的/ }).waitFor();
      await page.getByText('整理第四季度供应商合同').first().waitFor({ timeout: 15_000 });
      await expectNoSidewaysScroll(page);
      await shoot(page, 'list');
      await page
        .getByRole('button', { name: named('新建任务') })
        .first()
        .click();
      const form = drawer(page);
      await form.getByLabel('标题').fill(title);
      await form.getByLabel('描述').fill('对比三家供应商的报价\n列出差异');
      await choose(page, form.getByLabel('执行人'), /赵丽娟/, '赵丽娟');
      await page.keyboard.press('Escape');
      await choose(page, form.getByLabel('审核人'), /马晓东/, '马晓东');
      const due = form.getByLabel('截止时间');
      await due.click();
      await due.fill(`${shiftDay(chinaToday(), { days: 3 })} 18:00`);
      await due.press('Enter');
      await form.getByRole('button', { name: /添加检查项/ }).click();
      await form.getByPlaceholder('检查项内容').fill('收齐三家报价单');
      await shoot(page, 'form');
      await page.getByRole('button', { name: named('创建') }).click();
      await page.getByText('任务已创建').waitFor({ timeout: 10_000 });
      await drawer(page).getByText('收齐三家报价单').waitFor();
      await creator.close();

      const executor = await personAt(browser, baseURL, EXECUTOR, viewport);
      page = executor.page;
      await page.goto('/#/oa/task/execute');
      await page.getByText(title).first().click({ timeout: 15_000 });
      const detail = drawer(page);
      await detail.getByRole('checkbox', { name: /收齐三家报价单/ }).click();
      await detail.getByText('检查项 1/1').waitFor({ timeout: 10_000 });
      const slider = detail.getByRole('slider');
      await slider.focus();
      await slider.press('End');
      await detail.getByRole('button', { name: /更新进度/ }).click();
      await detail.getByRole('button', { name: /提交验收/ }).waitFor();
      await detail.getByText('进行中').first().waitFor({ timeout: 10_000 });
      await detail.getByRole('button', { name: /提交验收/ }).click();
      await page.getByText('已提交验收').first().waitFor({ timeout: 10_000 });
      await detail.getByText('待验收').first().waitFor();
      await shoot(page, 'submitted');
      expect(executor.errors).toEqual([]);
      await executor.close();

      const reviewer = await personAt(browser, baseURL, CREATOR, viewport);
      page = reviewer.page;
      await page.goto('/#/oa/task/examine');
      await page.getByText(title).first().click({ timeout: 15_000 });
      const review = drawer(page);
      await review.getByRole('button', { name: /验收通过/ }).click();
      await review.getByText('已完成').first().waitFor({ timeout: 10_000 });
      await review.getByRole('tab', { name: '动态' }).click();
      await review.getByText('验收通过').first().waitFor();
      await shoot(page, 'accepted');
      await page.keyboard.press('Escape');
      await page.getByText('看板').click();
      await page.locator('.rl-task-column[data-status="done"]').getByText(title).waitFor({ timeout: 10_000 });
      await expectNoSidewaysScroll(page);
      await shoot(page, 'kanban');
      expect(reviewer.errors).toEqual([]);
      await reviewer.close();
    });
  }
});

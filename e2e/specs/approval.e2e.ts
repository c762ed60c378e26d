import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';

/**
 * Approvals end to end (issue 18, docs/product/approval.md): the company admin designs and publishes
 * a template whose amount above 5000 adds a second approver, a staff member submits 6000, and both
 * approvers approve. Demo seed: staff log in as 1370000000N in the seed's order.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = 'demo@renli.local';
const INITIATOR = '13700000013'; // 马晓东
const FIRST = { login: '13700000012', name: '孙浩然' };
const SECOND = { login: '13700000001', name: '王建国' };

const topDrawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const closeTopDrawer = async (page: Page) => {
  const before = await page.locator('.ant-drawer-open').count();
  await topDrawer(page).locator('.ant-drawer-close').click();
  await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(before - 1);
};
const option = (page: Page, text: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text });

/** In the open node drawer: 指定成员, then one person found by name. */
async function namedApprover(page: Page, name: string) {
  const drawer = topDrawer(page);
  await drawer.getByText('指定成员', { exact: true }).click();
  await drawer.getByRole('combobox', { name: '选择成员' }).click();
  await page.keyboard.type(name);
  await option(page, name).first().click();
  await drawer.getByText(name).first().waitFor();
  await page.keyboard.press('Escape');
  await closeTopDrawer(page);
}

async function addNode(page: Page, index: number, type: string) {
  await page.getByRole('button', { name: '添加节点' }).nth(index).click();
  await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: type }).click();
}

async function publishTemplate(page: Page, name: string) {
  await page.goto('/#/oa/approve/temp');
  await page.getByRole('button', { name: '新建模板' }).click();
  const editor = topDrawer(page);
  await editor.getByLabel('模板名称').fill(name);

  await editor.getByRole('tab', { name: '表单设计' }).click();
  await editor.getByRole('button', { name: '金额', exact: true }).click();
  await editor.getByRole('switch', { name: '必填' }).click();

  await editor.getByRole('tab', { name: '流程设计' }).click();
  await addNode(page, 0, '审批人');
  await namedApprover(page, FIRST.name);
  await addNode(page, 1, '条件分支');
  await editor
    .locator('.approval-flow-card.is-branch')
    .filter({ hasText: '条件1' })
    .locator('.approval-flow-card-open')
    .click();
  const branch = topDrawer(page);
  await branch.getByRole('button', { name: /添加条件/ }).click();
  await branch.getByRole('combobox', { name: '比较' }).click();
  await option(page, '>').first().click();
  await branch.getByLabel('比较值').fill('5000');
  await closeTopDrawer(page);
  await editor.getByText('金额 > 5000').waitFor();
  // The "+" at the top of 条件1's branch: after the two of the main line before the condition.
  await addNode(page, 2, '审批人');
  await namedApprover(page, SECOND.name);
  expect(await editor.getByText('流程还不能发布').count()).toBe(0);

  await editor.getByRole('button', { name: /发\s*布/ }).click();
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  await page.locator('.approval-cards .ant-card').filter({ hasText: name }).getByText('已启用').waitFor();
}

async function approveAs(login: string, name: string, viewport: typeof DESKTOP, shot?: string) {
  const approver = await personAt(browser, baseURL, login, viewport);
  const { page } = approver;
  await page.goto('/#/oa/approve/list');
  await page.locator('.approval-cards .ant-card').filter({ hasText: name }).first().click();
  const drawer = topDrawer(page);
  await drawer.getByText('¥6000').waitFor();
  await drawer.getByLabel('审批意见').fill('同意');
  if (shot) await screenshot(page, shot);
  await drawer.getByRole('button', { name: /同\s*意/ }).click();
  await drawer.getByRole('button', { name: /同\s*意/ }).waitFor({ state: 'detached' });
  expect(approver.errors).toEqual([]);
  await approver.close();
}

describe('approvals', () => {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    it(`a template designed and published, 6000 submitted and approved by both approvers (${size})`, async () => {
      const name = `费用报销${size === 'mobile' ? '乙' : '甲'}`;
      const admin = await personAt(browser, baseURL, ADMIN, viewport);
      await publishTemplate(admin.page, name);
      await screenshot(admin.page, `approval-templates-${size}`);
      expect(admin.errors).toEqual([]);
      await admin.close();

      const initiator = await personAt(browser, baseURL, INITIATOR, viewport);
      const { page } = initiator;
      await page.goto('/#/oa/approve/myapply');
      await page.locator('.approval-cards .ant-card').filter({ hasText: name }).last().click();
      const form = topDrawer(page);
      await form.getByLabel('金额').fill('6000');
      await form.getByText('大写：陆仟元整').waitFor();
      // The preview resolves both approvers: 6000 > 5000 takes the branch.
      await form.getByText(SECOND.name).waitFor();
      await form.getByText(FIRST.name).waitFor();
      await screenshot(page, `approval-start-${size}`);
      await form.getByRole('button', { name: /提\s*交/ }).click();
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

      await approveAs(FIRST.login, name, viewport, `approval-detail-${size}`);
      await approveAs(SECOND.login, name, viewport);

      await page.getByRole('tab', { name: '我的申请' }).click();
      await page.locator('.approval-cards .ant-card').filter({ hasText: name }).getByText('已通过').waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      expect(initiator.errors).toEqual([]);
      await initiator.close();
    });
  }
});

import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { conversationRow, DESKTOP, MOBILE, personAt, rows } from '../support/chat-ui.ts';
import { openDropdown } from '../support/staff-hr.ts';

/**
 * Approvals end to end (issue 18, docs/product/approval.md): the company admin designs and publishes
 * a two-branch template (an amount above 5000 adds the 总经理 node), a staff member submits 6000,
 * their head approves, the 总经理 rejects it back to the initiator (退回发起人), who edits it and
 * submits it again; the head and the 总经理 then approve it. Demo seed: staff log in as 1370000000N
 * in the seed's order; 孙浩然 heads 技术研发部, where 马晓东 works. Screens are shot at 1366 px and at
 * 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/approval).
 */
const baseURL = inject('baseURL');
const SHOTS = resolve(
  import.meta.dirname,
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? '../../docs/screenshots/approval' : '../artifacts/approval',
);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = 'demo@renli.local';
const INITIATOR = '13700000013'; // 马晓东, of 技术研发部
const HEAD = { login: '13700000012', name: '孙浩然' };
const MANAGER = { login: '13700000001', name: '王建国' };

/** A shot once drawers and dialogs have slid in (their CSS transitions done). */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((each) => each.playState !== 'running'));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
const topDrawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const closeTopDrawer = async (page: Page) => {
  const before = await page.locator('.ant-drawer-open').count();
  await topDrawer(page).locator('.ant-drawer-close').click();
  await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(before - 1);
};
const options = (page: Page) => openDropdown(page).locator('.ant-select-item-option');
const option = (page: Page, text: string) => options(page).filter({ hasText: text });
const card = (page: Page, name: string) =>
  page.locator('.approval-cards .ant-card').filter({ hasText: name });
const button = (scope: Page | ReturnType<Page['locator']>, text: string) =>
  // antd spaces two-character Chinese labels ("同 意").
  scope.getByRole('button', { name: new RegExp(`^${[...text].join('\\s*')}$`) });
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The approver node just added: named, and either left to the default (主管) or given one person. */
async function nameNode(page: Page, name: string, person?: string) {
  const drawer = topDrawer(page);
  await drawer.getByLabel('名称').fill(name);
  if (person) {
    await drawer.getByText('指定成员', { exact: true }).click();
    await drawer.getByRole('combobox', { name: '选择成员' }).click();
    await page.keyboard.type(person);
    // Each keystroke searches the server and redraws the list: click once only the matches are left,
    // or the click may land on a row that a later answer moved.
    await expect
      .poll(async () => {
        const count = await options(page).count();
        return count > 0 && count === (await option(page, person).count());
      })
      .toBe(true);
    // A late search answer may redraw the list under the click: pick again until the drawer shows it.
    await expect
      .poll(
        async () => {
          if ((await drawer.getByText(person).count()) === 0)
            await option(page, person)
              .first()
              .click({ timeout: 3000 })
              .catch(() => undefined);
          return drawer.getByText(person).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  }
  await closeTopDrawer(page);
}

async function addNode(page: Page, index: number, type: string) {
  await page.getByRole('button', { name: '添加节点' }).nth(index).click();
  await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: type }).click();
}

async function publishTemplate(page: Page, name: string, size: string) {
  await page.goto('/#/oa/approve/temp');
  await page.getByRole('button', { name: '新建模板' }).click();
  const editor = topDrawer(page);
  await editor.getByLabel('模板名称').fill(name);

  await editor.getByRole('tab', { name: '表单设计' }).click();
  await editor.getByRole('button', { name: '金额', exact: true }).click();
  await editor.getByRole('switch', { name: '必填' }).click();

  await editor.getByRole('tab', { name: '流程设计' }).click();
  await editor.getByLabel('退回发起人或之前节点').check();
  await addNode(page, 0, '审批人');
  await nameNode(page, '主管');
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
  await nameNode(page, '总经理', MANAGER.name);
  expect(await editor.getByText('流程还不能发布').count()).toBe(0);
  await shoot(page, `designer-${size}`);

  await button(editor, '发布').click();
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  await card(page, name).getByText('已启用').waitFor();
}

/** An approver opens the instance from 待我审批 and approves it. */
async function approveAs(login: string, name: string, viewport: typeof DESKTOP, shot?: string) {
  const approver = await personAt(browser, baseURL, login, viewport);
  const { page } = approver;
  await page.goto('/#/oa/approve/list');
  await card(page, name).first().click();
  const drawer = topDrawer(page);
  await drawer.getByText('¥', { exact: false }).first().waitFor();
  await drawer.getByLabel('审批意见').fill('同意');
  if (shot) await shoot(page, shot);
  await button(drawer, '同意').click();
  await button(drawer, '同意').waitFor({ state: 'detached' });
  expect(approver.errors).toEqual([]);
  await approver.close();
}

/**
 * The head decides from the chat: the card in the 审批 system conversation (docs/product/approval.md,
 * "Cards in the chat") approves through the same endpoint as the drawer.
 */
async function approveFromChat(login: string, name: string, viewport: typeof DESKTOP, size: string) {
  const approver = await personAt(browser, baseURL, login, viewport);
  const { page } = approver;
  await page.goto('/#/im');
  await conversationRow(page, 'C2Csystem_approval').click();
  const chatCard = rows(page).locator('.rl-approval-card').filter({ hasText: name }).last();
  await chatCard.getByRole('status').filter({ hasText: '审批中' }).waitFor();
  await chatCard.getByText('¥6000').waitFor();
  await chatCard.scrollIntoViewIfNeeded();
  await shoot(page, `chat-card-${size}`);
  await noSidewaysScroll(page, viewport.width);
  await chatCard.getByRole('button', { name: '同意' }).click();
  await chatCard.getByRole('status').filter({ hasText: '已同意' }).waitFor();
  expect(approver.errors).toEqual([]);
  await approver.close();
}

/** The 总经理 rejects with a reason and sends the instance back to the initiator. */
async function sendBackAs(login: string, name: string, viewport: typeof DESKTOP, size: string) {
  const manager = await personAt(browser, baseURL, login, viewport);
  const { page } = manager;
  await page.goto('/#/oa/approve/list');
  await card(page, name).first().click();
  const drawer = topDrawer(page);
  await drawer.getByText('¥6000').waitFor();
  await shoot(page, `detail-${size}`);
  await noSidewaysScroll(page, viewport.width);
  await button(drawer, '拒绝').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '拒绝审批' });
  await dialog.getByLabel('拒绝理由').fill('请补充发票后再提交');
  await dialog.getByLabel('退回发起人').check();
  await shoot(page, `send-back-${size}`);
  await button(dialog, '退回').click();
  await dialog.waitFor({ state: 'detached' });
  await button(drawer, '拒绝').waitFor({ state: 'detached' });
  expect(manager.errors).toEqual([]);
  await manager.close();
}

describe('approvals', () => {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    it(`a two-branch template: 6000 approved by the head from the chat card, sent back by the 总经理, edited and approved (${size})`, async () => {
      const name = `费用报销${size === 'mobile' ? '乙' : '甲'}`;
      const admin = await personAt(browser, baseURL, ADMIN, viewport);
      await publishTemplate(admin.page, name, size);
      await shoot(admin.page, `templates-${size}`);
      await noSidewaysScroll(admin.page, viewport.width);
      expect(admin.errors).toEqual([]);
      await admin.close();

      const initiator = await personAt(browser, baseURL, INITIATOR, viewport);
      const { page } = initiator;
      await page.goto('/#/oa/approve/myapply');
      await card(page, name).last().click();
      const form = topDrawer(page);
      await form.getByLabel('金额').fill('6000');
      await form.getByText('大写：陆仟元整').waitFor();
      // The preview resolves both approvers: 6000 > 5000 takes the branch to the 总经理.
      await form.getByText(MANAGER.name).waitFor();
      await form.getByText(HEAD.name).waitFor();
      await shoot(page, `start-${size}`);
      await noSidewaysScroll(page, viewport.width);
      await button(form, '提交').click();
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

      await approveFromChat(HEAD.login, name, viewport, size);
      await sendBackAs(MANAGER.login, name, viewport, size);

      // Back with the initiator: 已退回, the reason on the timeline, 重新编辑 with the values kept.
      await page.getByRole('tab', { name: '我的申请' }).click();
      // The request's card (titled 马晓东的<template>), not the template's card to start one.
      const request = card(page, `的${name}`);
      await request.getByText('已退回').waitFor();
      await request.click();
      const detail = topDrawer(page);
      await detail.getByText('请补充发票后再提交').waitFor();
      await detail.getByText('退回给发起人').waitFor();
      await shoot(page, `returned-${size}`);
      await noSidewaysScroll(page, viewport.width);
      await button(detail, '重新编辑').click();
      const edit = topDrawer(page);
      await expect.poll(() => edit.getByLabel('金额').inputValue()).toMatch(/^6,?000(\.00)?$/);
      await edit.getByLabel('金额').fill('5800');
      await edit.getByText('大写：伍仟捌佰元整').waitFor();
      await button(edit, '重新提交').click();
      await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(1);
      await topDrawer(page).getByText('审批中').waitFor();
      await closeTopDrawer(page);

      await approveAs(HEAD.login, name, viewport, `approve-${size}`);
      await approveAs(MANAGER.login, name, viewport);
      await page.reload();
      await page.getByRole('tab', { name: '我的申请' }).click();
      await request.getByText('已通过').waitFor();
      await noSidewaysScroll(page, viewport.width);
      expect(initiator.errors).toEqual([]);
      await initiator.close();

      // The admins' 审批记录 finds it by its title, approved.
      const records = await personAt(browser, baseURL, ADMIN, viewport);
      await records.page.goto('/#/oa/approve/temp');
      await records.page.getByRole('tab', { name: '审批记录' }).click();
      await records.page.getByLabel('标题或编号').fill(name);
      await card(records.page, `的${name}`).getByText('已通过').waitFor();
      await shoot(records.page, `records-${size}`);
      await noSidewaysScroll(records.page, viewport.width);
      expect(records.errors).toEqual([]);
      await records.close();
    }, 240_000);
  }
});

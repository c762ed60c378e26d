import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { named, openDropdown, option } from '../support/staff-hr.ts';

/**
 * 考核周期 and 目标制定 end to end (docs/product/performance.md, "Cycles and stages", "Targets"). The
 * demo leaves 技术研发部 out of its running cycle (performance/cycles/demo.ts), so HR — 刘芳
 * (13700000004), the HRM staff admin — creates and launches a cycle for it; 马晓东 (13700000013) sets
 * his targets, the weights summing to 100 per section, and submits them; his head 孙浩然
 * (13700000012) approves them in 待我审批; 马晓东 then sees 执行中. Shots at 1366 px and 390×844.
 */
const baseURL = inject('baseURL');
const HR = '13700000004';
const MEMBER = '13700000013';
const HEAD = '13700000012';
const CYCLE = '技术研发部2026年第三季度考核';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shoot = shooter('performance');
const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: named(text) });
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();
const modal = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

/** Adds a free target to the `index`-th section of the open sheet. */
async function addTarget(page: Page, index: number, name: string, weight: string) {
  await drawer(page)
    .getByRole('button', { name: named('添加目标') })
    .nth(index)
    .click();
  const dialog = modal(page);
  await dialog.getByLabel('目标名称').fill(name);
  await dialog.getByLabel('目标值').fill(`${name}按期达成`);
  await dialog.getByLabel('权重').fill(weight);
  await button(dialog, '保存').click();
  await dialog.waitFor({ state: 'detached' });
  await drawer(page).getByText(name, { exact: true }).waitFor();
}

describe('考核周期与目标制定', () => {
  it('HR launches a cycle for 技术研发部 after the preview', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/performance/processmanagement/cycle');
    await button(page, '新建考核周期').first().click();
    const form = drawer(page);
    await form.getByLabel('名称').fill(CYCLE);
    const dates = form.locator('.ant-picker-range input');
    await dates.nth(0).click();
    await dates.nth(0).fill('2026-07-01');
    await dates.nth(0).press('Enter');
    await dates.nth(1).fill('2026-09-30');
    await dates.nth(1).press('Enter');
    // The templates load as the dropdown opens: pick again until the select shows the choice.
    const templateSelect = form.locator('.ant-select').filter({ has: page.locator('#templateId') });
    await expect
      .poll(async () => {
        if (!(await templateSelect.textContent())?.includes('通用季度考核')) {
          await form.locator('#templateId').click();
          await option(page, '通用季度考核')
            .first()
            .click({ timeout: 3000 })
            .catch(() => undefined);
        }
        return templateSelect.textContent();
      })
      .toContain('通用季度考核');
    await form.locator('#departmentIds').click();
    await openDropdown(page)
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: '技术研发部' })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await shoot(page, 'cycle-draft');
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });

    const card = page.locator('.rl-perf-cycle').filter({ hasText: CYCLE });
    await button(card, '发起').click();
    const preview = modal(page);
    await preview.getByText('孙浩然').first().waitFor();
    await expect.poll(() => preview.getByText('马晓东').count()).toBeGreaterThan(0);
    // 孙浩然 heads a top-level department: nobody above him, shown as a warning before launch.
    await preview.getByText(/没有找到评价人/).waitFor();
    await shoot(page, 'cycle-preview');
    await preview.getByRole('button', { name: /确认发起/ }).click();
    await preview.waitFor({ state: 'detached' });
    await card.getByText('进行中').waitFor();
    await card.click();
    await page.getByText('进入下一阶段').waitFor();
    await page.getByText(/未完成人员（3）/).waitFor();
    await shoot(page, 'cycle-progress');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('马晓东 sets his targets, 100 % per section, and submits them for approval', async () => {
    const member = await personAt(browser, baseURL, MEMBER, DESKTOP);
    const { page } = member;
    await page.goto('/#/performance/targetsetting/my');
    await page.getByRole('tab', { name: '我的目标' }).waitFor();
    await page.locator('.ant-table-row').filter({ hasText: CYCLE }).click();
    await drawer(page).getByText('业绩指标').first().waitFor();
    await addTarget(page, 0, '首页加载性能优化', '60');
    await addTarget(page, 0, '需求按期交付率', '30');
    await expect.poll(() => drawer(page).getByTestId('weight-sum-0').textContent()).toContain('90');
    await button(drawer(page), '提交审批').click();
    await page.getByText(/「业绩指标」的目标权重合计为 90%/).waitFor();
    await drawer(page)
      .getByRole('button', { name: named('编辑') })
      .nth(1)
      .click();
    await modal(page).getByLabel('权重').fill('40');
    await button(modal(page), '保存').click();
    await modal(page).waitFor({ state: 'detached' });
    await addTarget(page, 1, '技术钻研', '100');
    await expect.poll(() => drawer(page).getByTestId('weight-sum-0').textContent()).toContain('100');
    await shoot(page, 'targets-editor');
    await button(drawer(page), '提交审批').click();
    await drawer(page).getByText('目标审批中').waitFor();
    expect(member.errors).toEqual([]);
    await member.close();
  });

  it('孙浩然 approves in 待我审批 and sees the sheet in his team', async () => {
    const head = await personAt(browser, baseURL, HEAD, DESKTOP);
    const { page } = head;
    await page.goto('/#/oa/approve/list');
    await page
      .locator('.approval-cards .ant-card')
      .filter({ hasText: '马晓东的绩效目标审批' })
      .first()
      .click();
    const approval = drawer(page);
    await button(approval, '同意').click();
    await button(approval, '同意').waitFor({ state: 'detached' });
    await page.goto('/#/performance/targetsetting/team');
    const row = page.locator('.ant-table-row').filter({ hasText: '马晓东' }).filter({ hasText: CYCLE });
    await row.getByText('执行中').waitFor();
    await shoot(page, 'targets-team');
    expect(head.errors).toEqual([]);
    await head.close();
  });

  it('on a phone 马晓东 sees 执行中 and HR the progress, nothing scrolling sideways', async () => {
    const member = await personAt(browser, baseURL, MEMBER, MOBILE);
    await member.page.goto('/#/performance/targetsetting/my');
    const card = member.page.locator('.ant-card').filter({ hasText: CYCLE });
    await card.getByText('执行中').waitFor();
    await shoot(member.page, 'targets-my');
    await card.click();
    await drawer(member.page).getByText('更新进展').first().waitFor();
    await shoot(member.page, 'targets-sheet');
    expect(member.errors).toEqual([]);
    await member.close();

    const hr = await personAt(browser, baseURL, HR, MOBILE);
    await hr.page.goto('/#/performance/processmanagement/cycle');
    await hr.page.locator('.rl-perf-cycle').filter({ hasText: CYCLE }).click();
    await hr.page.getByText(/未完成人员/).waitFor();
    await shoot(hr.page, 'cycle-progress');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});

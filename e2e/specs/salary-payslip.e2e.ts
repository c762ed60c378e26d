import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { button, confirmPop, SALARY_SHOTS, shoot } from '../support/salary-shots.ts';
import { chinaToday } from '../support/staff-hr.ts';

/**
 * 工资条 end to end (issue 21, docs/product/salary.md, "Payslips"). The demo seed calculates last
 * month's runs; HR of the outsourced staff — 胡俊杰 (13700000015) — reviews the HRO run, submits it
 * (approved at once without a 薪资审批 template) and publishes its payslips on 薪资核算; a staff member
 * of it — 林志远 (13700000019) — opens `#/payslip` on a phone (390×844), confirms his identity with
 * his password, reads and confirms his payslip, and HR sees the counts on 工资条发放 at 1366 px. Shots at both sizes
 * (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/salary).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SALARY_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000015';
const STAFF = { login: '13700000019', name: '林志远' };

function lastMonth() {
  const [y, m] = chinaToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * HR takes last month's HRO run through review and approval (no 薪资审批 template in the demo, so
 * submitting approves it) and publishes its payslips with the run's 发布工资条 button.
 */
async function publishLastMonth(page: Page): Promise<{ runName: string; count: number }> {
  await page.goto('/#/salary/wage/list/hro');
  const run = page.locator('.payroll-run').first();
  await run.waitFor();
  await expect.poll(() => run.textContent()).toMatch(/已核算|已复核/);
  const runName = (await run.locator('.payroll-run-name').textContent())!.trim();
  if ((await run.textContent())?.includes('已核算')) {
    await button(page, '复核通过').click();
    await page.getByText('已复核', { exact: true }).first().waitFor();
  }
  await button(page, '提交审批').click();
  await confirmPop(page).click();
  await expect.poll(() => run.textContent()).toMatch(/已审批/);
  await button(page, '发布工资条').click();
  await confirmPop(page).click();
  const toast = page.getByText(/已发布 \d+ 份工资条/);
  await toast.waitFor();
  const count = Number((await toast.textContent())!.match(/\d+/)![0]);
  return { runName, count };
}

describe('工资条', () => {
  it('HR publishes, the staff member reads and confirms on a phone, HR sees the counts', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { runName, count } = await publishLastMonth(hr.page);
    expect(count).toBeGreaterThan(1);

    const staff = await personAt(browser, baseURL, STAFF.login, MOBILE);
    const { page } = staff;
    await page.goto('/#/payslip');
    await page.getByText('验证身份').first().waitFor();
    expect(await page.getByText(/¥/).count()).toBe(0);
    await shoot(page, 'payslip-identity');
    await page.locator('#payslip-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '验证并查看' }).click();
    await page.getByText(`${lastMonth()} 工资条`).first().click();
    const net = page.getByTestId('payslip-net');
    await net.waitFor();
    expect(await net.textContent()).toMatch(/^¥[\d,]+\.\d{2}$/);
    await page.getByText('扣款项').waitFor();
    await shoot(page, 'payslip-slip');
    await page.getByRole('button', { name: '确认无误' }).click();
    await page
      .getByText(/确认无误$/)
      .filter({ hasText: '已于' })
      .waitFor();
    expect(staff.errors).toEqual([]);
    await staff.close();

    await hr.page.goto('/#/salary/bill');
    const row = hr.page.locator('tr', { hasText: runName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`共 ${count} 人`);
    expect(await row.textContent()).toContain('已确认 1');
    expect(await row.textContent()).toContain('已查看 1');
    await shoot(hr.page, 'payslip-bill');
    await row.getByRole('button', { name: '明细' }).click();
    const drawer = hr.page.locator('.ant-drawer-open');
    await drawer.locator('tr', { hasText: STAFF.name }).getByText('已确认').waitFor();
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { button, confirmPop, SALARY_SHOTS, shoot } from '../support/salary-shots.ts';

/**
 * 薪资核算 end to end (issue 21, docs/product/salary.md, "Payroll runs"): the demo seed calculates
 * last month's run of each demo salary group (payroll/demo-payroll.ts). HR — 张伟 (13700000003), the
 * staff admin of both employee types — opens the internal (HRM) one (the payslip spec takes the HRO
 * run), recalculates it, reads a person's audit trail,
 * enters an input item, downloads the 工资表, reviews and submits it, and marks it paid; on a phone the
 * lines are cards and nothing scrolls sideways. Shots at 1366 px and 390×844
 * (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/salary).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SALARY_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000003';

describe('薪资核算', () => {
  it('HR recalculates last month’s run, reads a trail, enters an input, exports and moves it on', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/salary/wage/list/hrm');
    const run = page.locator('.payroll-run').first();
    await run.waitFor();
    await expect.poll(() => run.textContent()).toMatch(/已核算|已复核/);
    await shoot(page, 'payroll-runs');

    await button(page, /重新核算/).click();
    await page.getByText('核算完成').waitFor();

    const firstRow = page.locator('.payroll-row').first();
    await firstRow.waitFor();
    await firstRow.locator('td').first().click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('计算过程').first().waitFor();
    await expect.poll(() => drawer.locator('tbody tr').count()).toBeGreaterThan(3);
    await shoot(page, 'payroll-line');
    await page.keyboard.press('Escape');

    const input = page.locator('.payroll-input-cell').first();
    if ((await input.count()) > 0) {
      await input.fill('321');
      await input.press('Enter');
      await page.getByText('已保存，重新核算后生效').waitFor();
      await button(page, /重新核算/).click();
      await page.getByText('核算完成').waitFor();
    }

    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '工资表').click()]);
    expect(download.suggestedFilename()).toMatch(/^工资表_\d{14}\.xlsx$/);

    await button(page, '复核通过').click();
    await page.getByText('已复核', { exact: true }).first().waitFor();
    await button(page, '提交审批').click();
    await confirmPop(page).click();
    await expect.poll(() => run.textContent()).toMatch(/审批中|已审批/);
    if ((await run.textContent())?.includes('已审批')) {
      await button(page, '标记已发放').click();
      await confirmPop(page).click();
      await expect.poll(() => run.textContent()).toMatch(/已发放/);
    }
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('on a phone the lines are cards and the page does not scroll sideways', async () => {
    const hr = await personAt(browser, baseURL, HR, MOBILE);
    const { page } = hr;
    await page.goto('/#/salary/wage/list/hrm');
    await page.locator('.payroll-run').first().waitFor();
    await page.locator('.payroll-line-card').first().waitFor();
    await shoot(page, 'payroll-runs');
    await page.locator('.payroll-line-card').first().click();
    await page.locator('.ant-drawer-open').getByText('计算过程').first().waitFor();
    await shoot(page, 'payroll-line');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});

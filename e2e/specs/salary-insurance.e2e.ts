import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { SALARY_SHOTS, shoot } from '../support/salary-shots.ts';
import { readSheet } from '../support/sheets.ts';
import { chinaToday, named, option } from '../support/staff-hr.ts';

/**
 * 社保、公积金 end to end (docs/product/salary.md "Social insurance and housing fund"):
 * the company account sees the demo's 上海社保 scheme, creates one from the platform's figures and
 * removes it, sees the seeded enrolments, generates this month and reads its totals, and exports it.
 * Every screen is shot at 1366 px and 390×844.
 */
const baseURL = inject('baseURL');
const COMPANY = 'demo@renli.local';
const MONTH = chinaToday().slice(0, 7);
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SALARY_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A shot once transitions have ended; on a phone the page must not scroll sideways. */

/** The figure of a statistic card, e.g. 单位合计. */
const figure = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');

describe('salary insurance (社保、公积金)', () => {
  it('desktop: schemes from the platform, enrolments, a generated month with totals, its export', async () => {
    const { page } = await personAt(browser, baseURL, COMPANY, DESKTOP);
    await page.goto('/#/salary/social/sss');
    const shanghai = page.locator('.insurance-scheme').filter({ hasText: '上海社保' }).first();
    await shanghai.getByText('养老保险').waitFor();
    await expect.poll(() => shanghai.getByText('16%').count()).toBeGreaterThan(0);
    await shoot(page, 'schemes');

    // 从平台参数创建: a second 上海 scheme, named after the first, then removed (nobody uses it).
    await page
      .getByRole('button', { name: /从平台参数创建/ })
      .first()
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '生效月份' });
    await dialog.getByRole('combobox', { name: '城市' }).click();
    await option(page, /^上海$/)
      .first()
      .click();
    await dialog.getByText('养老保险').waitFor();
    await shoot(page, 'from-platform');
    await dialog.getByRole('button', { name: named('创建') }).click();
    await page.getByText('已创建方案 上海社保2').waitFor();
    const copy = page.locator('.insurance-scheme').filter({ hasText: '上海社保2' });
    await copy.getByText('0 人参保').waitFor();
    await copy.getByRole('button', { name: named('删除') }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('已删除方案 上海社保2').waitFor();

    await page.goto('/#/salary/social/ssa');
    const rows = page.locator('.insurance-table .ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    await rows.first().getByText('上海社保').waitFor();
    await shoot(page, 'enrolments');

    await page.goto('/#/salary/social/ssr');
    await page
      .locator('.ant-tag')
      .filter({ hasText: /未生成|待确认|已确认/ })
      .waitFor();
    const generate = page.getByRole('button', { name: named('生成明细') });
    if (await generate.count()) {
      await generate.click();
      await page.getByText(`已生成 ${MONTH} 的明细`).waitFor();
    }
    await page.locator('.ant-tag').filter({ hasText: '待确认' }).waitFor();
    const company = await figure(page, '单位合计').textContent();
    expect(company).toMatch(/^[1-9][\d,]*\.\d{2}$/);
    await page.getByRole('tab', { name: '分项汇总' }).click();
    await page.locator('.insurance-totals').getByText('养老保险').waitFor();
    await page.getByRole('tab', { name: '人员明细' }).click();
    await shoot(page, 'month');

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: named('导出') }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(
      new RegExp(`^社保明细_${MONTH.replace('-', '')}_\\d{14}\\.xlsx$`),
    );
    const sheet = await readSheet(await exported.path());
    expect(sheet[0]).toEqual(expect.arrayContaining(['姓名', '工号', '缴费基数']));
    expect(sheet.length).toBeGreaterThan(1);

    // The housing fund is the same screen for its own kind.
    await page.goto('/#/salary/housingfund/pfs');
    await page
      .locator('.insurance-scheme')
      .filter({ hasText: '上海公积金' })
      .getByText('住房公积金')
      .waitFor();
    await shoot(page, 'fund-schemes');
  });

  it('phone: the three screens fit 390 px, people as cards', async () => {
    const { page } = await personAt(browser, baseURL, COMPANY, MOBILE);
    await page.goto('/#/salary/social/sss');
    await page.locator('.insurance-scheme').first().getByText('养老保险').waitFor();
    await shoot(page, 'schemes');
    await page.goto('/#/salary/social/ssa');
    await page.locator('.insurance-card').first().waitFor();
    await shoot(page, 'enrolments');
    await page.goto('/#/salary/social/ssr');
    await page.locator('.insurance-card').first().waitFor();
    await expect.poll(() => figure(page, '个人合计').textContent()).toMatch(/^[1-9][\d,]*\.\d{2}$/);
    await shoot(page, 'month');
    await page.goto('/#/salary/housingfund/pfr');
    await page.locator('.insurance-card').first().waitFor();
    await shoot(page, 'fund-month');
  });
});

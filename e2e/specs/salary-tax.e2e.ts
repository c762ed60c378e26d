import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { SALARY_SHOTS, shoot } from '../support/salary-shots.ts';
import { choose, named } from '../support/staff-hr.ts';

/**
 * 个税 end to end (docs/product/salary.md, "Income tax"): the HRO staff admin
 * 胡俊杰 (13700000015) uses the tax calculator at 1366 px and 390×844 with the State Taxation
 * Administration's example for a whole year (30,000 a month, 4,500 social insurance and fund, 2,000 special
 * deductions: 555, 625, 1,850) and records a rent deduction for 何文博 of 外包服务部. Shots go to
 * docs/screenshots/salary with `E2E_DOCS_SCREENSHOTS=1`.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SALARY_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000015';
const STAFF = '何文博';

const activePane = (page: Page) => page.getByRole('tabpanel');

describe('salary tax (个税)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`the calculator gives the SAT example at ${viewport.width}px`, async () => {
      const hr = await personAt(browser, baseURL, HR, viewport);
      const { page } = hr;
      await page.goto('/#/salary/tax/hro');
      await page.getByRole('tab', { name: '个税计算器' }).click();
      const pane = activePane(page);
      await pane.getByLabel('收入', { exact: true }).fill('30000');
      await pane.getByLabel('社保公积金（个人）', { exact: true }).fill('4500');
      await pane.getByLabel('专项附加扣除', { exact: true }).fill('2000');
      await pane.getByRole('button', { name: named('填充到各月') }).click();
      await expect.poll(() => pane.getByLabel('12 月 收入').inputValue()).toBe('30000');
      const [answer] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/tax/calculate')),
        pane.getByRole('button', { name: named('计算') }).click(),
      ]);
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      const results = pane.locator('.salary-tax-results');
      // January to March as in the SAT's example; the year: 222,000 × 20% − 16,920.
      for (const tax of ['555.00', '625.00', '1850.00'])
        await results.getByRole('cell', { name: tax, exact: true }).first().waitFor();
      await results.getByText('¥27480.00').first().waitFor();
      await shoot(page, 'tax-calculator');
      expect(hr.errors).toEqual([]);
      await hr.close();
    });
  }

  it('HR records a rent deduction and sees its monthly amount', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/salary/tax/hro');
    await page.getByRole('tab', { name: '专项附加扣除' }).click();
    const pane = activePane(page);
    await pane.getByRole('button', { name: named('新建') }).click();
    const form = page.locator('.ant-drawer-open .ant-drawer-section').last();
    await choose(page, form.getByLabel('员工'), STAFF, STAFF);
    await choose(page, form.getByLabel('扣除项目'), /^住房租金$/);
    await choose(page, form.getByLabel('租房城市类别'), /直辖市/);
    const start = form.getByLabel('起始月份');
    await start.click();
    await start.fill('2026-01');
    await start.press('Enter');
    await expect.poll(() => start.inputValue()).toBe('2026-01');
    const [saved] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/tax/specialDeduction/insert')),
      form.getByRole('button', { name: named('保存') }).click(),
    ]);
    const answer = (await saved.json()) as { code: number; message: string };
    expect(answer.code, answer.message).toBe(200);
    const row = pane.locator('tr').filter({ hasText: STAFF }).filter({ hasText: '住房租金' }).first();
    await row.getByText('¥1,500.00').waitFor();
    await shoot(page, 'tax-deductions');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { SALARY_SHOTS, shoot } from '../support/salary-shots.ts';
import { choose, named } from '../support/staff-hr.ts';

/**
 * 工资项、公式与薪资档案 end to end (docs/product/salary.md, "Items, formulas and
 * salary archives"): HR adds a formula item, sees the cycle error as they type, fixes it and saves;
 * then changes a staff member's pay in the salary archive. Demo seed: 胡俊杰 (13700000015) is the
 * HRO staff admin; 高玉兰 is an HRO staff member of 顺达物流外包组 whom no other spec pays. Both
 * screens are shot at 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/salary).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SALARY_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000015';
const STAFF = '高玉兰';
const stamp = Date.now().toString(36);
const ITEM = { name: `全勤奖${stamp.slice(-4)}`, code: `fullAttendance${stamp}` };

const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();

describe('salary wage (工资项与薪资档案)', () => {
  it('HR adds a formula item: a cycle is refused as typed, the fixed formula saves', async () => {
    const { page, errors, close } = await personAt(browser, baseURL, HR, DESKTOP);
    await page.goto('/#/salary/wage/set/hro');
    await page.getByText('缺勤扣款').first().waitFor();
    await shoot(page, 'wage-items');
    await page.getByRole('button', { name: named('新增工资项') }).click();
    const form = drawer(page);
    await form.getByLabel('名称').fill(ITEM.name);
    await form.getByLabel('编码').fill(ITEM.code);
    await choose(page, form.getByLabel('来源'), '公式');
    const box = form.getByLabel('公式', { exact: true });
    await box.fill(`${ITEM.code} + 1`);
    await form.getByText(`工资项公式循环引用：${ITEM.name} → ${ITEM.name}`).waitFor();
    await box.fill('');
    // The formula built by clicks: if( 旷工天数 == 0, 200, 0 )
    await box.fill('if(');
    await form.locator('.ant-tag-checkable').filter({ hasText: '旷工天数' }).click();
    await box.press('End');
    await box.pressSequentially(' == 0, 200, 0)');
    await expect.poll(() => box.inputValue()).toBe('if(absentDays == 0, 200, 0)');
    await form.getByText(/公式正确。计算顺序：/).waitFor();
    await page.getByRole('button', { name: named('保存') }).click();
    await page.getByText('工资项已保存').waitFor();
    await page.locator('.ant-table-row').filter({ hasText: ITEM.code }).waitFor();

    await page.goto('/#/salary/wage/set/hro?tab=groups');
    await page.getByText('顺达物流外包组').waitFor();
    await page.getByText('杭州顺达物流有限公司').waitFor();
    await shoot(page, 'wage-groups');
    expect(errors).toEqual([]);
    await close();
  });

  it('HR changes a staff member’s pay in the salary archive', async () => {
    const { page, errors, close } = await personAt(browser, baseURL, HR, DESKTOP);
    await page.goto('/#/salary/wage/file/hro');
    await page.getByPlaceholder('姓名、工号或手机号').fill(STAFF);
    await page.getByPlaceholder('姓名、工号或手机号').press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: STAFF });
    await row.waitFor();
    await shoot(page, 'wage-file');
    await row.getByRole('button', { name: named('调薪') }).click();
    const form = drawer(page);
    await form.getByText('调薪记录').waitFor();
    await form.getByLabel('基本工资').fill('12345.67');
    await page.getByRole('button', { name: named('保存') }).click();
    await page.getByText('已保存').first().waitFor();
    await row.getByText('12,345.67').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('both screens fit a phone, the archive drawer too', async () => {
    const { page, errors, close } = await personAt(browser, baseURL, HR, MOBILE);
    await page.goto('/#/salary/wage/set/hro');
    await page.getByText('缺勤扣款').first().waitFor();
    await shoot(page, 'wage-items');
    await page.goto('/#/salary/wage/file/hro');
    const row = page.locator('.ant-table-row').filter({ hasText: STAFF });
    await row.waitFor();
    await shoot(page, 'wage-file');
    await row.getByRole('button', { name: named('调薪') }).click();
    await drawer(page).getByText('调薪记录').waitFor();
    await shoot(page, 'wage-archive-drawer');
    expect(errors).toEqual([]);
    await close();
  });
});

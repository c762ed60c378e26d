import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { MOBILE, personAt } from '../support/chat-ui.ts';
import { readSheet } from '../support/sheets.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const table = (page: Page) => page.locator('.ant-table-tbody');
const rowOf = (page: Page, name: string) => table(page).locator('tr').filter({ hasText: name });
const drawer = (page: Page) => page.getByRole('dialog');

/** The departments screen, built on the generic ResourcePage against the real `/cCompDepartment`. */
describe('departments (settings, org)', () => {
  it('the company account creates, finds and edits a department; a department with sub-departments cannot be removed', async () => {
    const company = await personAt(browser, baseURL, 'demo@renli.local');
    const { page } = company;
    await page.goto('/#/other/setting/org');
    await rowOf(page, '总经办').waitFor();

    await page.getByRole('button', { name: /新\s*建/ }).click();
    await drawer(page).getByLabel('部门名称').fill('质量管理部');
    await drawer(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('已新建').waitFor();
    await rowOf(page, '质量管理部').waitFor();

    await page.locator('.renli-resource-filters').getByLabel('部门名称').fill('质量');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => table(page).locator('tr.ant-table-row').count()).toBe(1);
    await rowOf(page, '质量管理部').getByRole('button', { name: '编辑' }).click();
    await drawer(page).getByLabel('部门名称').fill('质量与合规部');
    await drawer(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('已保存').waitFor();
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await rowOf(page, '质量与合规部').waitFor();
    await screenshot(page, 'org-departments-desktop');

    // The export and the import template speak Chinese: names in China time, labels, names not ids.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^部门_\d{14}\.xlsx$/);
    const sheet = await readSheet(await exported.path());
    expect(sheet[0]).toEqual(['部门名称', '上级部门', '排序', '负责人', '更新时间']);
    expect(sheet).toContainEqual(expect.arrayContaining(['质量与合规部']));
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载导入模板' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('部门导入模板.xlsx');
    expect((await readSheet(await template.path()))[0]).toEqual(['部门名称', '上级部门', '排序', '负责人']);

    await rowOf(page, '人力资源部').getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|删\s*除|OK/ })
      .click();
    await page.getByText('部门“人力资源部”下还有子部门，请先删除或移走子部门').waitFor();
    await rowOf(page, '人力资源部').waitFor();
    expect(company.errors).toEqual([]);
    await company.close();
  });

  it('a staff member without admin rights reads the tree on a phone without any write action', async () => {
    const staff = await personAt(browser, baseURL, '13700000012', MOBILE);
    const { page } = staff;
    await page.goto('/#/other/setting/org');
    await rowOf(page, '总经办').waitFor();
    // The server refuses their writes (resources integration tests); the page offers none.
    expect(await page.getByRole('button', { name: /新\s*建|导\s*入/ }).count()).toBe(0);
    expect(await rowOf(page, '总经办').getByRole('button', { name: '编辑' }).count()).toBe(0);
    await screenshot(page, 'org-departments-phone');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE.width);
    await staff.close();
  });
});

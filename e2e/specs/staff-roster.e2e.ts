import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { still, transitionsEnded } from '../support/people-picker.ts';
import { readSheet } from '../support/sheets.ts';
import {
  chinaToday,
  expectNoSidewaysScroll,
  named,
  openDropdown,
  setDay,
  shiftDay,
} from '../support/staff-hr.ts';

/**
 * 花名册 (docs/product/staff.md, "Roster (花名册) and statistics") as the company account reads it at
 * 1366 px and at 390×844: department filter with its tree picker, search, a past 截至日期, chosen
 * columns exported in their order, and the statistics' charts. Demo seed: 20 staff entered over six
 * years, the outsourced ones in 外包服务部; other specs may add hires, so counts are compared, not fixed.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEPT = '外包服务部';
const OUTSOURCED = ['胡俊杰', '何文博', '高玉兰', '罗思琪'];

const rows = (page: Page) => page.locator('.staff-roster-table .ant-table-tbody tr.ant-table-row');
const total = async (page: Page) =>
  Number(
    (await page.locator('.staff-roster-table .ant-pagination-total-text').textContent())?.match(/\d+/)?.[0],
  );
const columnOf = async (page: Page, title: string) => {
  const titles = await page.locator('.staff-roster-table .ant-table-thead th').allTextContents();
  const at = titles.indexOf(title);
  return rows(page).evaluateAll(
    (trs, index) => trs.map((tr) => (tr as HTMLTableRowElement).cells[index]?.textContent ?? ''),
    at,
  );
};

/** The filters: inline on a wide screen, in the 筛选 drawer on a phone. */
async function filterByDepartment(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: /筛选/ }).click();
  const picker = page.locator('.staff-roster-filters .ant-tree-select');
  // Clicks land where the drawer and the dropdown have slid to.
  await transitionsEnded(page);
  await picker.click();
  await transitionsEnded(page);
  await openDropdown(page).getByTitle(DEPT).click();
  await picker.getByText(DEPT, { exact: true }).waitFor();
  if (mobile) {
    await still(page, 'staff-roster-phone-filters');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: /^查看 \d+ 人$/ }).click();
  }
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: '搜索姓名、工号或手机号' }).fill(text);
}

/** 列设置: 手机号 off, 职级 on, 部门 one place up; answers the shown columns' labels in order. */
async function chooseColumns(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: named('列设置') }).click();
  const list = page.locator('.staff-roster-columns');
  const item = (label: string) => list.locator('li').filter({ has: page.getByText(label, { exact: true }) });
  await item('手机号').getByRole('checkbox').uncheck();
  await item('职级').getByRole('checkbox').check();
  await list.getByRole('button', { name: '上移 部门' }).click();
  const shown = await list
    .locator('li')
    .filter({ has: page.locator('.ant-checkbox-checked') })
    .locator('.ant-checkbox-label')
    .allTextContents();
  expect(shown.slice(0, 3)).toEqual(['姓名', '部门', '工号']);
  expect(shown.at(-1)).toBe('职级');
  await page.getByRole('button', { name: named('列设置') }).click();
  await list.waitFor({ state: 'hidden' });
  return shown;
}

async function readRoster(viewport: typeof DESKTOP) {
  const mobile = viewport.width < 768;
  const size = mobile ? 'phone' : 'desktop';
  const company = await personAt(browser, baseURL, 'demo@renli.local', viewport);
  const { page } = company;
  await page.goto('/#/staff/staffmanage/roster');
  // Other specs hire people today, who come first: wait for the list, not for one person on page 1.
  await rows(page).first().waitFor();
  const everyone = await total(page);
  expect(everyone).toBeGreaterThanOrEqual(20);
  await expectNoSidewaysScroll(page);
  await still(page, `staff-roster-${size}-today`);

  // A department with the ones below it: only its people.
  await filterByDepartment(page, mobile);
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  for (const name of OUTSOURCED) await rows(page).filter({ hasText: name }).waitFor();
  expect(await rows(page).filter({ hasText: '王建国' }).count()).toBe(0);
  expect(new Set(await columnOf(page, '部门'))).toEqual(new Set([DEPT]));

  await search(page, '罗思琪');
  await expect.poll(() => total(page)).toBe(1);
  await rows(page).filter({ hasText: '罗思琪' }).waitFor();
  await still(page, `staff-roster-${size}-search`);
  await search(page, '');
  await expect.poll(() => total(page)).toBeGreaterThanOrEqual(OUTSOURCED.length);

  // Two years ago: the roster of that day, with fewer people than today.
  const before = await total(page);
  const past = shiftDay(chinaToday(), { years: -2 });
  await setDay(page.getByLabel('截至日期'), past);
  await page.getByText(`正在查看 ${past} 的花名册`).waitFor();
  await expect.poll(() => total(page)).toBeLessThan(before);
  await expectNoSidewaysScroll(page);
  await still(page, `staff-roster-${size}-past`);
  await page.getByRole('button', { name: '回到今天' }).click();
  await expect.poll(() => total(page)).toBe(before);

  const shown = await chooseColumns(page);
  const titles = await page.locator('.staff-roster-table .ant-table-thead th').allTextContents();
  expect(titles).toEqual(shown);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: named('导出') }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^花名册_\d{14}\.xlsx$/);
  const sheet = await readSheet(await exported.path());
  expect(sheet[0]).toEqual(shown);
  // The sheet has the filtered roster: the department's people, no one else.
  expect(sheet).toHaveLength(before + 1);
  expect(sheet.slice(1).map((row) => row[1])).toEqual(Array(before).fill(DEPT));

  await page.getByRole('tab', { name: '统计分析' }).click();
  for (const chart of [
    '各部门在职人数',
    '近 12 个月入职与离职人数',
    '近 12 个月离职率',
    '年龄分布',
    '司龄分布',
  ])
    await page.getByRole('img', { name: chart }).locator('svg').first().waitFor();
  await expectNoSidewaysScroll(page);
  await still(page, `staff-roster-${size}-stats`);
  expect(company.errors).toEqual([]);
  await company.close();
}

describe('roster (花名册)', () => {
  it('the company account filters, goes back two years, exports chosen columns and sees the charts at 1366 px', () =>
    readRoster(DESKTOP));

  it('does the same at 390×844 with the filters in a drawer and no sideways scroll', () =>
    readRoster(MOBILE));
});

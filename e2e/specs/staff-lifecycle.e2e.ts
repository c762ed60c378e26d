import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { openDropdown } from '../support/staff-hr.ts';

/**
 * An employment from start to end (issue 19, docs/product/staff.md): HR adds a pending entry and
 * sends the registration link; the new hire fills it in on a phone without logging in; HR confirms
 * the entry (login, staff record, archive); then 转正, 调动 and 离职 are each scheduled for a later
 * day, so each waits as a version until its date — the roster as of those days shows them, and a
 * scheduled 离职 can still be cancelled. At 1366 px and at 390×844; the new hires are people only
 * this spec creates (`E2E_DOCS_SCREENSHOTS=1`: screenshots into docs/screenshots/staff).
 */
const baseURL = inject('baseURL');
const SHOTS = resolve(
  import.meta.dirname,
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? '../../docs/screenshots/staff' : '../artifacts/staff',
);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'demo@renli.local';
const DAY_MS = 86_400_000;
/** China's calendar day `days` after today (business dates are China's). */
const chinaDay = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((each) => each.playState !== 'running'));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const button = (scope: Page | Locator, text: string) =>
  // An icon may lead the name ("plus 新增入职"); antd spaces two-character labels ("提 交").
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });
const dialog = (page: Page) =>
  page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-section').last();
const openOption = (page: Page, text: string) =>
  openDropdown(page)
    .locator(':is(.ant-select-item-option, .ant-select-tree-treenode)')
    .filter({ hasText: text })
    .first();

/** Types into a select (or tree select) named `label` inside `scope` and picks the option with `text`. */
async function pick(page: Page, scope: Locator, label: string, text: string, search = text) {
  // A required field's name starts with its mark ("* 员工").
  const box = scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });
  await box.click();
  // A plain select takes no typing; a searchable one is narrowed first.
  if (await box.isEditable()) await box.fill(search);
  await openOption(page, text).click();
}
async function fillDate(scope: Locator, label: string, day: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}
const rowOf = (page: Page, name: string) =>
  page.locator('tr.ant-table-row:visible').filter({ hasText: name }).first();

interface Hire {
  name: string;
  mobile: string;
  /** A valid identity number (GB 11643 check character) and what it states. */
  idNumber: string;
  birthDate: string;
}

/** HR adds the pending entry: today, 财务部, three months on probation. */
async function addEntry(page: Page, hire: Hire) {
  await page.goto('/#/staff/staffmanage/assi-in');
  await button(page, '新增入职').click();
  const form = dialog(page);
  await form.getByLabel('姓名', { exact: true }).fill(hire.name);
  await form.getByLabel('手机号（登录账号）').fill(hire.mobile);
  await pick(page, form, '部门', '财务部', '财务');
  await fillDate(form, '入职日期', chinaDay());
  await pick(page, form, '试用期', '3 个月', '3');
  await button(form, '保存').click();
  await rowOf(page, hire.name).waitFor();
}

/** HR sends the registration form: the link the dialog shows. */
async function formLink(page: Page, name: string): Promise<string> {
  await rowOf(page, name).getByRole('button', { name: '发送登记表' }).click();
  const link = dialog(page).locator('textarea');
  await expect.poll(() => link.inputValue()).toContain('staff-info');
  const url = await link.inputValue();
  await dialog(page).locator('.ant-modal-close').click();
  return url;
}

/** The new hire, on a phone and without logging in, fills the form and submits it. */
async function fillRegistration(url: string, hire: Hire, shot: string) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: MOBILE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText(`${hire.name}，欢迎加入`).waitFor();
  await page.getByLabel('身份证号码').fill(hire.idNumber);
  // The identity number states the birth date.
  await expect.poll(() => page.getByLabel('出生日期').inputValue()).toBe(hire.birthDate);
  await page.getByLabel('现居住地址').fill('杭州市西湖区文三路 100 号');
  await page.getByLabel('开户银行').fill('招商银行杭州分行');
  await page.getByLabel('银行卡号').fill('6225880112345678');
  await noSidewaysScroll(page, MOBILE.width);
  await shoot(page, shot);
  await button(page, '提交').click();
  await button(page.locator('.ant-modal-confirm, .ant-popconfirm').last(), '确定').click();
  await page.getByText('提交成功').waitFor();
  await context.close();
}

async function confirmEntry(page: Page, name: string) {
  await page.reload();
  const row = rowOf(page, name);
  await row.getByText('已填写').waitFor();
  await row.getByRole('button', { name: '确认入职' }).click();
  await button(page.locator('.ant-modal-confirm, .ant-popconfirm').last(), '确定').click();
  await page.getByText('已确认入职').waitFor();
}

/** 办理转正 from the 待转正 list, dated `day`. */
async function regularize(page: Page, name: string, day: string) {
  await page.goto('/#/staff/staffmanage/assi-to');
  await rowOf(page, name).getByRole('button', { name: '办理转正' }).click();
  const form = dialog(page);
  await fillDate(form, '转正日期', day);
  await form.getByLabel('转正评价').fill('试用期表现良好，按期转正');
  await button(form, '提交').click();
  await page.getByText('已提交').first().waitFor();
}

async function transfer(page: Page, name: string, day: string) {
  await page.goto('/#/staff/staffmanage/assi-change');
  await button(page, '发起调动').click();
  const form = dialog(page);
  await pick(page, form, '员工', name);
  await form.getByText('当前岗位信息').waitFor();
  await pick(page, form, '调入部门', '销售部', '销售');
  await fillDate(form, '调动生效日期', day);
  await button(form, '提交').click();
  await page.getByText('已提交').first().waitFor();
}

async function dimission(page: Page, name: string, lastDay: string) {
  await page.goto('/#/staff/staffmanage/assi-out');
  await button(page, '办理离职').click();
  const form = dialog(page);
  await pick(page, form, '员工', name);
  await fillDate(form, '最后工作日', lastDay);
  await pick(page, form, '离职类型', '个人发展', '个人');
  await form.getByLabel('原因说明').fill('回老家发展');
  await button(form, '提交').click();
  await page.getByText('已提交').first().waitFor();
}

/** The people on the roster as of `day` (在职 by default), searched by name. */
async function rosterAsOf(page: Page, day: string, name: string) {
  await page.goto('/#/staff/staffmanage/roster');
  await fillDate(page.locator('body'), '截至日期', day);
  return page.locator('.ant-table-tbody tr').filter({ hasText: name });
}

describe('an employment from entry to dimission', () => {
  it('at 1366 px: entry by link, confirmation, then 转正, 调动 and 离职 each waiting for its day', async () => {
    const hire: Hire = {
      name: '沈一鸣',
      mobile: '13812349901',
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
    };
    const hr = await personAt(browser, baseURL, COMPANY, DESKTOP);
    const { page } = hr;
    await addEntry(page, hire);
    const url = await formLink(page, hire.name);
    await fillRegistration(url, hire, 'staff-info-390');
    await confirmEntry(page, hire.name);
    await shoot(page, 'entry-1366');

    await regularize(page, hire.name, chinaDay(1));
    await rowOf(page, hire.name)
      .getByText(/待生效/)
      .waitFor();
    await shoot(page, 'regularize-1366');
    await transfer(page, hire.name, chinaDay(2));
    await rowOf(page, hire.name)
      .getByText(/待生效/)
      .waitFor();
    await dimission(page, hire.name, chinaDay(2));
    await rowOf(page, hire.name)
      .getByText(/待生效/)
      .waitFor();
    await shoot(page, 'dimission-1366');

    // As of each day the roster shows the version in effect: 财务部 on probation today, 销售部
    // from the transfer's day, and nobody once the last working day has passed.
    const today = await rosterAsOf(page, chinaDay(), hire.name);
    await today.filter({ hasText: '财务部' }).waitFor();
    await page.getByText(`正在查看`).waitFor({ state: 'detached' });
    const moved = await rosterAsOf(page, chinaDay(2), hire.name);
    await moved.filter({ hasText: '销售部' }).waitFor();
    await page.getByText(/正在查看/).waitFor();
    await shoot(page, 'roster-as-of-1366');
    const gone = await rosterAsOf(page, chinaDay(3), hire.name);
    await expect.poll(() => gone.count()).toBe(0);
    await noSidewaysScroll(page, DESKTOP.width);
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('at 390×844: the same steps on a phone, and a scheduled 离职 is cancelled before its day', async () => {
    const hire: Hire = {
      name: '顾小满',
      mobile: '13812349902',
      idNumber: '440300199003071234',
      birthDate: '1990-03-07',
    };
    const hr = await personAt(browser, baseURL, COMPANY, MOBILE);
    const { page } = hr;
    await addEntry(page, hire);
    await noSidewaysScroll(page, MOBILE.width);
    await shoot(page, 'entry-390');
    const url = await formLink(page, hire.name);
    await fillRegistration(url, hire, 'staff-info-filled-390');
    await confirmEntry(page, hire.name);

    await regularize(page, hire.name, chinaDay(1));
    await noSidewaysScroll(page, MOBILE.width);
    await shoot(page, 'regularize-390');
    await transfer(page, hire.name, chinaDay(2));
    await noSidewaysScroll(page, MOBILE.width);
    await shoot(page, 'transfer-390');
    await dimission(page, hire.name, chinaDay(5));
    await noSidewaysScroll(page, MOBILE.width);
    await shoot(page, 'dimission-390');

    // Reversible until it takes effect: 撤销 takes the scheduled version back.
    const row = rowOf(page, hire.name);
    await row.getByRole('button', { name: '撤销' }).click();
    const form = dialog(page);
    await form.getByLabel('撤销原因').fill('员工决定留任');
    // The dialog's OK button is named after the transition.
    await button(form, '撤销').click();
    await page.getByRole('tab', { name: /已撤销/ }).click();
    await rowOf(page, hire.name).waitFor();
    const stays = await rosterAsOf(page, chinaDay(10), hire.name);
    await stays.filter({ hasText: '销售部' }).waitFor();
    await noSidewaysScroll(page, MOBILE.width);
    await shoot(page, 'roster-390');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });
});

import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxCode, registerPerson } from '../support/accounts.ts';
import { errorToasts, launchBrowser, offeredModules, openPage, refusals } from '../support/browser.ts';
import { type ChatPerson, DESKTOP, editor, MOBILE, personAt, rowWith, send } from '../support/chat-ui.ts';
import {
  openMemberPicker,
  PICKER_SEARCH,
  personRow,
  picker,
  startFromMenu,
  still,
  toast,
  transitionsEnded,
} from '../support/people-picker.ts';
import { readSheet } from '../support/sheets.ts';
import { openDropdown } from '../support/staff-hr.ts';

/**
 * The first day of a new company (issue 16, "Verification"): it registers with consent, adds a
 * department and its staff on the screens; a staff member changes the default password, messages the
 * director, makes groups from the org tree, mentions after Chinese text and keeps the receipt state
 * over a reload; the company exports the roster; a job seeker sees no company screen. Each step is
 * shot at 1366 px and at 390×844 into e2e/artifacts/first-day; `E2E_DOCS_SCREENSHOTS=1` copies the
 * set to docs/screenshots/first-day.
 */
const baseURL = inject('baseURL');
const SHOTS = resolve(import.meta.dirname, '../artifacts/first-day');
const DOCS_SHOTS = resolve(import.meta.dirname, '../../docs/screenshots/first-day');

const COMPANY = {
  compName: `初日科技${randomBytes(2).toString('hex')}`,
  contact: '周明远',
  loginCode: `first-day-${randomBytes(3).toString('hex')}@renli.test`,
  password: 'Churi#2026',
};
const DEPT = '市场部';
/** The director is on the staff list with a password the company chose: no change is forced. */
const DIRECTOR = { name: COMPANY.contact, mobile: '13912340001', password: 'Mingyuan#2026' };
/** The new staff member gets the default initial password and must change it at first login. */
const STAFF = { name: '林小雨', mobile: '13912340002', password: 'Xiaoyu#2026' };
/** STAFF_DEFAULT_PASSWORD of packages/contracts. */
const DEFAULT_PASSWORD = 'Renli@123456';
const ROSTER_HEADERS = [
  '姓名',
  '手机号（登录账号）',
  '邮箱',
  '部门',
  '职位',
  '职级',
  '工号',
  '入职日期',
  '员工类型',
  '登录状态',
  '更新时间',
];

let browser: Browser;
let company: ChatPerson;
let director: ChatPerson;
let staff: ChatPerson;
let groupURL = '';

beforeAll(async () => {
  await rm(SHOTS, { recursive: true, force: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const person of [company, director, staff]) await person?.close();
  await browser?.close();
  if (process.env.E2E_DOCS_SCREENSHOTS === '1') await cp(SHOTS, DOCS_SHOTS, { recursive: true });
});

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const rowOf = (page: Page, name: string) => page.locator('.ant-table-tbody tr').filter({ hasText: name });
const drawer = (page: Page) => page.getByRole('dialog');
const save = (page: Page) =>
  drawer(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();

/**
 * The step as it stands, at the page's own size and, for a desktop page, once more at 390×844 (where
 * it must not scroll sideways) before the page goes back to 1366 px.
 */
async function shoot(page: Page, step: string) {
  const own = page.viewportSize()!;
  if (own.width <= MOBILE.width) {
    expect(await scrollWidth(page), `${step} scrolls sideways`).toBeLessThanOrEqual(MOBILE.width);
    return still(page, `first-day/${step}-phone`);
  }
  await still(page, `first-day/${step}-desktop`);
  await page.setViewportSize(MOBILE);
  await expect
    .poll(() => scrollWidth(page), { message: `${step} scrolls sideways` })
    .toBeLessThanOrEqual(MOBILE.width);
  await still(page, `first-day/${step}-phone`);
  await page.setViewportSize(own);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(own.width);
}

/**
 * The forced change-password dialog fits the screen and keeps its height as the new password is typed:
 * the strength meter is there from the start, not a blank line that the first key fills.
 */
async function expectSteadyDialog(page: Page) {
  const { width } = page.viewportSize()!;
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('change-password-forced') });
  await page.getByTestId('password-strength').waitFor();
  await transitionsEnded(page);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  // The layout height, which the opening zoom (a transform) does not change while it runs.
  const height = () => dialog.evaluate((element) => (element as HTMLElement).offsetHeight);
  const before = await height();
  await page.getByTestId('change-password-new').fill(STAFF.password);
  await expect.poll(() => page.getByTestId('password-strength').getAttribute('data-level')).toBe('high');
  expect(await height()).toBe(before);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
}

/** Adds a staff member on the staff screen, with a password of the company's choice or the default. */
async function addStaff(page: Page, who: { name: string; mobile: string }, password?: string) {
  await page.getByRole('button', { name: /新\s*建/ }).click();
  await drawer(page).getByLabel('姓名').fill(who.name);
  await drawer(page).getByLabel('手机号（登录账号）').fill(who.mobile);
  if (password) await drawer(page).getByLabel('登录密码').fill(password);
  await drawer(page).getByLabel('部门').click();
  await openDropdown(page).getByTitle(DEPT).click();
  await save(page);
  await rowOf(page, who.name).getByText(DEPT).waitFor();
}

/** 发起群聊 from the org tree: into the department, the director ticked, created under his name. */
async function groupFromOrgTree(page: Page, suffix = '') {
  await openMemberPicker(page);
  const people = picker(page);
  await people.getByRole('button', { name: `进入 ${DEPT}` }).click();
  await personRow(people, DIRECTOR.name).waitFor();
  // The caller is not offered to themselves.
  expect(await personRow(people, STAFF.name).count()).toBe(0);
  await personRow(people, DIRECTOR.name).click();
  await people.getByRole('button', { name: `移除 ${DIRECTOR.name}` }).waitFor();
  await shoot(page, `06-group-org-picker${suffix}`);
  await people.getByRole('button', { name: '完成（1）' }).click();
  await expect.poll(() => page.getByLabel('群名称').inputValue()).toBe(DIRECTOR.name);
  await page
    .locator('.rl-group-modal')
    .getByRole('button', { name: /^创\s?建$/ })
    .click();
  await toast(page, '创建群组成功').waitFor();
  await page.waitForURL(/#\/im\/GROUP/);
  await editor(page).waitFor();
  // Named after its only other member, it still reads as a group: its member count in the header,
  // the group icon and the 群聊 tag in the list (WeCom).
  await expect.poll(() => page.locator('.rl-chat-window-title').textContent()).toBe(`${DIRECTOR.name}（2）`);
}

describe('the first day of a new company', () => {
  it('registers the company on the register page, with consent to both texts', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await page.goto('/#/register');
    await page.getByTestId('register-type-company').click();
    await page.getByTestId('register-comp-name').fill(COMPANY.compName);
    await page.getByTestId('register-user-name').fill(COMPANY.contact);
    await page.getByTestId('register-login-code').fill(COMPANY.loginCode);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await outboxCode(page, COMPANY.loginCode));
    await page.getByTestId('register-password').fill(COMPANY.password);
    await page.getByTestId('register-password-confirm').fill(COMPANY.password);
    await page.getByTestId('register-agree').check();
    await shoot(page, '01-register');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/login/);
    await expect.poll(() => page.getByTestId('login-code').inputValue()).toBe(COMPANY.loginCode);
    expect(errors).toEqual([]);
    await close();
  });

  it('the company adds a department and its staff on the screens', async () => {
    company = await personAt(browser, baseURL, COMPANY.loginCode, DESKTOP, COMPANY.password);
    const { page } = company;
    await expect.poll(() => page.getByTestId('app-shell').textContent()).toContain(COMPANY.compName);

    await page.goto('/#/other/setting/org');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await drawer(page).getByLabel('部门名称').fill(DEPT);
    await save(page);
    await page.getByText('已新建').first().waitFor();
    await rowOf(page, DEPT).waitFor();
    await shoot(page, '02-department');

    await page.goto('/#/other/setting/staff');
    await page.getByRole('button', { name: /新\s*建/ }).waitFor();
    await addStaff(page, DIRECTOR, DIRECTOR.password);
    await addStaff(page, STAFF);
    await shoot(page, '03-staff');
    expect(company.errors).toEqual([]);
  });

  it('the staff member must change the default password at first login', async () => {
    // On a phone first: the dialog fits the screen, the page behind keeps its layout.
    const touch = await personAt(browser, baseURL, STAFF.mobile, MOBILE, DEFAULT_PASSWORD);
    await touch.page.getByTestId('change-password-forced').waitFor();
    await expectSteadyDialog(touch.page);
    await shoot(touch.page, '04-first-login-touch');
    expect(touch.errors).toEqual([]);
    await touch.close();

    const first = await personAt(browser, baseURL, STAFF.mobile, DESKTOP, DEFAULT_PASSWORD);
    const { page } = first;
    await page.getByTestId('change-password-forced').waitFor();
    await expectSteadyDialog(page);
    await page.getByTestId('change-password-old').click();
    await shoot(page, '04-first-login');
    await page.getByTestId('change-password-old').fill(DEFAULT_PASSWORD);
    await page.getByTestId('change-password-new').fill(STAFF.password);
    await page.getByTestId('change-password-confirm').fill(STAFF.password);
    await page.getByTestId('change-password-submit').click();
    await page.waitForURL(/#\/login/);
    expect(first.errors).toEqual([]);
    await first.close();

    staff = await personAt(browser, baseURL, STAFF.mobile, DESKTOP, STAFF.password);
    expect(await staff.page.getByTestId('change-password-forced').count()).toBe(0);
  });

  it('the staff member finds the director by name and sends a message', async () => {
    director = await personAt(browser, baseURL, DIRECTOR.mobile, DESKTOP, DIRECTOR.password);
    const { page } = staff;
    await startFromMenu(page, '发起单聊');
    await picker(page).getByPlaceholder(PICKER_SEARCH).fill(DIRECTOR.name);
    // Two colleagues answer to the name: the director in 市场部 and the company account (no staff
    // record), which registered the company under the same contact person.
    await personRow(picker(page), DIRECTOR.name).getByText('企业账号').waitFor();
    const found = personRow(picker(page), DIRECTOR.name).filter({ hasText: DEPT });
    await found.waitFor();
    await shoot(page, '05-find-director');
    await found.click();
    await page.waitForURL(new RegExp(`#/im/C2C${director.userID}$`));
    await send(page, '周总您好，我是市场部新来的林小雨');
    await expect.poll(() => rowWith(page, '我是市场部新来的林小雨').textContent()).toMatch(/[未已]读/);
    await shoot(page, '05-message-sent');

    await director.page.goto(`/#/im/C2C${staff.userID}`);
    await rowWith(director.page, '我是市场部新来的林小雨').waitFor();
  });

  it('creates a group from the org tree at 1366 px and on a phone', async () => {
    const phone = await personAt(browser, baseURL, STAFF.mobile, MOBILE, STAFF.password);
    await groupFromOrgTree(phone.page, '-touch');
    expect(phone.errors).toEqual([]);
    await phone.close();

    await groupFromOrgTree(staff.page);
    groupURL = staff.page.url();
  });

  it('mentions the director right after Chinese text, and the receipt state survives a reload', async () => {
    const { page } = staff;
    const mentions = page.getByRole('listbox', { name: '选择要提醒的人' });
    await editor(page).pressSequentially('你好@');
    await mentions.getByText(DIRECTOR.name).waitFor();
    await shoot(page, '07-mention');
    await mentions.getByText(DIRECTOR.name).click();
    await expect.poll(() => editor(page).inputValue()).toBe(`你好@${DIRECTOR.name} `);
    await editor(page).pressSequentially('市场周报已上传，请查收');
    await editor(page).press('Enter');
    const sent = () => rowWith(page, '市场周报已上传').locator('.rl-chat-receipt');
    await expect.poll(() => sent().textContent()).toMatch(/未读/);

    await director.page.goto(`/${new URL(groupURL).hash}`);
    await rowWith(director.page, '市场周报已上传').waitFor();
    await expect.poll(() => sent().textContent()).toBe('全部已读');
    await page.reload();
    await rowWith(page, '市场周报已上传').waitFor();
    await expect.poll(() => sent().textContent()).toBe('全部已读');
    await shoot(page, '08-receipt-after-reload');
    expect(staff.errors).toEqual([]);
    expect(director.errors).toEqual([]);
  });

  it('the company exports the roster: a Chinese filename and Chinese headers', async () => {
    const { page } = company;
    await page.goto('/#/other/setting/staff');
    await rowOf(page, STAFF.name).waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^员工账号_\d{14}\.xlsx$/);
    const sheet = await readSheet(await exported.path());
    expect(sheet[0]).toEqual(ROSTER_HEADERS);
    expect(sheet).toContainEqual(
      expect.arrayContaining([STAFF.name, STAFF.mobile, DEPT, '内部员工（HRM）', '已开启']),
    );
    await shoot(page, '09-roster-exported');
    expect(company.errors).toEqual([]);
  });

  it.each([
    { viewport: DESKTOP, size: 'desktop' },
    { viewport: MOBILE, size: 'phone' },
  ])('a job seeker sees no company menu and no error toast ($size)', async ({ viewport, size }) => {
    const seeker = await registerPerson(baseURL, `求职者${size === 'phone' ? '乙' : '甲'}`);
    const person = await personAt(browser, baseURL, seeker.loginCode, viewport, seeker.password);
    const { page } = person;
    const seen = refusals(page);
    await page.waitForURL(/#\/me$/);
    await expect.poll(() => page.getByTestId('personal-home').textContent()).toContain(seeker.userName);
    expect(await offeredModules(page, size === 'phone')).toEqual(['me', 'other']);
    if (size === 'phone') {
      await page.keyboard.press('Escape');
      await page.getByTestId('nav-drawer').waitFor({ state: 'hidden' });
    }
    await page.waitForLoadState('networkidle');
    await shoot(page, size === 'phone' ? '10-job-seeker-touch' : '10-job-seeker');
    expect(await errorToasts(page)).toBe(0);
    expect(seen).toEqual([]);
    expect(person.errors).toEqual([]);
    await person.close();
  });
});

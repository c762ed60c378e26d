import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { errorToasts, launchBrowser, offeredModules, refusals, screenshot } from '../support/browser.ts';
import { type ChatPerson, DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';

/**
 * Menus that fit the role (issue 16): a job seeker sees their own space and no company screen, plain
 * staff see no manager's page, and a direct URL to one shows the 403 page once, with no error toast and
 * no refused request.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 马晓东 of the demo seed: a front-end engineer, plain staff with no grant beyond 办公 and 设置. */
const PLAIN_STAFF = '13700000013';
const MANAGERS_PAGES = ['员工账号', '资产', '我的订单', '发票信息'];

/** The settings pages in the side menu (in the drawer on a phone, which it leaves open). */
async function settingsMenu(page: Page, mobile: boolean): Promise<string[]> {
  await page.goto('/#/other/setting/member');
  await page.getByTestId('app-shell').waitFor();
  if (mobile) await page.getByTestId('nav-drawer-open').click();
  const menu = page.getByTestId('side-menu');
  await menu.getByText('个人信息').waitFor();
  const entries = await menu.locator('.ant-menu-item').allTextContents();
  if (mobile) await page.keyboard.press('Escape');
  return entries;
}

/** Opens a URL the actor may not use: one 403 page says so, and nothing was asked of the server. */
async function refusedOnce(person: ChatPerson, path: string, seen: string[], text: string) {
  const { page } = person;
  const before = seen.length;
  await page.goto(`/#${path}`);
  const denied = page.getByTestId('access-denied');
  await denied.waitFor();
  expect(await denied.textContent()).toContain(text);
  // Whatever the screen would have asked has had its chance: no request for half a second.
  await page.waitForLoadState('networkidle');
  expect(await denied.count()).toBe(1);
  expect(await errorToasts(page)).toBe(0);
  expect(seen.slice(before)).toEqual([]);
}

describe('menus that fit the role', () => {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    const mobile = size === 'mobile';

    it(`lands a job seeker on their own home, with no company menu and no error toast (${size})`, async () => {
      const seeker = await registerPerson(baseURL, `林求职${size === 'mobile' ? '乙' : '甲'}`);
      const person = await personAt(browser, baseURL, seeker.loginCode, viewport, seeker.password);
      const { page } = person;
      const seen = refusals(page);
      await page.waitForURL(/#\/me$/);
      const home = page.getByTestId('personal-home');
      await expect.poll(() => home.textContent()).toContain(seeker.userName);
      await home.getByRole('link', { name: /聊天/ }).waitFor();
      await home.getByText('下一步').waitFor();
      expect(await offeredModules(page, mobile)).toEqual(['me', 'other']);
      if (mobile) await page.keyboard.press('Escape');
      expect(await page.getByTestId('address-book-entry').count()).toBe(0);
      await screenshot(page, `role-person-home-${size}`);

      expect(await settingsMenu(page, mobile)).toEqual(['系统消息', '个人信息', '账号密码', '账号安全']);
      // The console everyone else lands on brings a person home; a company screen says why it is closed.
      await page.goto('/#/manage/console');
      await page.waitForURL(/#\/me$/);
      await refusedOnce(person, '/other/setting/company', seen, '个人身份不能使用');
      await screenshot(page, `role-person-denied-${size}`);
      await page.getByTestId('access-denied').getByRole('link').click();
      await page.waitForURL(/#\/me$/);

      expect(await errorToasts(page)).toBe(0);
      expect(seen).toEqual([]);
      expect(person.errors).toEqual([]);
      await person.close();
    });

    it(`shows plain staff no manager's page, and a direct URL to one the 403 page once (${size})`, async () => {
      const staff = await personAt(browser, baseURL, PLAIN_STAFF, viewport);
      const { page } = staff;
      const seen = refusals(page);
      await page.waitForURL(/#\/manage\/console$/);
      await page.getByTestId('workbench-greeting').waitFor();
      expect(await offeredModules(page, mobile)).toEqual(['oa', 'other']);
      if (mobile) await page.keyboard.press('Escape');

      const settings = await settingsMenu(page, mobile);
      expect(settings).toEqual(expect.arrayContaining(['个人信息', '企业信息', '组织架构', '公司权限']));
      for (const hidden of MANAGERS_PAGES) expect(settings).not.toContain(hidden);

      await refusedOnce(staff, '/other/setting/staff', seen, '您没有此栏目的权限，请联系管理员');
      await screenshot(page, `role-staff-denied-${size}`);
      await refusedOnce(staff, '/other/setting/asset', seen, '您没有此栏目的权限，请联系管理员');

      expect(seen).toEqual([]);
      expect(staff.errors).toEqual([]);
      await staff.close();
    });
  }
});

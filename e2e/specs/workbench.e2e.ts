import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { MOBILE, personAt } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LAPTOP = { width: 1366, height: 768 };
/** apps/server/src/seed: the demo company, verified, with 20 staff (6 outsourced) and 3 reminders. */
const COMPANY = { login: 'demo@renli.local', contact: '周明轩', name: '杭州仁力人力资源有限公司' };
/**
 * 郭佳怡, plain staff with no staff column, heading no department and acting in no other spec, so no
 * approval or other reminder reaches her whatever order the specs run in.
 */
const STAFF = { login: '13700000016', name: '郭佳怡' };

const widget = (page: Page, name: string) => page.getByTestId(`widget-${name}`);
const widgetKeys = (page: Page) =>
  page
    .locator('[data-testid^="widgets-"] [data-testid^="widget-"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')));
/** Waits until no widget shows its loading skeleton. */
const settled = (page: Page) => expect.poll(() => page.locator('.rl-widget .ant-skeleton').count()).toBe(0);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The head count as the server answers it to this session (other specs may have hired people). */
const staffCounts = (page: Page) =>
  page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('renli:access_token') ?? '{}').v as string;
    const res = await fetch('/compStaffMember/selectCounts', { headers: { access_token: token } });
    return (await res.json()).data as { active: number; hrm: number; hro: number; joinedThisMonth: number };
  });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/wb-${name}.png`, fullPage: true });
}

describe('workbench (工作台)', () => {
  it("the demo company lands on its console with its own data, and each module root is the module's workbench", async () => {
    const company = await personAt(browser, baseURL, COMPANY.login, LAPTOP);
    const { page } = company;
    await page.waitForURL(/#\/manage\/console$/);
    await expect.poll(() => page.getByTestId('workbench-greeting').textContent()).toContain(COMPANY.contact);
    await settled(page);
    expect(await widgetKeys(page)).toEqual([
      'widget-notifications',
      'widget-company',
      'widget-staff',
      'widget-shortcuts',
      'widget-recent',
    ]);

    expect(Number(await page.getByTestId('unread-total').textContent())).toBeGreaterThanOrEqual(3);
    for (const title of ['欢迎使用仁力', '待审批：王芳的请假申请', '系统维护通知']) {
      await widget(page, 'notifications').getByText(title).waitFor();
    }
    await widget(page, 'company').getByText(COMPANY.name).waitFor();
    await widget(page, 'company').getByText('已认证').waitFor();
    const counts = await staffCounts(page);
    expect(counts).toMatchObject({ hro: 6 });
    expect(counts.active).toBeGreaterThanOrEqual(20);
    for (const [figure, value] of Object.entries(counts)) {
      expect(await page.getByTestId(`staff-${figure}`).locator('.ant-statistic-content').textContent()).toBe(
        String(value),
      );
    }
    for (const link of ['chat', 'addressBook', 'staffAccounts', 'departments', 'settings']) {
      await page.getByTestId(`shortcut-${link}`).waitFor();
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(LAPTOP.width);
    await shoot(page, 'company-desktop');

    // A shortcut opens the address book; staying there makes it a recent page on the console.
    // The console records itself too, and on a busy machine its answer may come after this point:
    // wait for the answer that lists the address book first.
    const recorded = page.waitForResponse(
      async (r) =>
        r.url().includes('/accountCtl/addRecentAccess') &&
        ((await r.json()) as { data: { routeKey: string }[] }).data[0]?.routeKey === '/staff/addressBook',
    );
    await page.getByTestId('shortcut-addressBook').click();
    await page.waitForURL(/#\/staff\/addressBook$/);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await recorded;
    await page.locator('.renli-shell-logo').click();
    await page.waitForURL(/#\/manage\/console$/);
    // The console reads the list afresh from the server.
    await page.reload();
    await widget(page, 'recent')
      .getByRole('link', { name: /通讯录/ })
      .waitFor();

    await page.getByTestId('nav-staff').click();
    await page.waitForURL(/#\/staff$/);
    await page.getByTestId('module-workbench').waitFor();
    await settled(page);
    expect(await widgetKeys(page)).toEqual(['widget-staff']);
    const pages = page.getByTestId('module-pages');
    await pages.getByRole('link', { name: '通讯录' }).waitFor();
    expect(await pages.locator('.rl-page-tile').filter({ hasText: '员工调研' }).textContent()).toContain(
      '建设中',
    );
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    await shoot(page, 'module-staff');

    await page.getByTestId('nav-recruit').click();
    await page.getByText('本模块的功能正在建设中').waitFor();
    await expect
      .poll(() => page.locator('.renli-module-nav .ant-menu-item-selected').textContent())
      .toBe('招聘');
    await shoot(page, 'module-recruit');
    expect(company.errors).toEqual([]);
    await company.close();
  });

  it('fits a phone for the company account: one column, no sideways scrolling', async () => {
    const company = await personAt(browser, baseURL, COMPANY.login, MOBILE);
    const { page } = company;
    await page.waitForURL(/#\/manage\/console$/);
    await settled(page);
    await widget(page, 'staff').getByText('外包员工').waitFor();
    // One column: every widget starts at the same left edge, one below the other.
    const lefts = await page
      .locator('.rl-widget-grid > .ant-col')
      .evaluateAll((cols) => cols.map((col) => Math.round(col.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(5);
    expect(new Set(lefts).size).toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await shoot(page, 'company-mobile');
    expect(company.errors).toEqual([]);
    await company.close();
  });

  it('opens to plain staff without the 管理 column and shows only what they may read', async () => {
    for (const [viewport, name] of [
      [LAPTOP, 'staff-desktop'],
      [MOBILE, 'staff-mobile'],
    ] as const) {
      const staff = await personAt(browser, baseURL, STAFF.login, viewport);
      const { page } = staff;
      await page.waitForURL(/#\/manage\/console$/);
      await expect.poll(() => page.getByTestId('workbench-greeting').textContent()).toContain(STAFF.name);
      await settled(page);
      expect(await page.getByTestId('access-denied').count()).toBe(0);
      expect(await widgetKeys(page)).toEqual([
        'widget-notifications',
        'widget-company',
        'widget-shortcuts',
        'widget-recent',
      ]);
      await widget(page, 'notifications').getByText('没有未读通知').waitFor();
      await widget(page, 'company').getByText('已认证').waitFor();
      await page.getByTestId('shortcut-addressBook').waitFor();
      expect(await page.getByTestId('shortcut-staffAccounts').count()).toBe(0);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await shoot(page, name);
      expect(staff.errors).toEqual([]);
      await staff.close();
    }
  });

  it('still follows a login link’s redirect', async () => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: LAPTOP });
    const page = await context.newPage();
    await page.goto('/#/oa/notifications/list');
    await page.waitForURL(/#\/login\?redirect=%2Foa%2Fnotifications%2Flist$/);
    await page.getByTestId('login-code').fill(STAFF.login);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/oa\/notifications\/list$/);
    await context.close();
  });
});

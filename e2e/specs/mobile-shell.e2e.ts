import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/chat.ts';
import { MOBILE, personAt } from '../support/chat-ui.ts';
import { transitionsEnded } from '../support/people-picker.ts';

/**
 * Every real screen at 390×844 (issue 16): no page scrolls sideways, and a screenshot of each goes to
 * <SHOTS>/<shell>/ for a person to look at. "Real" is what the app itself lists: the
 * modules in the navigation drawer and, on each module's workbench, the pages not tagged 建设中; in the
 * back office, every entry of its menu. Pages that need a parameter (details) are left out.
 */
const baseURL = inject('baseURL');
/**
 * Where the screenshots go: e2e/artifacts (ignored by git) on every run, docs/screenshots/mobile when
 * `E2E_DOCS_SCREENSHOTS=1` refreshes the ones the docs show.
 */
const SHOTS = resolve(
  import.meta.dirname,
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? '../../docs/screenshots/mobile' : '../artifacts/mobile',
);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const slug = (path: string) => path.replace(/^\//, '').replaceAll('/', '_') || 'root';

/** Until nothing on the page is loading any more. */
async function settle(page: Page) {
  await expect
    .poll(() => page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

interface Walk {
  page: Page;
  shell: string;
  /** Failed requests (4xx/5xx) seen during the walk, with the screen they happened on. */
  failures: string[];
}

function watch(page: Page, shell: string): Walk {
  const walk: Walk = { page, shell, failures: [] };
  page.on('response', (res) => {
    if (res.status() >= 400) walk.failures.push(`${page.url()}: ${res.status()} ${res.url()}`);
  });
  return walk;
}

/** Opens `path`, checks it fits 390 px and shows no error toast, and keeps a screenshot. */
async function visit({ page, shell }: Walk, path: string) {
  await page.goto(`/#${path}`);
  await page.getByTestId(shell === 'admin' ? 'admin-shell' : 'app-shell').waitFor();
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(MOBILE.width);
  expect(await page.locator('.ant-message-error').count(), `${path} shows an error toast`).toBe(0);
  expect(await page.getByTestId('access-denied').count(), `${path} is refused`).toBe(0);
  const crumbs = await page.locator('.renli-breadcrumb .ant-breadcrumb-link').allTextContents();
  expect(
    crumbs.filter((crumb, i) => crumb === crumbs[i - 1]),
    `${path} says a step twice`,
  ).toEqual([]);
  await transitionsEnded(page);
  await page.screenshot({ path: `${SHOTS}/${shell}/${slug(path)}.png` });
}

/** Waits for a drawer to finish sliding in from the left. */
async function drawerShown(page: Page, testId: string) {
  const section = page
    .getByTestId(testId)
    .locator('xpath=ancestor-or-self::*[contains(@class, "ant-drawer-content-wrapper")]');
  await expect.poll(async () => (await section.boundingBox())?.x).toBe(0);
}

/** Taps the page beside the drawer, as a thumb would. */
async function closeDrawer(page: Page) {
  await page.mouse.click(MOBILE.width - 10, MOBILE.height / 2);
  await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
}

/** The drawer's modules: their workbench paths. */
async function drawerModules(page: Page): Promise<string[]> {
  await page.getByTestId('nav-drawer-open').click();
  const drawer = page.getByTestId('nav-drawer');
  await drawer.waitFor();
  const links = await drawer
    .locator('[data-testid^="nav-"]')
    .evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').replace(/^#/, '')));
  await closeDrawer(page);
  return links;
}

/** The built pages a module's workbench lists (a tile or a group's page without the 建设中 tag). */
const builtPages = (page: Page) =>
  page.locator('[data-testid="module-pages"] .rl-page-tile:not(.rl-page-tile-coming)').evaluateAll((tiles) =>
    tiles.flatMap((tile) => {
      const items = Array.from(tile.querySelectorAll('li'));
      const links = items.length
        ? items.filter((li) => !li.querySelector('.rl-coming-tag')).map((li) => li.querySelector('a'))
        : [tile.querySelector('.rl-page-tile-head a')];
      return links.map((a) => (a?.getAttribute('href') ?? '').replace(/^#/, '')).filter(Boolean);
    }),
  );

/** Every module's workbench, then every built page they list. */
async function walkUserShell(walk: Walk, landing: string) {
  const { page } = walk;
  await mkdir(`${SHOTS}/${walk.shell}`, { recursive: true });
  await page.waitForURL(new RegExp(`#${landing}$`));
  await visit(walk, landing);
  const pages = new Set<string>();
  for (const module of await drawerModules(page)) {
    await visit(walk, module);
    for (const path of await builtPages(page)) pages.add(path);
  }
  for (const path of pages) await visit(walk, path);
  return [...pages];
}

describe('the shells at 390×844', () => {
  it('fit the company account on every real screen, with the menus in a drawer', async () => {
    const company = await personAt(browser, baseURL, 'demo@renli.local', MOBILE);
    const walk = watch(company.page, 'company');
    const pages = await walkUserShell(walk, '/manage/console');
    expect(pages).toEqual(
      expect.arrayContaining(['/staff/addressBook', '/other/setting/staff', '/other/setting/org']),
    );

    // The drawer: the modules as a grid, the current module's pages below, all within the screen.
    const { page } = company;
    await page.goto('/#/other/setting/org');
    await settle(page);
    await page.getByTestId('nav-drawer-open').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.getByTestId('side-menu').getByText('员工账号').waitFor();
    await drawerShown(page, 'nav-drawer');
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: `${SHOTS}/company/drawer.png` });
    await drawer.getByTestId('side-menu').getByText('员工账号').click();
    await page.waitForURL(/#\/other\/setting\/staff$/);
    await drawer.waitFor({ state: 'hidden' });

    // The bell's popover opens inside the screen.
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('bell-panel');
    await panel.waitFor();
    await settle(page);
    const popover = await page.locator('.ant-popover:has([data-testid="bell-panel"])').boundingBox();
    expect(popover!.x).toBeGreaterThanOrEqual(0);
    expect(popover!.x + popover!.width).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: `${SHOTS}/company/bell.png` });
    await page.mouse.click(MOBILE.width / 2, MOBILE.height - 20);
    await panel.waitFor({ state: 'hidden' });

    // A side drawer (the staff form) takes the whole width, its form one field per row.
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const form = page.locator('.ant-drawer-right .ant-drawer-content-wrapper');
    await expect.poll(async () => (await form.boundingBox())?.x).toBe(0);
    expect((await form.boundingBox())!.width).toBe(MOBILE.width);
    await page.screenshot({ path: `${SHOTS}/company/staff-form.png` });

    expect(walk.failures).toEqual([]);
    expect(company.errors).toEqual([]);
    await company.close();
  }, 300_000);

  it('shows toasts below the header and 资产 in one column, cards instead of a table', async () => {
    const company = await personAt(browser, baseURL, 'demo@renli.local', MOBILE);
    const { page } = company;
    await page.goto('/#/other/setting/org');
    await settle(page);
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await page.getByRole('dialog').getByLabel('部门名称').fill('移动测试部');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const notice = page.locator('.ant-message-notice').filter({ hasText: '已新建' });
    await notice.waitFor();
    await transitionsEnded(page);
    const header = (await page.locator('.renli-shell-header').boundingBox())!;
    expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: `${SHOTS}/company/toast.png` });

    await page.goto('/#/other/setting/asset');
    await page.getByTestId('asset-balance').waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.locator('.renli-page table').count()).toBe(0);
    // The three figures stack: one card per row, each the width of the page.
    const figures = await page
      .locator('.renli-page .ant-statistic')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().x));
    expect(figures).toHaveLength(3);
    expect(new Set(figures).size).toBe(1);
    await transitionsEnded(page);
    await page.screenshot({ path: `${SHOTS}/company/asset.png`, fullPage: true });
    expect(company.errors).toEqual([]);
    await company.close();
  });

  it('fit a job seeker on every screen of their own', async () => {
    const seeker = await registerPerson(baseURL, '求职者移动');
    const person = await personAt(browser, baseURL, seeker.loginCode, MOBILE, seeker.password);
    const walk = watch(person.page, 'person');
    await walkUserShell(walk, '/me');
    expect(walk.failures).toEqual([]);
    expect(person.errors).toEqual([]);
    await person.close();
  }, 120_000);

  it('fit the back office on every entry of its menu', async () => {
    const context = await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const walk = watch(page, 'admin');
    await mkdir(`${SHOTS}/admin`, { recursive: true });
    await page.goto('/#/aLogin');
    await page.getByTestId('admin-login-code').fill('admin@renli.local');
    await page.getByTestId('admin-login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(/#\/Members\/Company$/);

    await page.getByTestId('nav-drawer-open').click();
    const drawer = page.getByTestId('admin-nav-drawer');
    await drawerShown(page, 'admin-nav-drawer');
    await page.screenshot({ path: `${SHOTS}/admin/drawer.png` });
    const paths = await drawer
      .locator('.ant-menu a')
      .evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').replace(/^#/, '')));
    expect(paths.length).toBeGreaterThan(15);
    await drawer.locator('.ant-menu a').filter({ hasText: '个人会员' }).click();
    await page.waitForURL(/#\/Members\/Person$/);
    await drawer.waitFor({ state: 'hidden' });

    for (const path of paths) await visit(walk, path);
    expect(walk.failures).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chatLogin } from '../support/chat.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { choose, named, option } from '../support/staff-hr.ts';

/**
 * 绩效考核 end to end (docs/product/performance.md, "Appraisal"). The demo's running cycle
 * (2026年第三季度绩效考核) has 周婷 (财务部, 13700000009) in self review: she fills her sheet at 1366 px,
 * her manager 黄志强 (13700000008) scores it on a phone, any later level scores over the API, HR 张伟
 * (13700000003) moves her to B with a reason and publishes, and she confirms on a phone.
 */
const baseURL = inject('baseURL');
const STAFF = '13700000009';
const MANAGER = '13700000008';
const HR = '13700000003';
const CYCLE = '2026年第三季度绩效考核';
/** Demo logins by name (docs: demo staff 01–18), for the levels after the manager. */
const DEMO_LOGINS: Record<string, string> = {
  王建国: '13700000001',
  张伟: '13700000003',
  黄志强: '13700000008',
  杨洋: '13700000006',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shoot = shooter('performance');

interface Detail {
  id: number;
  status: number;
  reviewLevel: number;
  reviewers: { names: string[] }[];
  items: { id: number; automatic: boolean; levels: { score: string }[] }[];
}

async function api<T>(token: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${baseURL}/performance/appraisal/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/** Fills every score of the open form: a level for competencies, 85 points elsewhere. */
async function fillScores(page: Page) {
  const fields = page.locator('.ant-drawer [aria-label$="评分"]');
  for (const field of await fields.all()) {
    if ((await field.getAttribute('role')) === 'combobox') {
      await field.click();
      await option(page, /良好|合格|卓越/)
        .first()
        .click();
      // The next select's options must not be confused with this closing dropdown's.
      await expect
        .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())
        .toBe(0);
    } else await field.fill('85');
  }
}

/** Opens the sheet of the card titled `title` in the current tab. */
async function openSheet(page: Page, title: string) {
  const card = page.locator('.appraisal-cards .ant-card').filter({ hasText: title }).first();
  await card.waitFor();
  await card.getByRole('button', { name: '查看考核表' }).click();
  await page.locator('.ant-drawer .appraisal-sheet').waitFor();
}

describe('绩效考核', () => {
  it('self review, manager scoring on a phone, calibration and publishing by HR, confirmation', async () => {
    // 周婷 self-reviews at 1366 px: actuals of KPIs with a rule, self scores, comments, summary.
    const staff = await personAt(browser, baseURL, STAFF, DESKTOP);
    await staff.page.goto('/#/performance/performanceappraisal/my');
    await openSheet(staff.page, CYCLE);
    const drawer = staff.page.locator('.ant-drawer');
    for (const actual of await drawer.getByLabel(/实际值$/).all()) {
      await actual.fill('100');
      await actual.blur();
    }
    await fillScores(staff.page);
    for (const comment of await drawer.getByLabel(/说明$/).all()) await comment.fill('按计划完成');
    await drawer.getByLabel('自评总结').fill('本季度完成月结与税务申报，报表零差错。');
    if ((await drawer.getByLabel(/实际值$/).count()) > 0)
      await drawer
        .getByText(/自动得分/)
        .first()
        .waitFor();
    await shoot(staff.page, 'appraisal-self-review');
    await drawer.getByRole('button', { name: named('提交自评') }).click();
    await staff.page.getByText('已提交').first().waitFor();

    // 黄志强 scores on a phone from 待我评分.
    const manager = await personAt(browser, baseURL, MANAGER, MOBILE);
    await manager.page.goto('/#/performance/performanceappraisal/review');
    await openSheet(manager.page, '周婷');
    await fillScores(manager.page);
    await shoot(manager.page, 'appraisal-score');
    await manager.page
      .locator('.ant-drawer')
      .getByRole('button', { name: named('提交评分') })
      .click();
    await manager.page.getByText('已提交').first().waitFor();

    // Any later level (the head above 财务部) scores over the API, as a reviewer would.
    const hrLogin = await chatLogin(baseURL, HR);
    const mine = await api<{ list: { id: number; cycleName: string }[] }>(
      (await chatLogin(baseURL, STAFF)).token,
      'mine',
      {},
    );
    const sheetId = mine.list.find((s) => s.cycleName === CYCLE)!.id;
    let sheet = await api<Detail>(hrLogin.token, 'detail', { id: sheetId });
    while (sheet.status === 5) {
      for (const name of sheet.reviewers[sheet.reviewLevel]!.names) {
        const token = (await chatLogin(baseURL, DEMO_LOGINS[name]!)).token;
        const items = sheet.items
          .filter((i) => !i.automatic)
          .map((i) => ({
            itemId: i.id,
            score: i.levels[1]?.score ?? i.levels[0]?.score ?? '85',
            comment: '同意',
          }));
        await api(token, 'score', { id: sheetId, items, submit: true });
      }
      sheet = await api<Detail>(hrLogin.token, 'detail', { id: sheetId });
    }
    expect(sheet.status).toBe(6);

    // 张伟 moves 周婷 to B with a reason on the board and publishes.
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    await hr.page.goto('/#/performance/performanceappraisal/calibration');
    await choose(hr.page, hr.page.getByLabel('考核周期'), CYCLE);
    const card = hr.page.locator('.appraisal-person').filter({ hasText: '周婷' });
    await card.getByRole('button', { name: '调整等级' }).click();
    const dialog = hr.page.getByRole('dialog');
    await choose(hr.page, dialog.getByLabel('等级'), /^B$/);
    await dialog.getByLabel('调整理由').fill('与部门同级人员横向对比后调整');
    await dialog.getByRole('button', { name: named('调整等级') }).click();
    await hr.page
      .getByRole('region', { name: 'B 等级' })
      .locator('.appraisal-person')
      .filter({ hasText: '周婷' })
      .waitFor();
    await shoot(hr.page, 'appraisal-calibration');
    await hr.page.getByRole('button', { name: named('发布结果') }).click();
    await hr.page.getByText(/已发布 \d+ 人的考核结果/).waitFor();
    await hr.page.setViewportSize(MOBILE);
    await hr.page.goto('/#/performance/performanceappraisal/all');
    await hr.page.getByText('周婷').first().waitFor();
    await shoot(hr.page, 'appraisal-all');

    // 周婷 reads her result on a phone and confirms it.
    const phone = await personAt(browser, baseURL, STAFF, MOBILE);
    await phone.page.goto('/#/performance/performanceappraisal/my');
    await openSheet(phone.page, CYCLE);
    await phone.page.locator('.ant-drawer').getByText('B').first().waitFor();
    await shoot(phone.page, 'appraisal-result');
    await phone.page
      .locator('.ant-drawer')
      .getByRole('button', { name: named('确认结果') })
      .click();
    await phone.page.getByText('已确认考核结果').waitFor();
    expect([...staff.errors, ...manager.errors, ...hr.errors, ...phone.errors]).toEqual([]);
    await Promise.all([staff, manager, hr, phone].map((p) => p.close()));
  });
});

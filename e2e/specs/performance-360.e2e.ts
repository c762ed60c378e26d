import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chatLogin } from '../support/chat.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { choose, named } from '../support/staff-hr.ts';

/**
 * 360 评估 end to end (docs/product/performance.md, "360"): the demo's second quarter was reviewed by
 * five colleagues per person (review360/demo.ts). 张伟 (13700000003) opens 360 评估 and walks its three
 * tabs — his raters with the template's minimums, the questionnaires waiting for him, and his results:
 * the peers' bar, and the superior and subordinate pooled as 其他 and hidden — and, as HR, the raters
 * of anyone's sheet in a cycle. Plain staff such as
 * 徐敏 do not reach the 绩效 column's pages yet (the shell gates the column by grants), so the spec
 * signs in as a staff member who does. Then an external rater: HR nominates one for 何文博 in a
 * cycle of its own with a 360 section, sends, and a phone with no session answers through the link.
 * Shots at 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into docs/screenshots/performance).
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const STAFF = '13700000003';
/** 何文博 (外包服务部), rated by an external person in the cycle the external test launches. */
const RATED = { name: '何文博', login: '13700000017' };

async function post<T>(token: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

async function staffIdOf(token: string, name: string): Promise<number> {
  const found = await post<{ result: { list: { staffId: number; staffName: string }[] } }>(
    token,
    '/compStaffMember/getStaff',
    { pageNum: 1, pageSize: 5, searchText: name },
  );
  return found.result.list.find((s) => s.staffName === name)!.staffId;
}

/**
 * A cycle of the 销售季度考核 template (a 360 section; three peers and a superior at least) for
 * 何文博 alone, its period before the demo's quarters so no screen picks it by default; he sets one
 * competency, which the 360 questionnaire asks, and HR nominates the colleagues the minimums need.
 */
async function cycleWith360(hr: string): Promise<string> {
  const name = '360 演练（第一季度）';
  const templates = await post<{ id: number; name: string }[]>(hr, '/plan/cycle/templates', {});
  const draft = await post<{ id: number; version: number }>(hr, '/plan/cycle/save', {
    name,
    period: 'quarter',
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    templateId: templates.find((t) => t.name === '销售季度考核')!.id,
    scope: {
      departmentIds: [],
      positionIds: [],
      staffIds: [await staffIdOf(hr, RATED.name)],
      excludeStaffIds: [],
      employeeTypes: [1, 2],
    },
  });
  await post(hr, '/plan/cycle/launch', { id: draft.id, version: draft.version });
  const { list } = await post<{ list: { sheetId: number }[] }>(hr, '/performance/360/sheets', {
    cycleId: draft.id,
  });
  const sheetId = list[0]!.sheetId;
  await post((await chatLogin(baseURL, RATED.login)).token, '/targetCtl/sheet/saveItem', {
    sheetId,
    section: 1,
    name: '客户服务意识',
    weight: '100',
    levels: [
      { name: '卓越', description: '主动预见客户需求', score: '100' },
      { name: '良好', description: '及时响应并解决问题', score: '80' },
      { name: '待改进', description: '响应迟缓', score: '40' },
    ],
  });
  const colleagues = [
    ['peer', '马晓东'],
    ['peer', '朱雅琴'],
    ['peer', '高玉兰'],
    ['superior', '胡俊杰'],
  ] as const;
  for (const [relation, colleague] of colleagues)
    await post(hr, '/performance/360/addRater', {
      sheetId,
      relation,
      staffId: await staffIdOf(hr, colleague),
    });
  return name;
}

const shoot = shooter('performance', { fullPage: true });

describe('360 评估', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`walks the three tabs (${size})`, async () => {
      const person = await personAt(browser, baseURL, STAFF, viewport);
      const { page } = person;
      await page.goto('/#/performance/360');
      await page.getByRole('tab', { name: '我的评估人' }).waitFor();
      await page.getByText('同事 至少 3 位（已选 3）').waitFor();
      await expect.poll(() => page.getByText('已评价').count()).toBe(5);
      await shoot(page, '360-raters');

      await page.getByRole('tab', { name: '待我评价' }).click();
      // He rated five colleagues in the second quarter: answered, nothing to reopen (answers keep no rater).
      await expect.poll(() => page.getByText('已评价').count()).toBe(5);
      expect(await page.getByRole('button', { name: '去评价' }).count()).toBe(0);
      await shoot(page, '360-inbox');

      await page.getByRole('tab', { name: '360 结果' }).click();
      await page.getByRole('img', { name: '按关系的平均分' }).waitFor();
      await page.getByText('其他（2 人）：少于 3 人，不单独显示').waitFor();
      await shoot(page, '360-results');

      // HR's tab: any person's sheet of a cycle, here the archived quarter (raters fixed by then).
      await page.getByRole('tab', { name: '评估人管理' }).click();
      // The running quarter has no 360 section; its first running cycle is the default, so pick.
      await choose(page, page.getByRole('combobox', { name: '考核周期' }), '2026年第二季度绩效考核');
      await page.getByRole('combobox', { name: '被评估人' }).waitFor();
      await page.getByText('同事 至少 3 位（已选 3）').waitFor();
      await shoot(page, '360-hr');
      expect(person.errors).toEqual([]);
      await person.close();
    });
  }

  it('an external rater answers through the one-time link on a phone, without a session', async () => {
    const cycle = await cycleWith360((await chatLogin(baseURL, STAFF)).token);
    const hr = await personAt(browser, baseURL, STAFF, DESKTOP);
    const { page } = hr;
    await page.goto('/#/performance/360');
    await page.getByRole('tab', { name: '评估人管理' }).click();
    await choose(page, page.getByRole('combobox', { name: '考核周期' }), cycle);
    await page.getByText('同事 至少 3 位（已选 3）').waitFor();
    await choose(page, page.getByLabel('与被评估人的关系'), /^外部$/);
    await page.getByLabel('姓名').fill('陈律师');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByRole('button', { name: named('添加') }).click();
    await page.getByText('139****5678').waitFor();
    await page.getByRole('button', { name: '发送问卷（5）' }).click();
    const dialog = page.getByRole('dialog', { name: '外部评估人的一次性链接' });
    const link = (await dialog.getByText('/#/performance/360/answer?token=').textContent())!;
    expect(link.startsWith(`${baseURL}/#/performance/360/answer?token=`)).toBe(true);
    await shoot(page, '360-external-link');
    expect(hr.errors).toEqual([]);
    await hr.close();

    // The rater's phone: a fresh context, nobody signed in.
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(link);
    await phone.getByText(`评价 ${RATED.name} · ${cycle}`).waitFor();
    await phone.getByRole('button', { name: '提交评价' }).click();
    await phone.getByText('请评分').waitFor();
    await phone.getByText('良好（80） 及时响应并解决问题').click();
    await phone.getByLabel('评语（选填）').fill('响应及时，沟通清楚');
    await shoot(phone, '360-external-form');
    await phone.getByRole('button', { name: '提交评价' }).click();
    await phone.getByText('感谢您的评价').waitFor();
    await shoot(phone, '360-external-thanks');

    // The link was for one answer only.
    await phone.reload();
    await phone.getByText('该评价链接已失效').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

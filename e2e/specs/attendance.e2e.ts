import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { transitionsEnded } from '../support/people-picker.ts';
import { chinaToday, choose, expectNoSidewaysScroll, named, setDay } from '../support/staff-hr.ts';

/**
 * 考勤 end to end (issue 20, docs/product/attendance.md): HR sets a fixed rule with a geofence, a
 * staff member punches (the browser's position mocked) outside and then inside it, asks for a day of
 * 事假 last month, HR approves it and the month's statistics show it. Demo seed: 胡俊杰 (13700000015)
 * is the HRO staff admin and heads 外包服务部, so he approves its 请假 (the built-in template's 直属主管);
 * 林志远 (13700000019) works there and no other spec uses him. Each run starts its own server (the
 * global setup), so the spec runs once against it: the group and the leave are made once.
 * Every attendance screen is shot at 1366 px and 390×844 (`E2E_DOCS_SCREENSHOTS=1`: into
 * docs/screenshots/attendance).
 */
const baseURL = inject('baseURL');
const SHOTS = resolve(
  import.meta.dirname,
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? '../../docs/screenshots/attendance' : '../artifacts/attendance',
);
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HR = '13700000015';
const STAFF = { login: '13700000019', name: '林志远' };
const stamp = Date.now().toString(36).toUpperCase();
const GROUP = `仓储考勤组-${stamp}`;
const WAREHOUSE = { latitude: 30.2741, longitude: 120.1551 };
/** About 5 km north of the warehouse (0.045° of latitude). */
const FAR_AWAY = { latitude: 30.3191, longitude: 120.1551 };

type Size = 'desktop' | 'phone';
const sizeOf = (page: Page): Size => (page.viewportSize()!.width < 768 ? 'phone' : 'desktop');

/** A shot once transitions have ended; on a phone the page must not scroll sideways. */
async function shoot(page: Page, name: string) {
  await transitionsEnded(page);
  if (sizeOf(page) === 'phone') await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${sizeOf(page)}.png` });
}

/**
 * Types a day into a date picker of the phone's request form and commits it. Typed, not clicked
 * first: beside its 上午/下午 switch the picker never counts as stable for a click on a phone.
 */
async function typeDay(input: Locator, day: string) {
  await input.fill(day);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-section').last();

/** The previous month, `YYYY-MM`, of China's today. */
function lastMonth() {
  const [y, m] = chinaToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The first 工作日 of a month by the company calendar (`selectYear`, the documented read API). */
async function firstWorkday(page: Page, month: string): Promise<string> {
  return page.evaluate(async (month) => {
    const token = JSON.parse(localStorage.getItem('renli:access_token') ?? '{}').v as string;
    const res = await fetch(`/clockRuleCtl/calendar/selectYear?year=${month.slice(0, 4)}`, {
      headers: { access_token: token },
    });
    const { data } = (await res.json()) as { data: { days: { day: string; type: string }[] } };
    const day = data.days.find((d) => d.day.startsWith(month) && d.type === 'workday');
    if (!day) throw new Error(`no workday in ${month}`);
    return day.day;
  }, month);
}

/** The setting screen's tabs, each shot. */
async function shootSettingTabs(page: Page) {
  for (const tab of ['groups', 'shifts', 'roster', 'calendar', 'settings']) {
    await page.goto(`/#/oa/attendance/setting/hro?tab=${tab}`);
    await page.locator('.ant-tabs-tab-active').waitFor();
    await page.locator('.ant-tabs-tabpane-active .ant-spin-spinning').waitFor({ state: 'detached' });
    if (tab === 'groups') await page.getByText(GROUP).waitFor();
    if (tab === 'shifts') await page.getByText('外包班').first().waitFor();
    if (tab === 'calendar') await page.getByText('法定节假日').first().waitFor();
    await shoot(page, `setting-${tab}`);
  }
}

describe('attendance (考勤)', () => {
  let leaveDay = '';

  it('HR sets a fixed rule with a geofence for one person', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/oa/attendance/setting/hro');
    await page.getByText('外包考勤组').waitFor();
    await page.getByRole('button', { name: named('新建考勤组') }).click();
    const form = drawer(page);
    await form.getByLabel('考勤组名称').fill(GROUP);
    await expect.poll(() => form.getByLabel('生效日期').inputValue()).toBe(chinaToday());
    await choose(page, form.getByLabel('人员', { exact: true }), /林志远/, STAFF.name);
    await form.locator('.att-setting-tags').getByText(STAFF.name).waitFor();
    await form.getByText('固定班制', { exact: true }).click();
    for (const [day, shift] of [
      ['周一', '外包班'],
      ['周二', '外包班'],
      ['周三', '外包班'],
      ['周四', '外包班'],
      ['周五', '外包班'],
      ['周六', '休息'],
      ['周日', '休息'],
    ] as const) {
      // Weekdays start on the first shift and weekends on rest: pick only what differs.
      const item = form.locator('.att-setting-weekday').filter({ hasText: day });
      if ((await item.textContent())?.includes(shift)) continue;
      await choose(page, form.getByLabel(day, { exact: true }), new RegExp(`^${shift}`));
      await expect
        .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())
        .toBe(0);
    }
    const holidays = form.getByLabel('按法定节假日排休');
    if ((await holidays.getAttribute('aria-checked')) !== 'true') await holidays.click();
    const web = form.getByLabel('网页打卡');
    if ((await web.getAttribute('aria-checked')) !== 'true') await web.click();
    await form.getByRole('button', { name: named('添加打卡地点') }).click();
    await form.getByLabel('地点名称').fill('仓库');
    await form.getByLabel('纬度').fill(String(WAREHOUSE.latitude));
    await form.getByLabel('经度').fill(String(WAREHOUSE.longitude));
    await form.getByLabel('半径').fill('200');
    await shoot(page, 'setting-group-editor');
    await form.getByRole('button', { name: named('保存') }).click();
    await page.getByText('考勤组已创建').waitFor();
    const card = page.locator('.att-setting-group').filter({ hasText: GROUP });
    await card.getByText(`自 ${chinaToday()} 起`).waitFor();
    await card.getByText(/人员：林志远/).waitFor();
    await card.getByText(/地点 1 处/).waitFor();
    await shootSettingTabs(page);
    leaveDay = await firstWorkday(page, lastMonth());
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  it('on a phone the staff member punches only inside the fence', async () => {
    const staff = await personAt(browser, baseURL, STAFF.login, MOBILE);
    const { page } = staff;
    await page.context().grantPermissions(['geolocation'], { origin: baseURL });
    await page.context().setGeolocation({ ...FAR_AWAY, accuracy: 20 });
    await page.goto('/#/oa/attendance/record');
    const punchCard = page.locator('.attendance-record-card');
    await punchCard.getByText(`考勤组：${GROUP}`, { exact: false }).waitFor();
    await punchCard.getByText('外包班').first().waitFor();
    await shoot(page, 'record-staff');

    const punchButton = punchCard.getByRole('button', { name: named('上班打卡') });
    const [refused] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/cPunchCard/punch')),
      punchButton.click(),
    ]);
    const { message: msg } = (await refused.json()) as { code: number; message: string };
    expect(msg).toBeTruthy();
    await punchCard.locator('.attendance-record-problem').getByText(msg).waitFor();
    await punchCard.getByText('还没有打卡记录').waitFor();
    expect(await punchCard.locator('.attendance-record-punches li').count()).toBe(0);
    await shoot(page, 'record-staff-refused');

    await page.context().setGeolocation({ ...WAREHOUSE, accuracy: 20 });
    const [accepted] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/cPunchCard/punch')),
      punchButton.click(),
    ]);
    const { code, data } = (await accepted.json()) as { code: number; data: { punch: { at: string } } };
    expect(code).toBe(200);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(data.punch.at));
    const line = punchCard.locator('.attendance-record-punches li').first();
    await line.getByText(time).waitFor();
    await line.getByText('仓库').waitFor();
    await punchCard.getByRole('button', { name: named('下班打卡') }).waitFor();
    await shoot(page, 'record-staff-punched');
    expect(staff.errors).toEqual([]);
    await staff.close();
  });

  it('the staff member asks for a day of 事假 last month', async () => {
    const staff = await personAt(browser, baseURL, STAFF.login, MOBILE);
    const { page } = staff;
    await page.goto('/#/oa/attendance/vacation');
    await page
      .getByRole('button', { name: named('请假') })
      .first()
      .click();
    const form = drawer(page);
    await choose(page, form.getByLabel('假期类型'), /^事假$/);
    await typeDay(form.getByLabel('开始', { exact: true }), leaveDay);
    await typeDay(form.getByLabel('结束', { exact: true }), leaveDay);
    await form.getByLabel('事由').fill('家中有事');
    await form
      .locator('.vacation-preview')
      .getByText(/^1(\.0+)? 天$/)
      .waitFor();
    expect(await form.locator('.vacation-preview .ant-alert-warning').count()).toBe(0);
    await shoot(page, 'vacation-staff-apply');
    await form.getByRole('button', { name: named('提交申请') }).click();
    await page.getByText('已提交，等待审批').waitFor();
    const mine = page
      .locator('.ant-card, .ant-list-item')
      .filter({ hasText: '事假' })
      .filter({ hasText: leaveDay });
    await mine.getByText('审批中').first().waitFor();
    await shoot(page, 'vacation-staff');
    expect(staff.errors).toEqual([]);
    await staff.close();
  });

  it('the head approves it from 待我审批', async () => {
    const hr = await personAt(browser, baseURL, HR, DESKTOP);
    const { page } = hr;
    await page.goto('/#/oa/approve/list');
    await page
      .locator('.approval-cards .ant-card')
      .filter({ hasText: STAFF.name })
      .filter({ hasText: '请假' })
      .first()
      .click();
    const detail = drawer(page);
    await detail.getByText('事假').first().waitFor();
    await detail.getByLabel('审批意见').fill('同意');
    await detail.getByRole('button', { name: /^同\s*意$/ }).click();
    await detail.getByRole('button', { name: /^同\s*意$/ }).waitFor({ state: 'detached' });

    // HR's vacation screen: the balances, the records (the leave approved) and the rules.
    await page.goto('/#/oa/attendance/vacation/hro');
    await page.locator('.ant-tabs-tab').first().waitFor();
    await shoot(page, 'vacation-hr-balances');
    await page.getByRole('tab', { name: '请假记录' }).click();
    await page.getByText(STAFF.name).first().waitFor();
    await shoot(page, 'vacation-hr-records');
    await page.getByRole('tab', { name: '假期规则' }).click();
    await page.getByText('事假').first().waitFor();
    await shoot(page, 'vacation-hr-rules');
    expect(hr.errors).toEqual([]);
    await hr.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`the month's statistics show the leave (${viewport.width} px)`, async () => {
      const hr = await personAt(browser, baseURL, HR, viewport);
      const { page } = hr;
      await page.goto('/#/oa/attendance/statistics/hro');
      await setDay(page.locator('#attendance-stats-month'), lastMonth());
      const search = page.getByPlaceholder('搜索姓名、工号或手机号');
      await search.fill(STAFF.name);
      await search.press('Enter');
      const row =
        sizeOf(page) === 'phone'
          ? page.locator('.attendance-stats-card').filter({ hasText: STAFF.name })
          : page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: STAFF.name });
      if (sizeOf(page) === 'phone') await row.getByText(/事假 1(\.00)? 天/).waitFor();
      else {
        // The table's 请假(天) cell names the types in its tooltip.
        await row
          .locator('.attendance-stats-dotted')
          .getByText(/^1(\.00)?$/)
          .hover();
        await page
          .locator('.ant-tooltip')
          .getByText(/事假 1(\.00)? 天/)
          .waitFor();
      }
      await shoot(page, 'statistics');
      await row.click();
      const days = drawer(page);
      await days.getByText(`${STAFF.name}`, { exact: false }).first().waitFor();
      await days
        .getByText(/请假：事假/)
        .first()
        .waitFor();
      await shoot(page, 'statistics-days');

      // HR's records of everyone's days; the setting tabs at this size.
      await page.goto('/#/oa/attendance/record/hro');
      await page.getByText(STAFF.name).first().waitFor();
      await shoot(page, 'record-hr');
      if (sizeOf(page) === 'phone') await shootSettingTabs(page);
      expect(hr.errors).toEqual([]);
      await hr.close();
    });
  }

  it('at 1366 px the staff member sees the punch and the approved leave', async () => {
    const staff = await personAt(browser, baseURL, STAFF.login, DESKTOP);
    const { page } = staff;
    await page.goto('/#/oa/attendance/record');
    await page.locator('.attendance-record-punches li').getByText('仓库').waitFor();
    await shoot(page, 'record-staff');
    await page.goto('/#/oa/attendance/vacation');
    await page
      .locator('.ant-card, .ant-list-item')
      .filter({ hasText: leaveDay })
      .getByText('已通过')
      .first()
      .waitFor();
    await shoot(page, 'vacation-staff');
    expect(staff.errors).toEqual([]);
    await staff.close();
  });
});

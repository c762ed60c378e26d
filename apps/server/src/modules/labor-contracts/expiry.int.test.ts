import { type Reminder, reminderResource } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addDays } from './contract-dates.ts';
import { sweepContractExpiries } from './expiry.ts';
import { contractsApi, setUpContracts } from './test-fixtures.ts';

// Expiry reminders (docs/product/labor-contracts.md): the sweep is called with a fixed "today".
const TODAY = '2026-12-01';
let t: TestApp;
let env: Awaited<ReturnType<typeof setUpContracts>>;
beforeAll(async () => {
  t = await createTestApp();
  env = await setUpContracts(t);
  const hr = contractsApi(env.a.api);
  const contract = async (staffId: number, contractNo: string, daysLeft: number) =>
    hr.create({
      staffId,
      contractNo,
      contractType: 1,
      startDate: '2024-01-01',
      endDate: addDays(TODAY, daysLeft),
    });
  await contract(await env.staff('张伟', 'A001', 1), 'HT-50', 50);
  await contract(await env.staff('李娜', 'A002', 1), 'HT-20', 20);
  await contract(await env.staff('外包刘洋', 'B001', 2), 'HT-HRO-45', 45);
  await contract(await env.staff('王芳', 'A003', 1), 'HT-90', 90);
  const ended = await contract(await env.staff('赵磊', 'A004', 1), 'HT-ENDED', 10);
  await hr.change({
    id: ended.id,
    version: 1,
    name: 'terminate',
    terminatedOn: '2026-11-30',
    terminateReason: '协商一致解除',
  });
});
afterAll(() => t.close());

const sweep = (today: string) => sweepContractExpiries(t.deps.db, today);

/** The caller's contract reminders (title, content, link), in Chinese. */
async function contractReminders(api: Caller) {
  const zh = caller(t, api.token, 'zh-CN');
  const page = await zh.post<{ list: Reminder[] }>(`${reminderResource.prefix}/selectPage`, {
    type: 'staff',
    pageSize: 100,
  });
  return page.body.data.list
    .filter((r) => r.title.startsWith('劳动合同'))
    .map((r) => [r.title, r.link])
    .sort();
}

describe('labour contract expiry reminders', () => {
  it('tells the company account and the admins covering the employee, for the narrowest window reached', async () => {
    expect(await sweep(TODAY)).toBe(3);
    const everyone = [
      ['劳动合同30天内到期：李娜', '#/staff/laborcontract/hrm'],
      ['劳动合同60天内到期：外包刘洋', '#/staff/laborcontract/hro'],
      ['劳动合同60天内到期：张伟', '#/staff/laborcontract/hrm'],
    ];
    expect(await contractReminders(env.a.api)).toEqual(everyone);
    expect(await contractReminders(env.staffAdmin.api)).toEqual(everyone);
    expect(await contractReminders(env.hrmAdmin.api)).toEqual([everyone[0], everyone[2]]);
    expect(await contractReminders(env.plainStaff.api)).toEqual([]);
  });

  it('says who, which contract and when in the reminder', async () => {
    const zh = caller(t, env.a.api.token, 'zh-CN');
    const page = await zh.post<{ list: Reminder[] }>(`${reminderResource.prefix}/selectPage`, {
      type: 'staff',
    });
    const li = page.body.data.list.find((r) => r.title.endsWith('李娜'))!;
    expect(li.content).toBe('李娜（工号 A002）的劳动合同“HT-20”将于 2026-12-21 到期，请及时办理续签或终止。');
  });

  it('sends nothing twice: the same day again, or the next day in the same window', async () => {
    expect(await sweep(TODAY)).toBe(0);
    expect(await sweep(addDays(TODAY, 1))).toBe(0);
    expect(await contractReminders(env.a.api)).toHaveLength(3);
  });

  it('sends the 30-day reminder once a contract enters that window', async () => {
    // HT-HRO-45 ends 45 days after TODAY, so its 30-day window opens on TODAY + 15; HT-50's on TODAY + 20.
    expect(await sweep(addDays(TODAY, 15))).toBe(1);
    expect(await sweep(addDays(TODAY, 19))).toBe(0);
    expect(await sweep(addDays(TODAY, 20))).toBe(1);
    const titles = (await contractReminders(env.hrmAdmin.api)).map(([title]) => title);
    expect(titles).toEqual([
      '劳动合同30天内到期：张伟',
      '劳动合同30天内到期：李娜',
      '劳动合同60天内到期：张伟',
    ]);
    expect(await contractReminders(env.a.api)).toHaveLength(5);
  });
});

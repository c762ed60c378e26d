import type { ReminderCount, ReminderPage } from '@renli/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_COMPANY, DEMO_PASSWORD, demoStaffLoginCode } from '../../seed/demo-data.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

const SEEDED = ['欢迎使用仁力', '待审批：王芳的请假申请', '系统维护通知'];

it('gives the demo company account and HR director unread reminders, in either language', async () => {
  // The OA demo's announcements are history: published days ago, they add no bell entries.
  for (const loginCode of [DEMO_COMPANY.loginCode, demoStaffLoginCode(2)]) {
    const as = caller(t, await login(t, loginCode, DEMO_PASSWORD), 'zh-CN');
    const count = await as.get<ReminderCount>('/cNewsRemind/selectNoReadNewsCount');
    expect(count.body.data).toEqual({ total: 3, byType: { system: 2, approval: 1 } });
    const list = await as.post<ReminderPage>('/cNewsRemind/selectNewsRemindByType', {});
    expect(list.body.data.list.map((r) => r.title).sort()).toEqual([...SEEDED].sort());
  }
});

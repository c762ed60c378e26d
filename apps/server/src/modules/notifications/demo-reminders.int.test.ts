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

it('gives the demo company account and HR director unread reminders, in either language', async () => {
  for (const loginCode of [DEMO_COMPANY.loginCode, demoStaffLoginCode(2)]) {
    const as = caller(t, await login(t, loginCode, DEMO_PASSWORD), 'zh-CN');
    // The seeded reminders are unread; the OA sweeps may add their own (a demo meeting or report
    // due around the time the suite runs), so the counts are at least the seeded ones.
    const count = await as.get<ReminderCount>('/cNewsRemind/selectNoReadNewsCount');
    expect(count.body.data.byType.approval).toBe(1);
    expect(count.body.data.byType.system).toBeGreaterThanOrEqual(2);
    const list = await as.post<ReminderPage>('/cNewsRemind/selectNewsRemindByType', {});
    expect(list.body.data.list.map((r) => r.title)).toEqual(
      expect.arrayContaining(['欢迎使用仁力', '待审批：王芳的请假申请', '系统维护通知']),
    );
  }
});

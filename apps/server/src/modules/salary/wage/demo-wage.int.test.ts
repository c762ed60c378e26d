import type { ArchivePage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../../seed/demo.ts';
import { DEMO_STAFF, demoStaffLoginCode } from '../../../seed/demo-data.ts';
import { login } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

describe('the demo wage setup', () => {
  it('the HR director sees every demo staff member with an archive of 6,000–30,000 in the group of their type', async () => {
    const hr = caller(t, await login(t, demoStaffLoginCode(2), 'Renli@2026'), 'zh-CN');
    const res = await hr.post<ArchivePage>('/salaryArchivesCtl/selectPage', { pageSize: 999999 });
    expect(res.status, res.body.message).toBe(200);
    const page = res.body.data;
    expect(page.list).toHaveLength(DEMO_STAFF.length);
    expect(page.withoutArchive).toBe(0);
    for (const row of page.list) {
      const total = Number(row.current!.total);
      expect(total).toBeGreaterThanOrEqual(6000);
      expect(total).toBeLessThanOrEqual(30000);
      expect(row.groupName).toBe(row.employeeType === 2 ? '顺达物流外包组' : '总部薪资组');
    }
    expect(page.items.map((i) => i.name)).toEqual(['基本工资', '岗位工资', '交通补贴', '餐补']);
  });
});

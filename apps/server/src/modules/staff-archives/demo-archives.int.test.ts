import {
  type ArchiveCounts,
  idNumberFacts,
  idNumberProblem,
  type JobVersion,
  type StaffArchive,
  type StaffArchiveDetail,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_STAFF } from '../../seed/demo-data.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const P = '/staffArchive';
let t: TestApp;
let company: Caller;
let rows: StaffArchive[];

const inDays = (days: number) =>
  new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
  company = caller(t, await login(t, DEMO_COMPANY.loginCode, DEMO_PASSWORD), 'zh-CN');
  rows = (await company.post<{ list: StaffArchive[] }>(`${P}/selectPage`, { pageSize: 100 })).body.data.list;
});
afterAll(() => t.close());

const archiveOf = (name: string) => rows.find((row) => row.staffName === name)!;
const full = async (name: string) =>
  (await company.get<StaffArchiveDetail>(`${P}/getStaffArchive/${archiveOf(name).id}`)).body.data;
const history = async (name: string) =>
  (await company.get<JobVersion[]>(`${P}/jobHistory/${archiveOf(name).id}`)).body.data;

describe('the demo archives', () => {
  it('employ every demo staff member in the department demo-data gives, nobody left', async () => {
    expect(rows).toHaveLength(DEMO_STAFF.length);
    for (const staff of DEMO_STAFF) expect(archiveOf(staff.name).deptName).toBe(staff.dept);
    const counts = await company.post<ArchiveCounts>(`${P}/selectCount`, {});
    expect(counts.body.data).toMatchObject({ employed: 20, probation: 3, left: 0 });
  });

  it('hold valid identity numbers that agree with the sex and birth dates of 1970 to 2000', async () => {
    for (const staff of DEMO_STAFF) {
      const archive = await full(staff.name);
      expect(idNumberProblem(archive.idNumber!, chinaToday())).toBeNull();
      expect(idNumberFacts(archive.idNumber!)).toEqual({ birthDate: archive.birthDate, sex: staff.sex });
      expect(archive.birthDate! >= '1970-01-01' && archive.birthDate! < '2001-01-01').toBe(true);
      expect(archive.education.length).toBeGreaterThan(0);
      expect(archive.emergencyContacts).toHaveLength(1);
      expect(archive.bankAccount).toMatch(/^\d{19}$/);
    }
  });

  it('spread entries over six years, with two probations ending within 30 days', () => {
    const entries = rows.map((row) => row.entryDate).sort();
    expect(entries[0]! <= inDays(-365 * 5)).toBe(true);
    expect(entries.at(-1)! > inDays(-90)).toBe(true);
    const ending = rows.filter((row) => row.empStatus === 1 && row.probationEnd! <= inDays(30));
    expect(ending).toHaveLength(2);
  });

  it('keep past confirmations and transfers in the job history', async () => {
    expect((await history('陈静')).map((v) => [v.kind, v.deptName])).toEqual([
      ['transfer', '招聘组'],
      ['regularize', '销售部'],
      ['entry', '销售部'],
    ]);
    expect((await history('杨洋')).map((v) => [v.kind, v.deptName])).toEqual([
      ['transfer', '薪酬绩效组'],
      ['entry', '财务部'],
    ]);
    expect((await history('何文博')).map((v) => [v.kind, v.clientCompany])).toEqual([
      ['transfer', '浙江华联商厦有限公司'],
      ['regularize', '杭州顺达物流有限公司'],
      ['entry', '杭州顺达物流有限公司'],
    ]);
    expect((await history('王建国')).every((v) => v.applied)).toBe(true);
  });
});

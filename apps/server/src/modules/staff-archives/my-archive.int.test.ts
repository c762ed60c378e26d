import type { ArchiveRequest, MyStaffArchive, ReminderPage, StaffArchiveDetail } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MAN_ID, setUpArchives, WOMAN_ID } from './test-archives.ts';

const P = '/staffArchive';
let t: TestApp;
let world: Awaited<ReturnType<typeof setUpArchives>>;
let me: Caller;
let hr: Caller;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpArchives(t);
  me = world.zh(world.plainStaff.api.token);
  hr = world.zh(world.a.api.token);
});
afterAll(() => t.close());

const mine = async () => (await me.get<MyStaffArchive>(`${P}/getMyStaffArchive`)).body.data;
const ask = (changes: object, as: Caller = me) => as.post<ArchiveRequest>(`${P}/requestChange`, { changes });
const reminders = async () =>
  (await me.post<ReminderPage>('/cNewsRemind/selectNewsRemindByType', {})).body.data.list.map((r) => [
    r.title,
    r.content,
  ]);

describe('my record', () => {
  it('shows the employee their own archive in full, with company and job history', async () => {
    const record = await mine();
    expect(record.archive).toMatchObject({
      staffName: '普通员工',
      jobNo: 'A001',
      idNumber: MAN_ID,
      bankAccount: '6222021234567890123',
      deptName: '研发部',
    });
    expect(record.compName).toBe('资源甲公司');
    expect(record.history.map((v) => [v.kind, v.effectiveFrom, v.deptName])).toEqual([
      ['entry', '2024-03-01', '研发部'],
    ]);
    expect(record.latestRequest).toBeNull();
  });

  it("leaves HR's note out of the employee's own view", async () => {
    const { id, version } = (
      await hr.get<StaffArchiveDetail>(`${P}/getStaffArchive/${world.archives.plain.id}`)
    ).body.data;
    await hr.post('/remarks/editStaffRemarks', { id, version, remarks: '待观察' });
    expect((await mine()).archive.remarks).toBeNull();
  });

  it('is for staff identities with an archive only', async () => {
    const company = await hr.get(`${P}/getMyStaffArchive`);
    expect(company.status).toBe(404);
    expect(company.body.message).toBe('您还没有员工档案，请联系人事');
    expect((await world.hrmAdmin.api.get(`${P}/getMyStaffArchive`)).status).toBe(404);
    expect((await world.person.get(`${P}/getMyStaffArchive`)).status).toBe(403);
  });

  it('changes contact, emergency contacts and education at once, but nothing reviewed', async () => {
    const { archive } = await mine();
    const saved = await me.post<MyStaffArchive>(`${P}/updateMine`, {
      version: archive.version,
      personalEmail: 'me@example.com',
      emergencyContacts: [{ name: '王母', relation: '母亲', phone: '13900000000' }],
      education: [
        { school: '浙江大学', major: '计算机科学', level: 4 },
        { school: '浙江大学', major: '软件工程', level: 5 },
      ],
      bankAccount: '6222000000000000001',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.archive).toMatchObject({
      personalEmail: 'me@example.com',
      highestEducation: 5,
      bankAccount: '6222021234567890123',
      emergencyContacts: [{ name: '王母', relation: '母亲', phone: '13900000000' }],
    });
    const stale = await me.post(`${P}/updateMine`, { version: archive.version, currentAddress: '杭州' });
    expect(stale.status).toBe(409);
  });
});

describe('requests to change reviewed fields', () => {
  let requestId: number;

  it('waits for HR, one at a time, and shows in the review queue and the count', async () => {
    const asked = await ask({ bankName: '招商银行', bankAccount: '6225880123456789' });
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 1,
      changes: { bankName: '招商银行', bankAccount: '6225880123456789' },
      current: { bankName: '中国工商银行', bankAccount: '6222021234567890123' },
    });
    requestId = asked.body.data.id;
    const again = await ask({ bankName: '中国银行' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已有一条待审核的修改申请，请等待人事处理');
    expect((await mine()).latestRequest).toMatchObject({ id: requestId, status: 1 });
    const queue = await hr.post<{ list: ArchiveRequest[]; total: number }>(`${P}/selectRequestPage`, {});
    expect(queue.body.data.list.map((r) => [r.staffName, r.status])).toEqual([['普通员工', 1]]);
    expect(
      (await hr.post<{ pendingRequests: number }>(`${P}/selectCount`, {})).body.data.pendingRequests,
    ).toBe(1);
    const detail = await hr.get<StaffArchiveDetail>(`${P}/getStaffArchive/${world.archives.plain.id}`);
    expect(detail.body.data.pendingRequest?.id).toBe(requestId);
  });

  it('refuses requests naming nothing new or an invalid identity number', async () => {
    // The pending one blocks any other; these are checked for the HRO staff member instead.
    const other = world.zh(world.hroStaff.api.token);
    expect((await ask({}, other)).body.message).toBe('请填写要修改的内容');
    expect((await ask({ bankName: null }, other)).body.message).toBe('申请的内容与档案现有信息相同');
    expect((await ask({ idNumber: '440101199001011234' }, other)).body.message).toContain(
      '身份证号码校验位不正确',
    );
  });

  it('applies an approved request to the archive and reminds the employee', async () => {
    const approved = await hr.post<ArchiveRequest>(`${P}/approveRequest`, { id: requestId });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 2, decidedBy: '资源甲公司' });
    expect((await mine()).archive).toMatchObject({ bankName: '招商银行', bankAccount: '6225880123456789' });
    expect(await reminders()).toContainEqual([
      '档案修改申请已通过',
      '人事已通过您提交的档案信息修改申请，新的信息已生效。',
    ]);
    expect((await hr.post(`${P}/approveRequest`, { id: requestId })).status).toBe(404);
  });

  it('keeps the archive as it is when HR rejects, and tells the employee why', async () => {
    const asked = await ask({ idNumber: WOMAN_ID });
    expect(asked.body.data.changes).toEqual({ idNumber: WOMAN_ID, birthDate: '1949-12-31', sex: 2 });
    const rejected = await hr.post<ArchiveRequest>(`${P}/rejectRequest`, {
      id: asked.body.data.id,
      reason: '请上传身份证照片',
    });
    expect(rejected.body.data).toMatchObject({ status: 3, reason: '请上传身份证照片' });
    expect((await mine()).archive).toMatchObject({ idNumber: MAN_ID, sex: 1 });
    expect((await mine()).latestRequest).toMatchObject({ status: 3, reason: '请上传身份证照片' });
    expect(await reminders()).toContainEqual([
      '档案修改申请未通过',
      '人事未通过您提交的档案信息修改申请，原因：请上传身份证照片',
    ]);
  });

  it("keeps requests to the reviewer's scope and company", async () => {
    const hroAsk = await ask({ bankName: '中国银行' }, world.hroStaff.api);
    expect(hroAsk.status, hroAsk.body.message).toBe(200);
    const hrm = world.hrmAdmin.api;
    const queue = await hrm.post<{ list: ArchiveRequest[] }>(`${P}/selectRequestPage`, { status: 1 });
    expect(queue.body.data.list).toEqual([]);
    expect((await hrm.post(`${P}/approveRequest`, { id: hroAsk.body.data.id })).status).toBe(404);
    expect(
      (await world.b.api.post(`${P}/rejectRequest`, { id: hroAsk.body.data.id, reason: '×' })).status,
    ).toBe(404);
    expect((await world.plainStaff.api.post(`${P}/selectRequestPage`, {})).status).toBe(403);
  });
});

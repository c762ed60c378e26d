import {
  type ApprovalTemplate,
  EmploymentStatus,
  STAFF_DEFAULT_PASSWORD,
  StaffStatus,
  staffEntryApprovalForm,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import type { DomainEventMap } from '../../core/events.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approvalRecordLinks } from '../approval/schema.ts';
import { approver } from '../approval/test-fixtures.ts';
import { newsReminds } from '../notifications/schema.ts';
import { companyStaff } from '../staff/schema.ts';
import { staffArchives, staffJobVersions } from '../staff-archives/schema.ts';
import { staffEntries } from './schema.ts';
import { addEntry, anonymous, entryWorld, P, readEntry, transition } from './test-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof entryWorld>>;

/** The two events a confirmation announces. */
type Heard =
  | { name: 'staff.joined'; event: DomainEventMap['staff.joined'] }
  | { name: 'user.profileChanged'; event: DomainEventMap['user.profileChanged'] };
const heard: Heard[] = [];
const waiting: { test: (h: Heard) => boolean; resolve: (h: Heard) => void }[] = [];
const hear = (h: Heard) => {
  heard.push(h);
  for (const w of waiting.filter((x) => x.test(h))) w.resolve(h);
};
/**
 * Resolves once an event of this name for this login has been emitted and every reaction to it is
 * done (the announcement follows the commit; the welcome reminder is one of the reactions).
 */
const announced = (name: Heard['name'], userId: number) =>
  new Promise<Heard>((resolve) => {
    const test = (h: Heard) => h.name === name && h.event.userId === userId;
    const done = heard.find(test);
    if (done) resolve(done);
    else waiting.push({ test, resolve });
  });

beforeAll(async () => {
  t = await createTestApp();
  // Heard after `emit` resolves, that is after all listeners: a listener of our own would run
  // beside the notifications' reaction, not after it.
  const emit = t.deps.events.emit.bind(t.deps.events);
  t.deps.events.emit = async (name, event) => {
    await emit(name, event);
    if (name === 'staff.joined' || name === 'user.profileChanged') hear({ name, event } as Heard);
  };
  w = await entryWorld(t);
});
afterAll(() => t.close());

const staffOf = async (staffId: number) =>
  (await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staffId)))[0]!;

describe('confirming an entry', () => {
  it('makes the login, the staff record, the archive with the filled-in info and the first version', async () => {
    const entry = await addEntry(w.owner, {
      staffName: '周敏',
      deptId: w.deptId,
      positionId: w.positionId,
      jobNo: 'E100',
      probationMonths: 3,
      workLocation: '杭州',
      salaryGrade: 'P5',
      gender: 1,
    });
    const link = await w.owner.post<{ url: string }>(`${P}/sendFormUrl`, { id: entry.id });
    const token = link.body.data.url.split('token=')[1]!;
    const submitted = await anonymous(t).post(`${P}/submitInfo`, {
      token,
      info: { idNumber: '11010519491231002X', hukouType: 1, education: [{ school: '浙江大学', level: 4 }] },
    });
    expect(submitted.status, submitted.body.message).toBe(200);

    const confirmed = await transition(w.owner, entry.id, 'confirm');
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 2, transitions: [] });
    const staffId = confirmed.body.data.staffId!;
    const staff = await staffOf(staffId);
    expect(staff).toMatchObject({
      compId: w.a.compId,
      staffName: '周敏',
      deptId: w.deptId,
      positionId: w.positionId,
      jobNo: 'E100',
      entryDate: chinaToday(),
      employeeType: 1,
      status: StaffStatus.ACTIVE,
    });
    // A new login with the published default password, to be changed at first login.
    expect(await login(t, entry.mobile, STAFF_DEFAULT_PASSWORD)).toBeTruthy();

    const [archive] = await t.deps.db.select().from(staffArchives).where(eq(staffArchives.staffId, staffId));
    expect(archive).toMatchObject({
      idNumber: '11010519491231002X',
      // The identity number's sex (female) wins over what HR entered.
      sex: 2,
      birthDate: '1949-12-31',
      hukouType: 1,
      highestEducation: 4,
      empStatus: EmploymentStatus.PROBATION,
      probationEnd: entry.probationEnd,
      workLocation: '杭州',
      salaryGrade: 'P5',
      entryDate: chinaToday(),
    });
    const versions = await t.deps.db
      .select()
      .from(staffJobVersions)
      .where(eq(staffJobVersions.staffId, staffId));
    expect(versions).toEqual([
      expect.objectContaining({
        kind: 'entry',
        sourceId: entry.id,
        effectiveFrom: chinaToday(),
        effectiveTo: null,
        empStatus: EmploymentStatus.PROBATION,
        applied: true,
      }),
    ]);

    // Once committed: the chat profile and the welcome, as for staff added in 员工账号.
    const joined = await announced('staff.joined', staff.userId);
    expect(joined.event).toEqual({ compId: w.a.compId, staffId, userId: staff.userId });
    await announced('user.profileChanged', staff.userId);
    // The archive stayed as the entry wrote it: staff.joined's handler leaves it.
    const archives = await t.deps.db.select().from(staffArchives).where(eq(staffArchives.staffId, staffId));
    expect(archives).toHaveLength(1);
    // The form's link is closed.
    expect((await anonymous(t).post(`${P}/infoForm`, { token })).status).toBe(404);
  });

  it("invites a login the company does not control (a person's own): no welcome until they accept", async () => {
    const userId = await registerAccount(t, { loginCode: '13911110077', userType: 1, userName: '自有账号' });
    const entry = await addEntry(w.owner, { mobile: '13911110077', probationMonths: 0 });
    const before = heard.length;
    const confirmed = await transition(w.owner, entry.id, 'confirm');
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const staff = await staffOf(confirmed.body.data.staffId!);
    expect(staff).toMatchObject({ userId, status: StaffStatus.INVITED });
    // Announcements run in entry order: once a later entry's welcome is out, this one's are all out.
    const later = await transition(w.owner, (await addEntry(w.owner)).id, 'confirm');
    await announced('staff.joined', (await staffOf(later.body.data.staffId!)).userId);
    expect(
      heard
        .slice(before)
        .filter((h) => h.event.userId === userId)
        .map((h) => h.name),
    ).toEqual(['user.profileChanged']);
    const [archive] = await t.deps.db
      .select()
      .from(staffArchives)
      .where(eq(staffArchives.staffId, confirmed.body.data.staffId!));
    expect(archive!.empStatus).toBe(EmploymentStatus.OFFICIAL);
  });

  it('refuses the mobile of someone hired meanwhile through 员工账号, changing nothing', async () => {
    const entry = await addEntry(w.owner);
    const added = await w.owner.post('/compStaffMember/insert', { staffName: '抢先', mobile: entry.mobile });
    expect(added.status, added.body.message).toBe(200);
    const refused = await transition(w.owner, entry.id, 'confirm');
    expect(refused.status).toBe(409);
    expect((await readEntry(w.owner, entry.id)).status).toBe(1);
  });
});

describe('confirming with an 入职 approval template', () => {
  it('waits for the approval and applies the confirmation when it is granted', async () => {
    const saved = await w.owner.post<ApprovalTemplate>('/cAudit/template/save', {
      name: '入职审批',
      icon: 'form',
      group: '人事',
      type: 'staffEntry',
      initiators: { everyone: true },
      form: staffEntryApprovalForm,
      flow: { nodes: [approver('boss', [w.a.ownerId], 'any')], dedupe: 'none' },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const published = await w.owner.post('/cAudit/template/publish', { id: saved.body.data.id });
    expect(published.status, published.body.message).toBe(200);

    const entry = await addEntry(w.owner, { staffName: '吴昊', probationMonths: 2, remarks: '校招' });
    const asked = await transition(w.owner, entry.id, 'confirm');
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 1, staffId: null });
    const [link] = await t.deps.db
      .select()
      .from(approvalRecordLinks)
      .where(and(eq(approvalRecordLinks.resource, 'staffEntry'), eq(approvalRecordLinks.recordId, entry.id)));
    expect(link).toMatchObject({ state: 'open', transition: 'confirm' });

    const detail = await w.owner.get<{ myTaskId: number; values: Record<string, unknown> }>(
      `/cAudit/instance/selectById/${link!.instanceId}`,
    );
    expect(detail.body.data.values).toEqual({
      staffName: '吴昊',
      mobile: entry.mobile,
      entryDate: chinaToday(),
      employeeType: '内部员工（HRM）',
      probation: '2 个月',
      remarks: '校招',
    });
    const approved = await w.owner.post('/cAudit/instance/approve', { taskId: detail.body.data.myTaskId });
    expect(approved.status, approved.body.message).toBe(200);

    const after = await readEntry(w.owner, entry.id);
    expect(after.status).toBe(2);
    const staff = await staffOf(after.staffId!);
    expect(staff.staffName).toBe('吴昊');
    // Announced after the approval's own commit.
    await announced('staff.joined', staff.userId);
    const welcome = await t.deps.db
      .select()
      .from(newsReminds)
      .where(
        and(eq(newsReminds.userId, staff.userId), eq(newsReminds.titleKey, 'remind.staffWelcome.title')),
      );
    expect(welcome).toHaveLength(1);
    const [row] = await t.deps.db.select().from(staffEntries).where(eq(staffEntries.id, entry.id));
    expect(row!.announced).toBe(true);
  });

  it('drops the confirmation when the entry was cancelled before the approval', async () => {
    const entry = await addEntry(w.owner);
    expect((await transition(w.owner, entry.id, 'confirm')).status).toBe(200);
    expect((await transition(w.owner, entry.id, 'cancel', { reason: '另有安排' })).status).toBe(200);
    const [link] = await t.deps.db
      .select()
      .from(approvalRecordLinks)
      .where(and(eq(approvalRecordLinks.resource, 'staffEntry'), eq(approvalRecordLinks.recordId, entry.id)));
    const detail = await w.owner.get<{ myTaskId: number }>(`/cAudit/instance/selectById/${link!.instanceId}`);
    expect(
      (await w.owner.post('/cAudit/instance/approve', { taskId: detail.body.data.myTaskId })).status,
    ).toBe(200);
    const after = await readEntry(w.owner, entry.id);
    expect(after).toMatchObject({ status: 3, staffId: null });
    const [settled] = await t.deps.db
      .select()
      .from(approvalRecordLinks)
      .where(eq(approvalRecordLinks.instanceId, link!.instanceId));
    expect(settled!.state).toBe('skipped');
  });
});

import type { ApprovalInstanceDetail, ApprovalTemplate } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { addStaffMember } from '../staff/records.ts';
import { companyStaff } from '../staff/schema.ts';

/** A one-field form (事由, required), the values that fill it. */
export const reasonForm = { fields: [{ kind: 'text', key: 'reason', label: '事由', required: true }] };
export const reasonValues = { reason: '家中有事' };

/** An approver node of named people. */
export const approver = (id: string, userIds: number[], mode: 'any' | 'all' | 'sequential', more = {}) => ({
  type: 'approver',
  id,
  name: id,
  approvers: { kind: 'users', userIds },
  mode,
  ...more,
});

/**
 * The approval tests' world: company A's account (`owner`), a plain staff member, a staff admin and
 * a second plain staff member (`other`), with their login user ids; company B's account.
 */
export async function approvalWorld(t: TestApp) {
  const tenants = await setUpTenants(t);
  const userOf = async (staffId: number) => {
    const [row] = await t.deps.db
      .select({ userId: companyStaff.userId })
      .from(companyStaff)
      .where(eq(companyStaff.id, staffId));
    return row!.userId;
  };
  const otherUserId = await registerAccount(t, {
    loginCode: '13600000199',
    userType: 1,
    userName: '另一员工',
  });
  await addStaffMember(t.deps.db, {
    compId: tenants.a.compId,
    userId: otherUserId,
    staffName: '另一员工',
    staffAdmin: 0,
  });
  const ids = {
    owner: tenants.a.ownerId,
    plain: await userOf(tenants.plainStaff.staffId),
    admin: await userOf(tenants.staffAdmin.staffId),
    other: otherUserId,
    stranger: tenants.b.ownerId,
  };
  const owner = tenants.a.api;
  const plain = tenants.plainStaff.api;
  const admin = tenants.staffAdmin.api;
  const other = caller(t, await login(t, '13600000199'));

  let published = 0;
  /** A published template of these nodes (dedupe none, other flow settings, form and type as given). */
  async function publish(nodes: object[], options: { flow?: object; form?: object; type?: string } = {}) {
    published++;
    const saved = await owner.post<ApprovalTemplate>('/cAudit/template/save', {
      name: `测试模板${published}`,
      icon: 'form',
      group: '通用',
      type: options.type ?? 'general',
      initiators: { everyone: true },
      form: options.form ?? reasonForm,
      flow: { nodes, dedupe: 'none', ...options.flow },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const res = await owner.post<ApprovalTemplate>('/cAudit/template/publish', { id: saved.body.data.id });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }
  async function submit(templateId: number, as: Caller = plain, values: object = reasonValues, chosen = {}) {
    const res = await as.post<{ id: number; state: string }>('/cAudit/instance/submit', {
      templateId,
      values,
      chosen,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
  const detail = (id: number, as: Caller = owner) =>
    as.get<ApprovalInstanceDetail>(`/cAudit/instance/selectById/${id}`);
  const read = async (id: number, as: Caller = owner) => (await detail(id, as)).body.data;
  const myTask = async (id: number, as: Caller) => {
    const taskId = (await read(id, as)).myTaskId;
    expect(taskId, 'a pending task of the caller').not.toBeNull();
    return taskId!;
  };
  /** Approves the caller's pending task and answers the instance's state. */
  const approve = async (id: number, as: Caller) => {
    const res = await as.post<{ state: string }>('/cAudit/instance/approve', {
      taskId: await myTask(id, as),
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data.state;
  };
  return { tenants, ids, owner, plain, admin, other, publish, submit, detail, read, myTask, approve };
}
export type ApprovalWorld = Awaited<ReturnType<typeof approvalWorld>>;

/** The caller's unread approval reminders (the bell). */
export async function approvalBell(as: Caller) {
  const res = await as.get<{ byType: Record<string, number> }>('/cNewsRemind/selectNoReadNewsCount');
  return res.body.data.byType.approval ?? 0;
}

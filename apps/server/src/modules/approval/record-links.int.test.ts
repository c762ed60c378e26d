import { LoginStatus, staffAccountResource } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceActor } from '../../core/actor.ts';
import { defineModule } from '../../core/module.ts';
import { defineResource, type ResourceAction } from '../../core/resources/define.ts';
import { auditLog } from '../../core/resources/schema.ts';
import { type Caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { serverModules } from '../index.ts';
import { staffAccountResourceDefinition } from '../staff/accounts.ts';
import { companyStaff } from '../staff/schema.ts';
import { approvalRecordLinks, approvalTemplates } from './schema.ts';

// A kit transition that waits for approval (docs/modules.md, "Approvals"), through a test resource
// over the staff accounts whose `close` (login open -> closed) needs the company's 通用审批. The
// built-in template asks the initiator's head; the company account has none, so it goes to the
// company admin — the company account itself, which keeps the test to one caller.
const contract = {
  ...staffAccountResource,
  prefix: '/approvalGateTest',
  name: 'approvalGateTest',
  transitions: { close: {} },
} as const;
const gated = defineResource({
  ...staffAccountResourceDefinition,
  contract,
  defaultSort: { field: 'createdAt', order: 'descend' },
  policy: (actor: ResourceActor, action: ResourceAction) =>
    action === 'transition' || staffAccountResourceDefinition.policy(actor, action),
  states: {
    field: 'loginStatus',
    transitions: [
      {
        name: 'close',
        from: [LoginStatus.OPEN],
        to: LoginStatus.CLOSED,
        labelKey: 'staff.loginStatus.close',
        approval: {
          flow: 'general',
          values: (row) => ({ subject: `关闭${row.staffName}的登录`, content: '离职交接' }),
        },
      },
    ],
  },
});

let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { modules: [...serverModules, defineModule({ name: 'approvalGateTest', resources: [gated] })] },
  );
  tenants = await setUpTenants(t);
  owner = tenants.a.api;
});
afterAll(() => t.close());

type Row = { id: number; version: number; loginStatus: number };
const close = async (id: number, api = owner) => {
  const [row] = await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, id));
  return api.post<Row>('/approvalGateTest/changeStatus', { id, version: row!.version, name: 'close' });
};
const loginStatusOf = async (staffId: number) =>
  (await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staffId)))[0]!.loginStatus;
const linkOf = async (staffId: number) =>
  t.deps.db
    .select()
    .from(approvalRecordLinks)
    .where(
      and(eq(approvalRecordLinks.resource, 'approvalGateTest'), eq(approvalRecordLinks.recordId, staffId)),
    );
const myTask = async (instanceId: number) => {
  const detail = await owner.get<{ myTaskId: number; values: Record<string, unknown> }>(
    `/cAudit/instance/selectById/${instanceId}`,
  );
  return detail.body.data;
};

describe('transitions that wait for approval', () => {
  it('starts the approval instead of changing the status, applies it when approved, once', async () => {
    const staffId = tenants.plainStaff.staffId;
    const asked = await close(staffId);
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data.loginStatus).toBe(LoginStatus.OPEN);
    expect(await loginStatusOf(staffId)).toBe(LoginStatus.OPEN);
    const [link] = await linkOf(staffId);
    expect(link).toMatchObject({ state: 'open', transition: 'close' });

    // One open approval per record: asking again is refused, in the caller's language.
    const again = await close(staffId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This record already has an approval in progress');

    const task = await myTask(link!.instanceId);
    expect(task.values).toMatchObject({ subject: '关闭普通员工的登录', content: '离职交接' });
    const approved = await owner.post('/cAudit/instance/approve', { taskId: task.myTaskId });
    expect(approved.status, approved.body.message).toBe(200);
    expect(await loginStatusOf(staffId)).toBe(LoginStatus.CLOSED);
    expect((await linkOf(staffId))[0]!.state).toBe('applied');
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'approvalGateTest'), eq(auditLog.recordId, staffId)));
    expect(audit.filter((a) => a.transition === 'close')).toHaveLength(1);
  });

  it('drops the change when rejected, and the record may be asked for again', async () => {
    const staffId = tenants.staffAdmin.staffId;
    await close(staffId);
    const [link] = await linkOf(staffId);
    const task = await myTask(link!.instanceId);
    expect(
      (await owner.post('/cAudit/instance/reject', { taskId: task.myTaskId, comment: '暂不关闭' })).status,
    ).toBe(200);
    expect(await loginStatusOf(staffId)).toBe(LoginStatus.OPEN);
    expect((await linkOf(staffId))[0]!.state).toBe('dropped');
    expect((await close(staffId)).status).toBe(200);
  });

  it('changes nothing when the record moved on before the approval', async () => {
    const staffId = tenants.staffAdmin.staffId;
    const open = (await linkOf(staffId)).find((l) => l.state === 'open')!;
    // Closed meanwhile by another way: the row is no longer where `close` starts.
    await t.deps.db
      .update(companyStaff)
      .set({ loginStatus: LoginStatus.CLOSED, version: 99 })
      .where(eq(companyStaff.id, staffId));
    const task = await myTask(open.instanceId);
    expect((await owner.post('/cAudit/instance/approve', { taskId: task.myTaskId })).status).toBe(200);
    const [row] = await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staffId));
    expect(row).toMatchObject({ loginStatus: LoginStatus.CLOSED, version: 99 });
    expect((await linkOf(staffId)).find((l) => l.instanceId === open.instanceId)!.state).toBe('skipped');
  });

  it("refuses when the company has no active template of the type, and another company's rows are absent", async () => {
    await t.deps.db
      .update(approvalTemplates)
      .set({ status: 'disabled' })
      .where(and(eq(approvalTemplates.compId, tenants.a.compId), eq(approvalTemplates.type, 'general')));
    await t.deps.db
      .update(companyStaff)
      .set({ loginStatus: LoginStatus.OPEN })
      .where(eq(companyStaff.id, tenants.staffAdmin.staffId));
    const refused = await close(tenants.staffAdmin.staffId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('no active template');
    expect((await close(tenants.staffAdmin.staffId, tenants.b.api)).status).toBe(404);
  });
});

describe('declarations', () => {
  it('refuses at start a transition that waits for approval and has `after` (nothing runs after the engine commits)', async () => {
    const mount = (resource: typeof gated) =>
      createTestApp({}, { modules: [defineModule({ name: 'x', resources: [resource] })] });
    const withAfter = {
      ...gated,
      states: {
        ...gated.states!,
        transitions: [{ ...gated.states!.transitions[0]!, after: async () => undefined }],
      },
    } as typeof gated;
    await expect(mount(withAfter)).rejects.toThrow('cannot have `after`');
  });
});

import type { ApprovalTemplate } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setColumns } from '../permissions/test-fixtures.ts';
import { BUILTIN_TEMPLATE_NAMES } from './builtin.ts';
import { approvalInstances } from './schema.ts';
import { type ApprovalWorld, approvalBell, approvalWorld, approver } from './test-fixtures.ts';
import { registerApprovalType } from './types.ts';

let t: TestApp;
let w: ApprovalWorld;
let tenants: ApprovalWorld['tenants'];
let owner: Caller;
let plain: Caller;
let admin: Caller;
let adminUserId: number;
const effects: number[] = [];
registerApprovalType({
  type: 'testEffect',
  onApproved: async (_tx, instance) => {
    effects.push(instance.id);
  },
});

beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
  ({ tenants, owner, plain, admin } = w);
  adminUserId = w.ids.admin;
});
afterAll(() => t.close());

const publishTemplate = async (nodes: object[], type = 'general') => {
  const template = await w.publish(nodes, { type });
  expect(template).toMatchObject({ status: 'active', versionCount: 1 });
  return template;
};
const submit = (templateId: number, as = plain) => w.submit(templateId, as);
const detail = (id: number, as = owner) => w.detail(id, as);
const myTask = (id: number, as: Caller) => w.myTask(id, as);

describe('approval engine', () => {
  it('publishes versions: an instance keeps the version it started on', async () => {
    const template = await publishTemplate([approver('n1', [tenants.a.ownerId], 'any')]);
    const started = await submit(template.id);
    const again = await owner.post<ApprovalTemplate>('/cAudit/template/publish', { id: template.id });
    expect(again.body.data.versionCount).toBe(2);
    const [row] = await t.deps.db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.id, started.id));
    expect(row!.versionId).toBe(template.currentVersionId);
    expect(row!.serialNo).toMatch(/^SP\d{8}-\d{4}$/);
  });

  it('runs through two nodes (或签 then one approver) and lists it at each step', async () => {
    const template = await publishTemplate([
      approver('first', [tenants.a.ownerId, adminUserId], 'any'),
      approver('second', [tenants.a.ownerId], 'any'),
    ]);
    const { id } = await submit(template.id);
    expect((await admin.get<{ count: number }>('/cAudit/instance/selectTodoCount')).body.data.count).toBe(1);
    const first = await admin.post('/cAudit/instance/approve', {
      taskId: await myTask(id, admin),
      comment: '同意',
    });
    expect(first.body.data).toEqual({ id, state: 'running' });
    // 或签: the owner's task on the first node was cancelled; they now hold the second node's.
    const second = await owner.post('/cAudit/instance/approve', { taskId: await myTask(id, owner) });
    expect(second.body.data).toEqual({ id, state: 'approved' });
    const done = await admin.post<{ list: { id: number }[] }>('/cAudit/instance/selectDone', {});
    expect(done.body.data.list.map((r) => r.id)).toContain(id);
  });

  it('或签 race: two concurrent approvals, exactly one wins, the other hears 该审批已处理; the effect runs once', async () => {
    const template = await publishTemplate(
      [approver('n', [tenants.a.ownerId, adminUserId], 'any')],
      'testEffect',
    );
    const { id } = await submit(template.id);
    const [a, b] = await Promise.all([
      owner.post('/cAudit/instance/approve', { taskId: await myTask(id, owner) }),
      admin.post('/cAudit/instance/approve', { taskId: await myTask(id, admin) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(effects.filter((e) => e === id)).toHaveLength(1);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('This approval has already been handled');
  });

  it('会签 needs everyone; 依次 asks one after the other', async () => {
    const all = await publishTemplate([approver('all', [tenants.a.ownerId, adminUserId], 'all')]);
    const one = await submit(all.id);
    await owner.post('/cAudit/instance/approve', { taskId: await myTask(one.id, owner) });
    expect((await detail(one.id)).body.data.state).toBe('running');
    await admin.post('/cAudit/instance/approve', { taskId: await myTask(one.id, admin) });
    expect((await detail(one.id)).body.data.state).toBe('approved');

    const seq = await publishTemplate([approver('seq', [adminUserId, tenants.a.ownerId], 'sequential')]);
    const two = await submit(seq.id);
    expect((await detail(two.id)).body.data.myTaskId).toBeNull();
    await admin.post('/cAudit/instance/approve', { taskId: await myTask(two.id, admin) });
    const last = await owner.post('/cAudit/instance/approve', { taskId: await myTask(two.id, owner) });
    expect(last.body.data).toEqual({ id: two.id, state: 'approved' });
  });

  it('reject ends the instance; withdraw only before a decision; urge once an hour', async () => {
    const template = await publishTemplate([
      approver('r1', [adminUserId], 'any'),
      approver('r2', [tenants.a.ownerId], 'any'),
    ]);
    const rejected = await submit(template.id);
    const res = await admin.post('/cAudit/instance/reject', {
      taskId: await myTask(rejected.id, admin),
      comment: '不行',
    });
    expect(res.body.data).toEqual({ id: rejected.id, state: 'rejected' });

    const decided = await submit(template.id);
    await admin.post('/cAudit/instance/approve', { taskId: await myTask(decided.id, admin) });
    expect((await plain.post('/cAudit/instance/withdraw', { id: decided.id })).status).toBe(400);

    const fresh = await submit(template.id);
    expect((await plain.post('/cAudit/instance/urge', { id: fresh.id })).status).toBe(200);
    const tooSoon = await plain.post('/cAudit/instance/urge', { id: fresh.id });
    expect(tooSoon.status).toBe(429);
    expect((await admin.post('/cAudit/instance/urge', { id: fresh.id })).status).toBe(400);
    const withdrawn = await plain.post('/cAudit/instance/withdraw', { id: fresh.id });
    expect(withdrawn.body.data).toEqual({ id: fresh.id, state: 'withdrawn' });
  });

  it('keeps instances to their readers: another company and unrelated staff get 404', async () => {
    const template = await publishTemplate([approver('only', [tenants.a.ownerId], 'any')]);
    const { id } = await submit(template.id, admin);
    expect((await detail(id, tenants.b.api)).status).toBe(404);
    expect((await detail(id, plain)).status).toBe(404);
    expect((await detail(id, owner)).status).toBe(200);
    expect((await tenants.b.api.post('/cAudit/instance/comment', { id, comment: 'x' })).status).toBe(404);
    expect((await plain.post('/cAudit/instance/selectAll', {})).status).toBe(403);
    const [row] = await t.deps.db
      .select()
      .from(approvalInstances)
      .where(and(eq(approvalInstances.id, id), eq(approvalInstances.compId, tenants.a.compId)));
    expect(row).toBeDefined();
  });
});

describe('the bell', () => {
  it('tells the approver of a new task, again when urged, and the initiator of the outcome', async () => {
    const template = await publishTemplate([
      approver('first', [adminUserId], 'any'),
      { type: 'cc', id: 'cc', name: '抄送', recipients: [{ kind: 'users', userIds: [tenants.a.ownerId] }] },
    ]);
    const before = { admin: await approvalBell(admin), plain: await approvalBell(plain) };
    const ownerBefore = await approvalBell(owner);
    const { id } = await submit(template.id);
    expect(await approvalBell(admin)).toBe(before.admin + 1);
    expect((await plain.post('/cAudit/instance/urge', { id })).status).toBe(200);
    expect(await approvalBell(admin)).toBe(before.admin + 2);
    await admin.post('/cAudit/instance/approve', { taskId: await myTask(id, admin) });
    // Approved: the initiator hears it; the CC node after the approver copies the owner.
    expect(await approvalBell(plain)).toBe(before.plain + 1);
    expect(await approvalBell(owner)).toBe(ownerBefore + 1);
  });
});

describe("the admins' list and export", () => {
  it('filters by initiator and submission day, and exports 审批记录 with names, labels and China times', async () => {
    const template = await publishTemplate([approver('only', [adminUserId], 'any')]);
    const { id } = await submit(template.id);
    await admin.post('/cAudit/instance/approve', { taskId: await myTask(id, admin) });
    const plainUser = (await detail(id)).body.data.initiatorUserId;

    const list = (filter: object) =>
      owner.post<{ list: { id: number }[] }>('/cAudit/instance/selectAll', {
        ...filter,
        templateId: template.id,
      });
    expect((await list({ initiatorUserId: plainUser })).body.data.list.map((r) => r.id)).toEqual([id]);
    expect((await list({ initiatorUserId: tenants.a.ownerId })).body.data.list).toEqual([]);
    expect((await list({ submittedFrom: '2099-01-01' })).body.data.list).toEqual([]);
    expect((await list({ submittedTo: '2000-01-01' })).body.data.list).toEqual([]);

    const zh = caller(t, owner.token, 'zh-CN');
    const file = await zh.download('/cAudit/instance/export', { templateId: template.id });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(file.headers['content-disposition'] as string)).toMatch(
      /审批记录_\d{14}\.xlsx/,
    );
    const [header, row] = await readXlsx(file.rawPayload);
    expect(header).toEqual(['审批编号', '标题', '审批模板', '发起人', '状态', '提交时间', '完成时间']);
    expect(row).toEqual([
      expect.stringMatching(/^SP\d{8}-\d{4}$/),
      expect.stringContaining(template.name),
      template.name,
      expect.any(String),
      '已通过',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    expect((await plain.download('/cAudit/instance/export', {})).statusCode).toBe(403);
  });
});

describe('built-in templates', () => {
  it('a registered company starts with the six, published and open to every staff member', async () => {
    const res = await plain.get<{ group: string; templates: { name: string; type: string }[] }[]>(
      '/cAudit/template/selectStartable',
    );
    expect(res.status).toBe(200);
    const builtin = res.body.data.flatMap((group) =>
      group.templates
        .filter((template) => BUILTIN_TEMPLATE_NAMES.includes(template.name))
        .map((template) => ({
          group: group.group,
          name: template.name,
          type: template.type,
        })),
    );
    expect(builtin).toEqual(
      expect.arrayContaining([
        { group: '考勤', name: '请假', type: 'leave' },
        { group: '考勤', name: '加班', type: 'overtime' },
        { group: '考勤', name: '补卡', type: 'missedPunch' },
        { group: '行政', name: '出差', type: 'trip' },
        { group: '财务', name: '报销', type: 'expense' },
        { group: '通用', name: '通用审批', type: 'general' },
      ]),
    );
    expect(builtin).toHaveLength(6);
  });

  it('routes an expense over 5000 yuan to the company admins after the head', async () => {
    const templates = await plain.get<{ templates: { id: number; name: string }[] }[]>(
      '/cAudit/template/selectStartable',
    );
    const expense = templates.body.data.flatMap((g) => g.templates).find((tpl) => tpl.name === '报销')!;
    const values = (total: string) => ({
      items: [{ category: 'o1', spentOn: '2026-11-20', amount: total }],
      total,
    });
    const preview = async (total: string) => {
      const res = await plain.post<{
        flow: { nodes: { type: string; id: string }[]; branches: Record<string, string> };
      }>('/cAudit/instance/preview', {
        templateId: expense.id,
        values: values(total),
      });
      expect(res.status, res.body.message).toBe(200);
      return res.body.data.flow;
    };
    // 5000.00 is not over 5000: the head alone. 6000 adds the company admins (或签); this staff
    // member has no department head, so the head node went to the company account, and the admins'
    // node, which the company account would also answer, passes as a repeat (dedupe 'consecutive').
    const upTo = await preview('5000.00');
    expect(upTo.branches).toEqual({ byAmount: 'upTo5000' });
    expect(upTo.nodes.map((node) => node.id)).toEqual(['head1']);
    const over = await preview('6000');
    expect(over.branches).toEqual({ byAmount: 'over5000' });
    expect(over.nodes).toMatchObject([
      { type: 'approver', id: 'head1', source: 'emptyToAdmin' },
      { type: 'autoPassed', id: 'manager', reason: 'dedupe' },
    ]);
  });
});

describe('the 办公 column', () => {
  it('closes approvals for a company that closed 办公, and opens them again', async () => {
    expect((await setColumns(owner, [{ columnKey: 'oa', opened: false }])).status).toBe(200);
    const refused = await plain.get('/cAudit/template/selectStartable');
    expect(refused.status).toBe(403);
    expect((await plain.post('/cAudit/instance/selectTodo', {})).status).toBe(403);
    expect((await setColumns(owner, [{ columnKey: 'oa', opened: true }])).status).toBe(200);
    expect((await plain.get('/cAudit/template/selectStartable')).status).toBe(200);
  });
});

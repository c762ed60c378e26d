import { randomUUID } from 'node:crypto';
import {
  type ApprovalCardData,
  type ApprovalInstanceDetail,
  type ApprovalTemplate,
  ChatCode,
  SYSTEM_CHAT_ACCOUNTS,
  type WireMessage,
} from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatOutbox } from '../../chat/schema.ts';
import { connect, refusal, type TestClient } from '../../chat/test-client.ts';
import { type Caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { genUserSig } from '../auth/user-sig.ts';
import { companyStaff } from '../staff/schema.ts';
import { registerApprovalType } from './types.ts';

// docs/chat.md, "System conversations": approval notices reach the chat's 审批 conversation as
// cards, only after the action's transaction committed, and only for the company's own people.

const SYSTEM = SYSTEM_CHAT_ACCOUNTS.APPROVAL;
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let url: string;
let initiatorId: number;
let colleagueId: number;
const clients: TestClient[] = [];

/** While set, the approval effect fails: the final decision's transaction rolls back. */
let effectFails = false;
registerApprovalType({
  type: 'cardEffect',
  onApproved: async () => {
    if (effectFails) throw new Error('the effect failed');
  },
});

const sign = (userID: string) =>
  genUserSig(t.deps.chatSecret, {
    identifier: userID,
    sdkAppId: t.deps.config.CHAT_SDK_APP_ID,
    time: Math.floor(Date.now() / 1000),
    expire: 3600,
  });

async function chatOf(userId: number) {
  const userID = String(userId);
  const client = await connect(
    url,
    { userID, userSig: sign(userID) },
    { SDKAppID: t.deps.config.CHAT_SDK_APP_ID },
  );
  clients.push(client);
  return client;
}

const cardsIn = (client: TestClient) =>
  client
    .pushesOf('message')
    .filter((m: WireMessage) => m.from === SYSTEM)
    .map((m) => JSON.parse(String(m.payload.data)) as ApprovalCardData);

async function nextCard(client: TestClient, seen: number) {
  await client.waitFor((c) => cardsIn(c).length > seen);
  return cardsIn(client)[seen]!;
}

async function userIdOf(staffId: number) {
  const [row] = await t.deps.db
    .select({ userId: companyStaff.userId })
    .from(companyStaff)
    .where(eq(companyStaff.id, staffId));
  return row!.userId;
}

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  initiatorId = await userIdOf(tenants.plainStaff.staffId);
  colleagueId = await userIdOf(tenants.staffAdmin.staffId);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function publish(owner: Caller, approverId: number) {
  const saved = await owner.post<ApprovalTemplate>('/cAudit/template/save', {
    name: '采购申请',
    icon: 'form',
    group: '通用',
    type: 'cardEffect',
    initiators: { everyone: true },
    form: {
      fields: [
        { kind: 'description', key: 'note', text: '请如实填写' },
        { kind: 'text', key: 'reason', label: '事由', required: true },
        { kind: 'money', key: 'amount', label: '金额', required: true },
        { kind: 'staff', key: 'handover', label: '交接人' },
        { kind: 'text', key: 'extra', label: '备注' },
      ],
    },
    flow: {
      nodes: [
        {
          type: 'approver',
          id: 'n1',
          name: '老板',
          approvers: { kind: 'users', userIds: [approverId] },
          mode: 'any',
        },
      ],
      dedupe: 'none',
    },
  });
  expect(saved.status, saved.body.message).toBe(200);
  const published = await owner.post<ApprovalTemplate>('/cAudit/template/publish', {
    id: saved.body.data.id,
  });
  expect(published.status).toBe(200);
  return saved.body.data.id;
}

describe('approval cards in the chat', () => {
  it('sends the approver a card after the submit commits, and the initiator the outcome', async () => {
    const { a, b, plainStaff } = tenants;
    const [approver, initiator, outsider] = [
      await chatOf(a.ownerId),
      await chatOf(initiatorId),
      await chatOf(b.ownerId),
    ];
    const templateId = await publish(a.api, a.ownerId);
    const submitted = await plainStaff.api.post<{ id: number }>('/cAudit/instance/submit', {
      templateId,
      values: { reason: '采购显示器\n两台', amount: '3999.50', handover: [colleagueId], extra: '加急' },
    });
    expect(submitted.status, submitted.body.message).toBe(200);
    const id = submitted.body.data.id;

    const card = await nextCard(approver, 0);
    const detail = (await a.api.get<ApprovalInstanceDetail>(`/cAudit/instance/selectById/${id}`)).body.data;
    expect(card).toEqual({
      businessID: 'approval',
      version: 1,
      kind: 'todo',
      instanceId: id,
      taskId: detail.myTaskId,
      title: '普通员工的采购申请',
      serialNo: detail.serialNo,
      initiatorName: '普通员工',
      // The first three fields with a value, the picked colleague by name; no description.
      summary: [
        { label: '事由', value: '采购显示器 两台' },
        { label: '金额', value: '¥3999.50' },
        { label: '交接人', value: '人事管理员' },
      ],
    });
    const [message] = approver.pushesOf('message').filter((m) => m.from === SYSTEM);
    expect(message).toMatchObject({ nick: '审批', avatar: '/system-approval.svg', type: 'TIMCustomElem' });
    expect(message!.payload.description).toBe('[审批] 普通员工的采购申请');

    // The conversation lists the system account like any peer.
    const { conversations } = await approver.ok('sync', {});
    expect(conversations.find((c) => c.conversationID === `C2C${SYSTEM}`)).toMatchObject({ unreadCount: 1 });

    const approved = await a.api.post('/cAudit/instance/approve', { taskId: card.taskId });
    expect(approved.status).toBe(200);
    expect(await nextCard(initiator, 0)).toMatchObject({ kind: 'approved', instanceId: id, taskId: null });

    // Company B's owner heard nothing of company A's approvals.
    expect(cardsIn(outsider)).toEqual([]);
    const outsiderRows = await t.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.toId, String(b.ownerId)));
    expect(outsiderRows).toEqual([]);
  });

  it('sends nothing for an action that rolled back', async () => {
    const { a, plainStaff } = tenants;
    const approver = await chatOf(a.ownerId);
    const initiator = await chatOf(initiatorId);
    const templateId = await publish(a.api, a.ownerId);
    const submit = () =>
      plainStaff.api.post<{ id: number }>('/cAudit/instance/submit', {
        templateId,
        values: { reason: '出差', amount: '100' },
      });
    const first = (await submit()).body.data.id;
    const card = await nextCard(approver, 0);
    expect(card.instanceId).toBe(first);

    // The approval queues the initiator's "approved" card, then the effect fails: all rolled back.
    effectFails = true;
    const failed = await a.api.post('/cAudit/instance/approve', { taskId: card.taskId });
    effectFails = false;
    expect(failed.status).toBe(500);
    expect(await t.deps.db.select().from(chatOutbox)).toEqual([]);

    // A committed approval afterwards: its card is the initiator's first and only one.
    expect((await a.api.post('/cAudit/instance/approve', { taskId: card.taskId })).status).toBe(200);
    expect(await nextCard(initiator, 0)).toMatchObject({ kind: 'approved', instanceId: first });
    const toInitiator = await t.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.toId, String(initiatorId)));
    expect(toInitiator.map((row) => JSON.parse(String(row.payload.data)).instanceId)).toEqual([
      expect.any(Number), // the first test's outcome
      first,
    ]);
  });

  it('refuses replies to the system account and sign-ins as it', async () => {
    const approver = await chatOf(tenants.a.ownerId);
    const reply = await approver.rpc('sendMessage', {
      ID: randomUUID(),
      conversationType: 'C2C',
      to: SYSTEM,
      type: 'TIMTextElem',
      payload: { text: '收到' },
    });
    expect(reply.code).toBe(ChatCode.SYSTEM_ACCOUNT_NO_REPLY);
    expect(reply.message).toBe('系统通知会话不能回复');
    const signIn = await refusal(url, {
      SDKAppID: t.deps.config.CHAT_SDK_APP_ID,
      userID: SYSTEM,
      userSig: sign(SYSTEM),
    });
    expect(signIn.code).toBe(ChatCode.SIG_INVALID);
  });
});

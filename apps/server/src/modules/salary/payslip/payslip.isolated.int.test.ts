import type {
  MyPayslips,
  PayslipCardData,
  PayslipDetail,
  PayslipIdentity,
  PayslipRun,
  PayslipSlip,
  ReminderPage,
} from '@renli/contracts';
import { SYSTEM_CHAT_ACCOUNTS } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatOutbox } from '../../../chat/schema.ts';
import { type Caller, setUpTenants } from '../../../core/resources/test-fixtures.ts';
import { md5, PASSWORD } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companyStaff } from '../../staff/schema.ts';
import type { PayslipSource } from '../payroll/payslip-source.ts';
import { payrollRuns } from '../payroll/schema.ts';
import { salaryPayslipIdentity } from './schema.ts';

// docs/product/salary.md, "Payslips": publishing snapshots an approved run, staff open theirs only
// after confirming their identity (15 minutes), confirm or ask, and HR follows the counts.

const runs = vi.hoisted(() => new Map<number, { compId: number; source: PayslipSource }>());
vi.mock('../payroll/payslip-source.ts', () => ({
  payslipSourceOf: async (_db: unknown, compId: number, runId: number) => {
    const run = runs.get(runId);
    return run && run.compId === compId ? structuredClone(run.source) : null;
  },
}));

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpTenants>>;
let hr: Caller;
let me: Caller;
let colleague: Caller;

/** The approved run and one still waiting, real rows so the payslips' foreign key holds. */
let RUN: number;
let WAITING: number;
const figures = (base: string) => [
  { code: 'base', name: '基本工资', effect: 'earning' as const, value: base, shown: true },
  { code: 'perf', name: '绩效奖金', effect: 'earning' as const, value: '1200.50', shown: true },
  { code: 'bossNote', name: '内部备注', effect: 'info' as const, value: '999', shown: false },
  { code: 'tax', name: '个人所得税', effect: 'system' as const, value: '-86.15', shown: true },
];
function putRun(runId: number, compId: number, approved: boolean, net = '8123.45') {
  runs.set(runId, {
    compId,
    source: {
      run: { id: runId, month: '2026-10', name: '10月工资', status: 4, employeeType: 1, approved },
      lines: [
        { staffId: world.plainStaff.staffId, gross: '10000.00', net, figures: figures('8800.00') },
        {
          staffId: world.staffAdmin.staffId,
          gross: '12000.00',
          net: '9800.00',
          figures: figures('11000.00'),
        },
      ],
    },
  });
}

const P = '/payslipCtl';
const B = '/salaryBillCtl';
const verify = (as: Caller, secret = md5(PASSWORD)) =>
  as.post<PayslipIdentity>(`${P}/verify`, { method: 'password', secret });
const mine = (as: Caller) => as.post<MyPayslips>(`${P}/selectMine`, {});
const runsOf = async (as: Caller) =>
  (await as.post<{ list: PayslipRun[] }>(`${B}/selectRunPage`, {})).body.data.list;
const reminders = async (as: Caller) =>
  (await as.post<ReminderPage>('/cNewsRemind/selectNewsRemindByType', {})).body.data.list.map(
    (r) => r.content,
  );
/** The payslip cards to a person: still queued, or already delivered by the outbox's drain. */
const cardsTo = async (userId: number) => {
  const [queued, delivered] = await Promise.all([
    t.deps.db
      .select()
      .from(chatOutbox)
      .where(eq(chatOutbox.toUserId, String(userId))),
    t.deps.db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderId, SYSTEM_CHAT_ACCOUNTS.SALARY), eq(chatMessages.toId, String(userId))),
      ),
  ]);
  // A row delivered but not yet deleted is both: its message's client ID names it.
  const sent = new Set(delivered.map((row) => row.clientId));
  return [...delivered, ...queued.filter((row) => !sent.has(`outbox-${row.id}`))].map(
    (row) => JSON.parse(String(row.payload.data)) as PayslipCardData,
  );
};

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://mail.example.test' });
  world = await setUpTenants(t);
  hr = world.a.api;
  me = world.plainStaff.api;
  colleague = world.staffAdmin.api;
  await t.deps.db
    .update(companyStaff)
    .set({ email: 'plain@a.test' })
    .where(eq(companyStaff.id, world.plainStaff.staffId));
  const rows = await t.deps.db
    .insert(payrollRuns)
    .values(
      [1, 2].map((groupId) => ({
        compId: world.a.compId,
        month: '2026-10',
        groupId,
        name: '10月工资',
        employeeType: 1,
      })),
    )
    .returning({ id: payrollRuns.id });
  RUN = rows[0]!.id;
  WAITING = rows[1]!.id;
  putRun(RUN, world.a.compId, true);
  putRun(WAITING, world.a.compId, false);
});
afterAll(() => t.close());

describe('publishing', () => {
  it('needs an approved run of the company, by HR', async () => {
    const draft = await hr.post(`${B}/publish`, { runId: WAITING });
    expect([draft.status, draft.body.message]).toEqual([
      400,
      'A payroll run’s payslips can be published once the run is approved',
    ]);
    expect((await world.b.api.post(`${B}/publish`, { runId: RUN })).status).toBe(404);
    expect((await me.post(`${B}/publish`, { runId: RUN })).status).toBe(403);
  });

  it('snapshots every person’s shown figures and tells them by bell, chat and e-mail', async () => {
    const published = await hr.post<{ count: number }>(`${B}/publish`, { runId: RUN });
    expect(published.status, published.body.message).toBe(200);
    expect(published.body.data.count).toBe(2);
    expect(await reminders(me)).toEqual([
      'Your payslip for 2026-10 (10月工资) is published: please read and confirm it',
    ]);
    const cards = await cardsTo(await userIdOf(world.plainStaff.staffId));
    expect(cards.map((c) => [c.kind, c.month, c.text])).toEqual([['published', '2026-10', null]]);
    await vi.waitFor(() => expect(t.outbox.list('plain@a.test')).toHaveLength(1));
    const [mail] = t.outbox.list('plain@a.test');
    expect(mail?.subject).toBe('资源甲公司 2026-10 工资条已发布');
    expect(mail?.text).not.toContain('8123.45');
  });

  it('publishes a run once until it is revoked', async () => {
    const again = await hr.post(`${B}/publish`, { runId: RUN });
    expect(again.status).toBe(409);
  });
});

async function userIdOf(staffId: number) {
  const [row] = await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staffId));
  return row!.userId;
}

describe('reading one’s payslip', () => {
  it('asks for the identity first, and refuses a wrong password', async () => {
    const closed = await mine(me);
    expect([closed.status, closed.body.message]).toEqual([
      403,
      'Confirm your identity before opening your payslips',
    ]);
    expect((await me.post<PayslipIdentity>(`${P}/identity`, {})).body.data).toEqual({
      verifiedUntil: null,
      codeTarget: '136****0101',
    });
    expect((await verify(me, md5('wrong'))).status).toBe(400);
  });

  it('opens for 15 minutes after the password, newest month first, shown figures only', async () => {
    const before = Date.now();
    const ok = await verify(me);
    expect(ok.status, ok.body.message).toBe(200);
    const minutes = (Date.parse(ok.body.data.verifiedUntil!) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15.01);
    const list = (await mine(me)).body.data.list;
    expect(list.map((s) => [s.month, s.runName, s.net, s.status])).toEqual([
      ['2026-10', '10月工资', '8123.45', 1],
    ]);
    const detail = (await me.post<PayslipDetail>(`${P}/detail`, { id: list[0]!.id })).body.data;
    expect(detail.figures.map((f) => [f.name, f.value])).toEqual([
      ['基本工资', '8800.00'],
      ['绩效奖金', '1200.50'],
      ['个人所得税', '-86.15'],
    ]);
    expect([detail.gross, detail.net, detail.status, detail.compName]).toEqual([
      '10000.00',
      '8123.45',
      2,
      '资源甲公司',
    ]);
  });

  it('keeps the published figures when the run is recalculated', async () => {
    putRun(RUN, world.a.compId, true, '1.00');
    const list = (await mine(me)).body.data.list;
    expect(list[0]?.net).toBe('8123.45');
  });

  it('never shows another staff member’s payslip', async () => {
    const id = (await mine(me)).body.data.list[0]!.id;
    expect((await verify(colleague)).status).toBe(200);
    expect((await colleague.post(`${P}/detail`, { id })).status).toBe(404);
    expect((await colleague.post(`${P}/confirm`, { id })).status).toBe(404);
    expect((await world.b.api.post(`${P}/detail`, { id })).status).toBe(403);
  });

  it('closes again once the 15 minutes are over', async () => {
    await t.deps.db
      .update(salaryPayslipIdentity)
      .set({ verifiedUntil: new Date(Date.now() - 1000) })
      .where(eq(salaryPayslipIdentity.tokenHash, (await tokenRow(me)).tokenHash));
    expect((await mine(me)).status).toBe(403);
  });

  it('opens with a code sent to the login instead', async () => {
    const sent = await me.post<PayslipIdentity>(`${P}/sendCode`, {});
    expect(sent.status, sent.body.message).toBe(200);
    const code = t.outbox.list('13600000101')[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    expect((await me.post(`${P}/verify`, { method: 'code', secret: code })).status).toBe(200);
    expect((await mine(me)).status).toBe(200);
    // A code is good once.
    expect((await me.post(`${P}/verify`, { method: 'code', secret: code })).status).toBe(400);
  });
});

async function tokenRow(as: Caller) {
  const rows = await t.deps.db.select().from(salaryPayslipIdentity);
  const userId = await userIdOf(as === me ? world.plainStaff.staffId : world.staffAdmin.staffId);
  return rows.find((row) => row.userId === userId)!;
}

describe('questions, confirmations and HR’s counts', () => {
  it('routes a question to HR in the bell and the chat', async () => {
    const id = (await mine(me)).body.data.list[0]!.id;
    const asked = await me.post<PayslipDetail>(`${P}/question`, { id, text: '绩效奖金少了 100 元？' });
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data.status).toBe(4);
    expect(await reminders(hr)).toContain(
      '普通员工 has a question about the 2026-10 payslip (10月工资): 绩效奖金少了 100 元？',
    );
    const cards = await cardsTo(world.a.ownerId);
    expect(cards.map((c) => [c.kind, c.staffName, c.text])).toEqual([
      ['question', '普通员工', '绩效奖金少了 100 元？'],
    ]);
    expect((await me.post(`${P}/question`, { id, text: 'x'.repeat(501) })).status).toBe(400);
  });

  it('shows HR the run with read, confirmed and questioned counts', async () => {
    expect(
      (await runsOf(hr)).map((r) => [r.runId, r.total, r.read, r.confirmed, r.questioned, r.revoked]),
    ).toEqual([[RUN, 2, 1, 0, 1, false]]);
    expect((await world.b.api.post<{ list: PayslipRun[] }>(`${B}/selectRunPage`, {})).body.data.list).toEqual(
      [],
    );
    expect((await me.post(`${B}/selectRunPage`, {})).status).toBe(403);
  });

  it('lets HR answer, and the staff member confirm', async () => {
    const slips = (await hr.post<{ list: PayslipSlip[] }>(`${B}/selectSlipPage`, { runId: RUN, status: 4 }))
      .body.data.list;
    expect(slips.map((s) => [s.staffName, s.question])).toEqual([['普通员工', '绩效奖金少了 100 元？']]);
    const answered = await hr.post<PayslipSlip>(`${B}/answer`, {
      id: slips[0]!.id,
      answer: '绩效按 90% 发放',
    });
    expect(answered.body.data.answer).toBe('绩效按 90% 发放');
    expect((await reminders(me))[0]).toBe(
      'HR answered your question about the 2026-10 payslip: 绩效按 90% 发放',
    );
    const confirmed = await me.post<PayslipDetail>(`${P}/confirm`, { id: slips[0]!.id });
    expect(confirmed.body.data.status).toBe(3);
    expect((await me.post(`${P}/question`, { id: slips[0]!.id, text: '再问' })).status).toBe(400);
    expect((await runsOf(hr))[0]).toMatchObject({ read: 1, confirmed: 1, questioned: 0 });
  });

  it('reminds only those who have not confirmed', async () => {
    const reminded = await hr.post<{ count: number }>(`${B}/remind`, { runId: RUN });
    expect(reminded.status, reminded.body.message).toBe(200);
    expect(reminded.body.data.count).toBe(1);
    expect((await reminders(colleague))[0]).toBe('Your payslip for 2026-10 (10月工资) is not confirmed yet');
    const again = await hr.post(`${B}/remind`, { runId: RUN });
    expect([again.status, again.body.message]).toEqual([
      429,
      'They were just reminded; remind them again in 10 minutes',
    ]);
  });

  it('revokes, and publishing again snapshots the run anew', async () => {
    expect((await hr.post(`${B}/revoke`, { runId: RUN })).status).toBe(200);
    expect((await mine(me)).body.data.list).toEqual([]);
    expect((await runsOf(hr))[0]).toMatchObject({ revoked: true, total: 2 });
    expect((await hr.post(`${B}/publish`, { runId: RUN })).status).toBe(200);
    const list = (await mine(me)).body.data.list;
    expect(list.map((s) => [s.net, s.status])).toEqual([['1.00', 1]]);
    expect((await runsOf(hr)).map((r) => [r.total, r.read, r.confirmed, r.revoked])).toEqual([
      [2, 0, 0, false],
    ]);
  });
});

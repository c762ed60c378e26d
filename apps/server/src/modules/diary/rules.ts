import {
  DIARY_STATS_PERIODS_MAX,
  type DiaryMissing,
  type DiaryRule,
  type DiaryStats,
  type DiarySubmissionState,
  periodKeyFits,
  type SaveDiaryRuleValues,
} from '@renli/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime } from '../../core/china-time.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { companyCalendar } from '../attendance/calendar/company-calendar.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { orgFlowFacts } from '../org/flow-facts.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { departmentAndBelowIds } from '../org/references-sql.ts';
import { activeStaffPeople, type StaffPerson, staffNamesByUser } from '../staff/directory.ts';
import { diaryMessages as m } from './messages.ts';
import {
  chinaInstant,
  countStates,
  currentPeriods,
  dueDayOf,
  periodDays,
  periodLabel,
  periodsBetween,
  remindAtOf,
  reminderWindowOpen,
  submissionState,
} from './periods.ts';
import { submissionsOf } from './reports.ts';
import { diaryRuleReminders, diaryRules, diaryTemplates } from './schema.ts';
import { templateById } from './templates.ts';

// Reminder rules, who is missing, submission rates and the reminder sweep (docs/product/oa-diary.md,
// "Reminder rules"). OA administrators only; they see states and times, never a report's content.

type RuleRow = typeof diaryRules.$inferSelect;
type Rule = RuleRow & { templateName: string; period: DiaryRule['period'] };

async function rulesWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<Rule[]> {
  const rows = await db
    .select({ rule: diaryRules, templateName: diaryTemplates.name, period: diaryTemplates.period })
    .from(diaryRules)
    .innerJoin(diaryTemplates, eq(diaryTemplates.id, diaryRules.templateId))
    .where(where)
    .orderBy(asc(diaryRules.id));
  return rows.map((row) => ({ ...row.rule, templateName: row.templateName, period: row.period }));
}

async function ruleById(db: DbOrTx, compId: number, id: number): Promise<Rule> {
  const [rule] = await rulesWhere(db, and(eq(diaryRules.compId, compId), eq(diaryRules.id, id)));
  if (!rule) throw notFound(m['diary.ruleNotFound']);
  return rule;
}

async function ruleOf(db: DbOrTx, rule: Rule): Promise<DiaryRule> {
  const depts = await activeOrgRecordNames(db, 'department', rule.deptIds);
  const people = await staffNamesByUser(db, rule.compId, rule.userIds);
  const targets = [
    ...rule.deptIds.flatMap((id) => (depts.has(id) ? [depts.get(id)!] : [])),
    ...rule.userIds.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
  ].join('、');
  return {
    id: rule.id,
    version: rule.version,
    name: rule.name,
    templateId: rule.templateId,
    templateName: rule.templateName,
    period: rule.period,
    deptIds: rule.deptIds,
    userIds: rule.userIds,
    targets,
    dueWeekday: rule.dueWeekday,
    dueDay: rule.dueDay,
    dueTime: rule.dueTime,
    remindMinutes: rule.remindMinutes,
    status: rule.status === 2 ? 2 : 1,
  };
}

export async function rulesOf(db: DbOrTx, compId: number) {
  const rules = await rulesWhere(db, eq(diaryRules.compId, compId));
  return { list: await Promise.all(rules.map((rule) => ruleOf(db, rule))) };
}

export async function saveRule(
  db: DbOrTx,
  actor: CompanyActor,
  body: SaveDiaryRuleValues,
): Promise<DiaryRule> {
  const template = await templateById(db, actor.compId, body.templateId, true);
  const deptIds = [...new Set(body.deptIds)];
  const userIds = [...new Set(body.userIds)];
  if (deptIds.length + userIds.length === 0) throw badRequest(m['diary.ruleTargetsRequired']);
  const org = await orgFlowFacts(db, actor.compId);
  if (
    org.activeDepartments(deptIds).size !== deptIds.length ||
    (await org.activeUsers(userIds)).size !== userIds.length
  )
    throw badRequest(m['diary.ruleTargetNotInCompany']);
  if (template.period === 'week' && !body.dueWeekday) throw badRequest(m['diary.ruleWeekdayRequired']);
  if (template.period === 'month' && !body.dueDay) throw badRequest(m['diary.ruleDayRequired']);
  const values = {
    name: body.name.trim(),
    templateId: template.id,
    deptIds,
    userIds,
    dueWeekday: template.period === 'week' ? body.dueWeekday! : null,
    dueDay: template.period === 'month' ? body.dueDay! : null,
    dueTime: body.dueTime,
    remindMinutes: body.remindMinutes,
  };
  let id = body.id ?? null;
  if (id === null) {
    const [row] = await db
      .insert(diaryRules)
      .values({ compId: actor.compId, ...values, createdBy: actor.userId })
      .returning({ id: diaryRules.id });
    id = row!.id;
  } else {
    await ruleById(db, actor.compId, id);
    const rows = await db
      .update(diaryRules)
      .set({ ...values, version: sql`${diaryRules.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(diaryRules.compId, actor.compId),
          eq(diaryRules.id, id),
          body.version ? eq(diaryRules.version, body.version) : undefined,
        ),
      )
      .returning({ id: diaryRules.id });
    if (rows.length === 0) throw conflict(m['diary.ruleChanged']);
  }
  return ruleOf(db, await ruleById(db, actor.compId, id));
}

export async function setRuleStatus(db: DbOrTx, actor: CompanyActor, id: number, status: 1 | 2) {
  await ruleById(db, actor.compId, id);
  await db
    .update(diaryRules)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(diaryRules.compId, actor.compId), eq(diaryRules.id, id)));
  return { ok: true as const };
}

export async function deleteRule(db: DbOrTx, actor: CompanyActor, id: number) {
  await ruleById(db, actor.compId, id);
  await db.delete(diaryRules).where(and(eq(diaryRules.compId, actor.compId), eq(diaryRules.id, id)));
  return { ok: true as const };
}

/** Who a rule asks reports of now: active staff of its departments (and those below) and its people. */
export async function rulePeople(db: DbOrTx, rule: Pick<RuleRow, 'compId' | 'deptIds' | 'userIds'>) {
  const deptIds = (
    await Promise.all(rule.deptIds.map((id) => departmentAndBelowIds(db, rule.compId, id)))
  ).flat();
  return activeStaffPeople(db, rule.compId, { deptIds, userIds: rule.userIds });
}

/** The due instant of each of a rule's periods (null: nothing due in it), from the company's calendar. */
async function duesOf(db: DbOrTx, rule: Rule, keys: readonly string[]): Promise<Map<string, Date | null>> {
  const spans = keys.map((key) => periodDays(rule.period, key)!);
  const calendar = await companyCalendar(db, rule.compId, spans[0]!.first, spans.at(-1)!.last);
  const isWorkday = (day: string) => calendar.get(day)?.type === 'workday';
  return new Map(
    keys.map((key) => {
      const day = dueDayOf(rule, key, isWorkday);
      return [key, day === null ? null : chinaInstant(day, rule.dueTime)];
    }),
  );
}

interface PersonState {
  person: StaffPerson;
  state: DiarySubmissionState;
  submittedAt: Date | null;
}

async function statesFor(db: DbOrTx, rule: Rule, key: string, now: Date) {
  const dueAt = (await duesOf(db, rule, [key])).get(key) ?? null;
  const people = await rulePeople(db, rule);
  const submitted = await submissionsOf(db, rule.compId, rule.templateId, [key]);
  const states: PersonState[] = people.map((person) => {
    const at = submitted.get(`${person.userId}|${key}`) ?? null;
    const state: DiarySubmissionState =
      dueAt === null ? (at ? 'onTime' : 'pending') : submissionState(at, dueAt, now);
    return { person, state, submittedAt: at };
  });
  return { dueAt, states };
}

function checkPeriod(rule: Rule, key: string) {
  if (!periodKeyFits(rule.period, key) || !periodDays(rule.period, key))
    throw badRequest(m['diary.periodMismatch'], { period: key });
}

/** Everyone a rule asks for one period with their state: on time, late, missing, or not due yet. */
export async function missingOf(
  db: DbOrTx,
  compId: number,
  ruleId: number,
  key: string,
  now = new Date(),
): Promise<DiaryMissing> {
  const rule = await ruleById(db, compId, ruleId);
  checkPeriod(rule, key);
  const { dueAt, states } = await statesFor(db, rule, key, now);
  const depts = await activeOrgRecordNames(
    db,
    'department',
    states.map((s) => s.person.deptId),
  );
  const order: Record<DiarySubmissionState, number> = { missing: 0, pending: 1, late: 2, onTime: 3 };
  return {
    dueAt: dueAt?.toISOString() ?? null,
    people: states
      .sort((a, b) => order[a.state] - order[b.state])
      .map(({ person, state, submittedAt }) => ({
        userId: person.userId,
        name: person.name,
        deptName: person.deptId === null ? null : (depts.get(person.deptId) ?? null),
        state,
        submittedAt: submittedAt?.toISOString() ?? null,
      })),
  };
}

async function remind(db: DbOrTx, rule: Rule, key: string, dueAt: Date | null, userIds: number[]) {
  await notifyPeople(db, {
    compId: rule.compId,
    userIds,
    titleKey: m['diary.notice.remindTitle'],
    contentKey: m['diary.notice.remind'],
    params: {
      template: rule.templateName,
      period: periodLabel(key),
      due: dueAt ? chinaDateTime(dueAt).slice(0, 16) : periodLabel(key),
    },
    link: `#/oa/diary/mydiary?template=${rule.templateId}&period=${key}`,
  });
}

/** 一键提醒: tells everyone of the period still without a report, now. */
export async function remindAgain(
  db: Database,
  compId: number,
  ruleId: number,
  key: string,
  now = new Date(),
) {
  const rule = await ruleById(db, compId, ruleId);
  checkPeriod(rule, key);
  const { dueAt, states } = await statesFor(db, rule, key, now);
  const userIds = states
    .filter((s) => s.state === 'missing' || s.state === 'pending')
    .map((s) => s.person.userId);
  await db.transaction((tx) => remind(tx, rule, key, dueAt, userIds));
  return { reminded: userIds.length };
}

/**
 * Submission rates of a rule's people over the periods overlapping `[from, to]` whose due has passed
 * (periods without a due and those not yet due are left out), per person and per department.
 */
export async function statsOf(
  db: DbOrTx,
  compId: number,
  body: { ruleId: number; from: string; to: string },
  now = new Date(),
): Promise<DiaryStats> {
  const rule = await ruleById(db, compId, body.ruleId);
  const keys = body.from <= body.to ? periodsBetween(rule.period, body.from, body.to) : [];
  if (keys.length === 0 || keys.length > DIARY_STATS_PERIODS_MAX)
    throw badRequest(m['diary.statsRange'], { max: DIARY_STATS_PERIODS_MAX });
  const dues = await duesOf(db, rule, keys);
  const due = keys.filter((key) => {
    const at = dues.get(key);
    return at != null && at.getTime() < now.getTime();
  });
  const people = await rulePeople(db, rule);
  const submitted = await submissionsOf(db, compId, rule.templateId, due);
  const statesOf = (person: StaffPerson) =>
    due.map((key) => submissionState(submitted.get(`${person.userId}|${key}`) ?? null, dues.get(key)!, now));
  const depts = await activeOrgRecordNames(
    db,
    'department',
    people.map((p) => p.deptId),
  );
  const deptName = (id: number | null) => (id === null ? null : (depts.get(id) ?? null));
  const byDept = new Map<number | null, DiarySubmissionState[]>();
  const rows = people.map((person) => {
    const states = statesOf(person);
    byDept.set(person.deptId, [...(byDept.get(person.deptId) ?? []), ...states]);
    return {
      userId: person.userId,
      name: person.name,
      deptName: deptName(person.deptId),
      ...countStates(states),
    };
  });
  return {
    periods: due,
    departments: [...byDept].map(([deptId, states]) => ({
      deptId,
      deptName: deptName(deptId),
      ...countStates(states),
    })),
    people: rows,
    total: countStates(people.flatMap(statesOf)),
  };
}

/**
 * The reminder sweep (docs/product/oa-diary.md, "Reminders"): for each enabled rule and each of its
 * current periods whose reminder time has come and whose due has not long passed, the node that
 * claims (rule, period) tells those still without a report. A period is reminded once, however many
 * nodes run; a rolled-back send releases the claim.
 */
export async function sendDueReminders(db: Database, now = new Date()): Promise<number> {
  const rules = await rulesWhere(db, and(eq(diaryRules.status, 1), eq(diaryTemplates.status, 1)));
  let sent = 0;
  for (const rule of rules) {
    const keys = currentPeriods(rule.period, now);
    const dues = await duesOf(db, rule, keys);
    for (const key of keys) {
      const dueAt = dues.get(key);
      if (!dueAt || !reminderWindowOpen(remindAtOf(dueAt, rule.remindMinutes), dueAt, now)) continue;
      sent += await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(diaryRuleReminders)
          .values({ ruleId: rule.id, periodKey: key, compId: rule.compId, remindedAt: now })
          .onConflictDoNothing()
          .returning({ ruleId: diaryRuleReminders.ruleId });
        if (claimed.length === 0) return 0;
        const { states } = await statesFor(tx, rule, key, now);
        const userIds = states
          .filter((s) => s.state === 'pending' || s.state === 'missing')
          .map((s) => s.person.userId);
        await remind(tx, rule, key, dueAt, userIds);
        await tx
          .update(diaryRuleReminders)
          .set({ people: userIds.length })
          .where(and(eq(diaryRuleReminders.ruleId, rule.id), eq(diaryRuleReminders.periodKey, key)));
        return 1;
      });
    }
  }
  return sent;
}

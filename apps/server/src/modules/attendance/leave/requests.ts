import {
  type AttendanceRequest,
  attendanceRequestResource,
  type RequestAsk,
  type RequestPreview,
} from '@renli/contracts';
import { and, desc, eq, gt, gte, lte } from 'drizzle-orm';
import type { ResourceActor } from '../../../core/actor.ts';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import type { AppDeps } from '../../../core/deps.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { applyApprovedTransition } from '../../../core/resources/approval-gate.ts';
import { diffRows, writeAudit } from '../../../core/resources/audit.ts';
import { presentRow } from '../../../core/resources/presenter.ts';
import { invalid, problemMessages } from '../../../core/resources/problems.ts';
import { createResourceService } from '../../../core/resources/service.ts';
import { createTransitionService, withTransitions } from '../../../core/resources/transitions.ts';
import { approvalGate } from '../../approval/record-links.ts';
import { attendanceDailyResults, attendanceRequests } from '../schema.ts';
import { evaluate, MISSED_PUNCH_DAYS, missingWords } from './evaluate.ts';
import { lockStaffLedger } from './ledger.ts';
import { APPROVE_TRANSITIONS, attendanceRequestResourceDefinition as definition } from './resource.ts';
import { subjectOf } from './subjects.ts';
import { approvalValues } from './words.ts';

// Asking, and what staff do to their own requests (docs/product/attendance.md, "Leave, overtime,
// 补卡 and trips"). Asking writes the request and starts its approval in one transaction; without
// an active template of the type the request is approved at once, through the same transition.

const NAME = attendanceRequestResource.name;

/** The caller as only themselves: what their own list shows and lets them do. */
const asSelf = (actor: ResourceActor): ResourceActor => ({
  ...actor,
  isCompany: false,
  staffAdmin: false,
  managedTypes: [],
});

export function createRequestService(deps: AppDeps) {
  const { db } = deps;
  const service = createResourceService(db, definition);
  const transition = createTransitionService(deps, definition, service, approvalGate);
  const answer = async (actor: ResourceActor, locale: Locale, id: number) =>
    withTransitions(definition, actor, [
      await service.selectById({ actor, locale }, id),
    ])[0] as AttendanceRequest;

  /** What an ask would be, with its problems, without writing anything. */
  async function preview(actor: ResourceActor, ask: RequestAsk, locale: Locale): Promise<RequestPreview> {
    const subject = await subjectOf(db, actor, ask.staffId);
    // One snapshot of everything it reads; it writes nothing.
    const result = await db.transaction((tx) => evaluate(tx, actor.compId, subject, ask, locale));
    return {
      amount: result.amount,
      unit: result.unit,
      dayType: result.dayType,
      balance: result.balance,
      missedPunches: result.missedPunches,
      problems: problemMessages(locale, result.problems),
    };
  }

  /** Asks for a request (HR: for a managed staff member) and starts its approval. */
  async function ask(actor: ResourceActor, body: RequestAsk, locale: Locale): Promise<AttendanceRequest> {
    const subject = await subjectOf(db, actor, body.staffId);
    const id = await db.transaction(async (tx) => {
      await lockStaffLedger(tx, actor.compId, subject.staffId);
      const e = await evaluate(tx, actor.compId, subject, body, locale);
      const problems = [...missingWords(body), ...e.problems];
      if (problems.length > 0) throw invalid(problemMessages(locale, problems), true);
      const [row] = await tx
        .insert(attendanceRequests)
        .values({
          ...e.columns,
          compId: actor.compId,
          staffId: subject.staffId,
          staffName: subject.staffName,
          employeeType: subject.employeeType,
          deptId: subject.deptId,
          requestedBy: subject.onBehalf ? actor.userId : null,
        })
        .returning();
      await writeAudit(tx, actor, NAME, [
        {
          recordId: row!.id,
          action: 'insert',
          changes: diffRows(null, presentRow(definition, row!, locale)),
        },
      ]);
      const step = { recordId: row!.id, transition: APPROVE_TRANSITIONS[body.kind], input: {}, actor };
      if (await approvalGate.hasFlow(tx, actor.compId, body.kind))
        await approvalGate.request(tx, {
          ...step,
          resource: NAME,
          locale,
          type: body.kind,
          values: approvalValues(row!, subject.staffName, e.leaveType?.name ?? null),
        });
      else await applyApprovedTransition(tx, NAME, step);
      return row!.id;
    });
    return answer(actor, locale, id);
  }

  /** Withdraws (in approval) or cancels (approved) a request through its transition. */
  async function change(
    actor: ResourceActor,
    locale: Locale,
    body: { id: number; version: number; reason?: string },
    name: 'withdraw' | 'cancel',
  ): Promise<AttendanceRequest> {
    const input = name === 'cancel' ? { reason: body.reason } : {};
    const row = await transition({ actor, locale }, { id: body.id, version: body.version, name, input });
    return row as AttendanceRequest;
  }

  /** The caller's own requests, newest first, with what they may do to each. */
  async function mine(actor: ResourceActor, locale: Locale, body: { pageNum: number; pageSize: number }) {
    const self = asSelf(actor);
    const page = await service.selectPage({ actor: self, locale }, body);
    return { ...page, list: withTransitions(definition, self, page.list) as AttendanceRequest[] };
  }

  /** Days of the past 31 with a missing punch (the computed results), newest first. */
  async function missingPunchDays(actor: ResourceActor, staffId?: number) {
    const subject = await subjectOf(db, actor, staffId);
    const today = chinaToday();
    const rows = await db
      .select({ day: attendanceDailyResults.day, result: attendanceDailyResults.result })
      .from(attendanceDailyResults)
      .where(
        and(
          eq(attendanceDailyResults.compId, actor.compId),
          eq(attendanceDailyResults.staffId, subject.staffId),
          gte(attendanceDailyResults.day, addDays(today, -MISSED_PUNCH_DAYS)),
          lte(attendanceDailyResults.day, today),
          gt(attendanceDailyResults.missingPunches, 0),
        ),
      )
      .orderBy(desc(attendanceDailyResults.day));
    return rows.map(({ day, result }) => ({
      day,
      missingIn: result.items.some((item) => item.kind === 'missingIn'),
      missingOut: result.items.some((item) => item.kind === 'missingOut'),
      onTime: result.shift?.onTime ?? null,
      offTime: result.shift?.offTime ?? null,
    }));
  }

  return { service, transition, preview, ask, change, mine, missingPunchDays };
}

import {
  type AttendanceRequest,
  type AttendanceRequestKind,
  AttendanceRequestStatus,
  attendanceRequestResource,
} from '@renli/contracts';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { ResourceActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { defineResource, type TransitionOf } from '../../../core/resources/define.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { linkOrCreateStaffLogin } from '../../auth/staff-logins.ts';
import { addStaffMember } from '../../staff/records.ts';
import { isAttendanceAdmin, managesType } from '../access.ts';
import { attendanceRequests } from '../schema.ts';
import { applyRequest, cancelRequest, withdrawRequest } from './effects.ts';
import { leaveMessages as m } from './messages.ts';
import { decorateRequests, presentRequest } from './present.ts';
import { addMonths } from './request-rules.ts';
import { approvalValues, type RequestFacts } from './words.ts';

type Step = TransitionOf<typeof attendanceRequestResource, ResourceActor>;
const { ASKED, APPROVED, CANCELLED, REJECTED } = AttendanceRequestStatus;

const ownRequest = (actor: ResourceActor, row: AttendanceRequest) => actor.staffId === row.staffId;
const managedRequest = (actor: ResourceActor, row: AttendanceRequest) =>
  isAttendanceAdmin(actor) && managesType(actor, row.employeeType);

/** The first China day a request covers (its day, or the day its period starts). */
const firstDayOf = (row: AttendanceRequest) => row.startDay ?? chinaToday(new Date(row.startAt!));

/** A presented row's columns as the words and values need them. */
const factsOf = (row: AttendanceRequest): RequestFacts => ({
  ...row,
  startAt: row.startAt ? new Date(row.startAt) : null,
  endAt: row.endAt ? new Date(row.endAt) : null,
});

/**
 * Approving a request of `kind`: its own transition, since a transition names one approval type
 * (leave, overtime, missedPunch, trip: the built-in templates'). Asking starts it (requests.ts); it
 * waits only while the company has an active template of the type.
 */
const approve = <N extends 'approveLeave' | 'approveOvertime' | 'approveMissedPunch' | 'approveTrip'>(
  name: N,
  kind: AttendanceRequestKind,
) =>
  ({
    name,
    from: [ASKED],
    to: APPROVED,
    labelKey: m['attendance.leave.approve'],
    guard: (actor: ResourceActor, row: AttendanceRequest) =>
      row.kind !== kind
        ? m['attendance.leave.wrongKind']
        : ownRequest(actor, row) || managedRequest(actor, row) || m['attendance.leave.notYours'],
    effect: (tx, actor, row) => applyRequest(tx, actor, row.id),
    approval: {
      flow: kind,
      optional: true,
      values: (row: AttendanceRequest) => approvalValues(factsOf(row), row.staffName, row.leaveTypeName),
    },
  }) satisfies Step;

export const APPROVE_TRANSITIONS = {
  leave: 'approveLeave',
  overtime: 'approveOvertime',
  missedPunch: 'approveMissedPunch',
  trip: 'approveTrip',
} as const satisfies Record<AttendanceRequestKind, string>;

/** Requests touching a month (`YYYY-MM`): their first day on or before its end, their last on or after its start. */
function inMonth(value: unknown) {
  const first = `${value as string}-01`;
  const last = addMonths(first, 1);
  const start = sql`coalesce(${attendanceRequests.startDay}, (${attendanceRequests.startAt} at time zone 'Asia/Shanghai')::date)`;
  const end = sql`coalesce(${attendanceRequests.endDay}, (${attendanceRequests.endAt} at time zone 'Asia/Shanghai')::date, ${start})`;
  return sql`(${start} < ${last}::date and ${end} >= ${first}::date)`;
}

/**
 * 请假, 加班, 补卡 and 出差 at `/vacation/request` (docs/product/attendance.md, "Leave, overtime, 补卡
 * and trips"): one table and one resource with a `kind`. Everyone reads their own, HR those of the
 * employee types they manage; asked through requests.ts, approved by the approval engine, withdrawn
 * while in approval, cancelled once approved.
 */
export const attendanceRequestResourceDefinition = defineResource({
  contract: attendanceRequestResource,
  table: attendanceRequests,
  tenant: 'compId',
  column: 'oa',
  // What each may do to which row is the scope's and the guards' to say.
  policy: (_actor, action) => action === 'read' || action === 'export' || action === 'transition',
  searchable: ['staffName'],
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  customFilters: { month: inMonth },
  actorScope: async (_db, actor) => {
    const own = eq(attendanceRequests.staffId, actor.staffId ?? -1);
    if (!isAttendanceAdmin(actor)) return own;
    return or(
      own,
      inArray(attendanceRequests.employeeType, actor.managedTypes.length ? actor.managedTypes : [-1]),
    );
  },
  present: presentRequest,
  decorate: decorateRequests,
  states: {
    field: 'status',
    transitions: [
      approve('approveLeave', 'leave'),
      approve('approveOvertime', 'overtime'),
      approve('approveMissedPunch', 'missedPunch'),
      approve('approveTrip', 'trip'),
      {
        // Set by the approval's rejection (approval-types.ts), never asked for.
        name: 'reject',
        from: [ASKED],
        to: REJECTED,
        labelKey: m['attendance.leave.reject'],
        guard: () => m['attendance.leave.byApprovalOnly'],
      },
      {
        name: 'withdraw',
        from: [ASKED],
        to: CANCELLED,
        labelKey: m['attendance.leave.withdraw'],
        guard: (actor, row) =>
          ownRequest(actor, row) || managedRequest(actor, row) || m['attendance.leave.notYours'],
        effect: (tx, actor, row) => withdrawRequest(tx, actor, row.id),
      },
      {
        // HR any time the month is open; the employee before its first day.
        name: 'cancel',
        from: [APPROVED],
        to: CANCELLED,
        labelKey: m['attendance.leave.cancel'],
        guard: (actor, row) => {
          if (managedRequest(actor, row)) return true;
          if (!ownRequest(actor, row)) return m['attendance.leave.notYours'];
          return chinaToday() < firstDayOf(row) || m['attendance.leave.cancelStarted'];
        },
        effect: (tx, actor, row, input) => cancelRequest(tx, actor, row.id, input.reason),
      },
    ],
  },
  sample: { seed: seedSample },
});

/** The isolation test's row: a trip of a sample staff member of its own. */
async function seedSample(db: DbOrTx, owner: { compId: number | null }): Promise<number> {
  const compId = owner.compId!;
  const login = await linkOrCreateStaffLogin(db, {
    compId,
    mobile: `1980${String(compId).padStart(7, '0')}`,
    staffName: 'Sample staff',
  });
  const staff = await addStaffMember(db, { compId, userId: login.userId, staffName: 'Sample staff' });
  const [row] = await db
    .insert(attendanceRequests)
    .values({
      compId,
      staffId: staff.id,
      kind: 'trip',
      staffName: 'Sample staff',
      employeeType: 1,
      startDay: '2026-01-05',
      startHalf: 'am',
      endDay: '2026-01-05',
      endHalf: 'pm',
      startAt: new Date('2026-01-04T16:00:00Z'),
      endAt: new Date('2026-01-05T16:00:00Z'),
      amount: '1',
      unit: 'day',
      destination: '上海',
      reason: 'Sample',
    })
    .returning({ id: attendanceRequests.id });
  return row!.id;
}

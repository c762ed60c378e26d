import {
  EmployeeType,
  type StaffChange,
  type StaffChangeCreate,
  StaffChangeKind,
  staffChangeResource,
} from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { diffRows, writeAudit } from '../../core/resources/audit.ts';
import type { FieldProblem } from '../../core/resources/define.ts';
import { presentRow } from '../../core/resources/presenter.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import { withTransitions } from '../../core/resources/transitions.ts';
import type { Database, Tx } from '../../db/client.ts';
import { companyOwner } from '../company/service.ts';
import { createReminder } from '../notifications/service.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { staffAdminLogins } from '../staff/records.ts';
import { changeColumns } from './columns.ts';
import { staffChangeMessages as m } from './messages.ts';
import { staffChangeResourceDefinition as definition } from './resource.ts';
import { staffChanges } from './schema.ts';
import { type ChangeScope, changeProblems, employeeOf } from './validate.ts';

// Employees ask for their own 转正 and 离职 (docs/product/staff.md, "转正, 调动 and 离职"): a
// change waiting for HR (status 1) under the same rules as HR's, and a reminder to the HR who
// manage them; HR confirms or cancels it like any other.

const LINKS: Record<number, string> = {
  [StaffChangeKind.REGULARIZE]: '#/staff/staffmanage/assi-to',
  [StaffChangeKind.DIMISSION]: '#/staff/staffmanage/assi-out',
};
const REMINDERS: Record<number, { title: string; content: string }> = {
  [StaffChangeKind.REGULARIZE]: {
    title: m['staffChange.remind.regularize.title'],
    content: m['staffChange.remind.regularize.content'],
  },
  [StaffChangeKind.DIMISSION]: {
    title: m['staffChange.remind.dimission.title'],
    content: m['staffChange.remind.dimission.content'],
  },
};

/** The caller as an employee of the company: the company account itself asks for nothing. */
async function employeeActor(db: Database, auth: UserAuth): Promise<CompanyActor & { staffId: number }> {
  const actor = await resolveCompanyActor(db, auth);
  if (actor.staffId === null) throw forbidden(m['staffChange.notStaff']);
  return actor as CompanyActor & { staffId: number };
}

/** The company account and the staff admins who manage this employee type, but not the asker. */
async function hrLogins(tx: Tx, compId: number, employeeType: number, asker: number) {
  const company = await companyOwner(tx, compId);
  const admins = (await staffAdminLogins(tx, compId)).filter((a) => a.managedTypes.includes(employeeType));
  const logins = [...(company ? [company.ownerUserId] : []), ...admins.map((a) => a.userId)];
  return [...new Set(logins)].filter((userId) => userId !== asker);
}

export type OwnRequest = Omit<StaffChangeCreate, 'staffId'>;

/**
 * A change the employee asks for themselves; `extra` are rules of asking oneself (a last day not
 * past), `dateField` what the request calls its date.
 */
export async function askForOwn(
  db: Database,
  auth: UserAuth,
  locale: Locale,
  request: OwnRequest,
  {
    extra = () => [],
    dateField = 'effectiveDate',
  }: { extra?: (today: string) => FieldProblem[]; dateField?: string },
): Promise<StaffChange> {
  const actor = await employeeActor(db, auth);
  const scope: ChangeScope = {
    compId: actor.compId,
    managedTypes: [EmployeeType.HRM, EmployeeType.HRO],
    today: chinaToday(),
  };
  const input: StaffChangeCreate = { ...request, staffId: actor.staffId };
  const created = await db.transaction(async (tx) => {
    if (!(await employeeOf(tx, scope, actor.staffId))) throw badRequest(m['staffChange.noOwnEmployment']);
    const problems = [...extra(scope.today), ...(await changeProblems(tx, scope, input))].map((p) =>
      p.field === 'effectiveDate' ? { ...p, field: dateField } : p,
    );
    if (problems.length > 0) throw invalid(problemMessages(locale, problems));
    const columns = await changeColumns(tx, scope, input, actor.userId);
    const [row] = await tx
      .insert(staffChanges)
      .values({ ...columns, compId: actor.compId })
      .returning();
    const presented = presentRow(definition, row!, locale);
    await writeAudit(tx, actor, staffChangeResource.name, [
      { recordId: row!.id, action: 'insert', changes: diffRows(null, presented) },
    ]);
    for (const userId of await hrLogins(tx, actor.compId, columns.employeeType, actor.userId)) {
      await createReminder(tx, {
        userId,
        compId: actor.compId,
        type: 'staff',
        titleKey: REMINDERS[input.kind]!.title,
        contentKey: REMINDERS[input.kind]!.content,
        params: { name: columns.staffName, date: input.effectiveDate },
        link: LINKS[input.kind]!,
      });
    }
    return presented;
  });
  return (await shown(db, actor, [created]))[0]!;
}

/** The last working day an employee names for themselves is today or later. */
export const lastDayNotPast =
  (lastDay: string) =>
  (today: string): FieldProblem[] =>
    lastDay < today ? [{ field: 'effectiveDate', key: m['staffChange.lastDayPast'] }] : [];

const MINE_MAX = 50;

/** The caller's own requests in this company, newest first. */
export async function myRequests(db: Database, auth: UserAuth, locale: Locale): Promise<StaffChange[]> {
  const actor = await resolveCompanyActor(db, auth);
  const rows = await db
    .select()
    .from(staffChanges)
    .where(and(eq(staffChanges.compId, actor.compId), eq(staffChanges.requestedBy, actor.userId)))
    .orderBy(desc(staffChanges.createdAt), desc(staffChanges.id))
    .limit(MINE_MAX);
  return shown(
    db,
    actor,
    rows.map((row) => presentRow(definition, row, locale)),
  );
}

/** Rows as the kit answers them (an employee may apply no transition). */
async function shown(db: Database, actor: CompanyActor, rows: ReturnType<typeof presentRow>[]) {
  const decorated = await definition.decorate!(db, rows, actor as never);
  return withTransitions(definition, actor as never, decorated) as unknown as StaffChange[];
}

import type { CompanyActor } from '../../../core/actor.ts';
import { notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { type EmploymentSpan, employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { managesType } from '../access.ts';

// Whom HR reaches in punches and records (docs/product/attendance.md, "Permissions"): a staff member
// of the company whose employment, on the day in question, is of a type HR manages. Another
// company's staff and unmanaged types answer 404 alike, so ids reveal nothing.

/** The employment of `staffId` on `day`, if `actor` manages it. */
export async function isManagedOn(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
  day: string,
): Promise<EmploymentSpan | undefined> {
  const spans = await employmentSpans(db, actor.compId, day, day, [staffId]);
  const span = spanOn(spans.get(staffId), day);
  return span && managesType(actor, span.employeeType) ? span : undefined;
}

/** The employment of `staffId` on `day`, if `actor` manages it; else 404. */
export async function managedSpanOn(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
  day: string,
): Promise<EmploymentSpan> {
  const span = await isManagedOn(db, actor, staffId, day);
  if (!span) throw notFound('attendance.punch.notEmployedOn', { day });
  return span;
}

/**
 * The staff member's name, if `actor` manages an employment of theirs within `[from, to]` (HR
 * reading someone's days); else 404.
 */
export async function managedStaffName(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
  from: string,
  to: string,
): Promise<string> {
  const spans = (await employmentSpans(db, actor.compId, from, to, [staffId])).get(staffId) ?? [];
  const card = (await staffCardsOf(db, actor.compId, [staffId])).get(staffId);
  if (!card || !spans.some((span) => managesType(actor, span.employeeType)))
    throw notFound('attendance.staffNotManaged');
  return card.staffName;
}

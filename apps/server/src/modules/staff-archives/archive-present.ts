import { ageOn } from '@renli/contracts';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffCardsOf } from '../staff/cards.ts';
import { maskBankAccount, maskIdNumber } from './archive-mask.ts';
import type { staffArchives } from './schema.ts';

export type ArchiveRow = typeof staffArchives.$inferSelect;

/**
 * Completed months of service from `entryDate` until `until` (both China dates): a month counts
 * once its day of the month comes again; none before entry.
 */
export function tenureMonths(entryDate: string, until: string): number {
  const [ey, em, ed] = entryDate.split('-').map(Number) as [number, number, number];
  const [uy, um, ud] = until.split('-').map(Number) as [number, number, number];
  const months = (uy - ey) * 12 + (um - em) - (ud < ed ? 1 : 0);
  return Math.max(0, months);
}

/** The sensitive columns as lists, exports and timelines show them (archive-mask.ts). */
export const maskedColumns = (row: ArchiveRow) => ({
  idNumber: maskIdNumber(row.idNumber),
  bankAccount: maskBankAccount(row.bankAccount),
});

/**
 * Adds what an archive shows from elsewhere: the staff record's name, login, job number and job
 * (the staff module's), the age today and the months of service (to today, or to the last day of an
 * ended employment).
 */
export async function withStaffCards(
  db: DbOrTx,
  compId: number,
  rows: PresentedRow[],
  today: string,
): Promise<PresentedRow[]> {
  const cards = await staffCardsOf(
    db,
    compId,
    rows.map((row) => row.staffId as number),
  );
  return rows.map((row) => {
    const card = cards.get(row.staffId as number);
    const birthDate = row.birthDate as string | null;
    return {
      ...row,
      staffName: card?.staffName ?? '',
      mobile: card?.mobile ?? null,
      email: card?.email ?? null,
      jobNo: card?.jobNo ?? null,
      deptId: card?.deptId ?? null,
      deptName: card?.deptName ?? null,
      positionName: card?.positionName ?? null,
      rankName: card?.rankName ?? null,
      employeeType: card?.employeeType ?? 1,
      age: birthDate ? ageOn(birthDate, today) : null,
      tenureMonths: tenureMonths(row.entryDate as string, (row.lastDay as string | null) ?? today),
    };
  });
}

/** The kit's `decorate`: every list and export is read by a company caller. */
export function decorateArchives(db: DbOrTx, rows: PresentedRow[], actor?: ResourceActor) {
  if (!actor) throw new Error('Archives are decorated for a company caller');
  return withStaffCards(db, actor.compId, rows, chinaToday());
}

/**
 * The last day of probation (docs/product/staff.md, "Entry (入职)"): the day before the same day of
 * the month N months after the entry date; when that month has no such day, its last day. So
 * 2026-01-05 + 3 months ends on 2026-04-04, 2026-03-01 + 1 on 2026-03-31, and 2026-11-30 + 3 on
 * 2027-02-28 (February has no 30th). No probation (0 months): null.
 */
export function probationEndOf(entryDate: string, months: number): string | null {
  if (months <= 0) return null;
  const [year, month, day] = entryDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const end =
    day > lastDay
      ? new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), lastDay))
      : new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day - 1));
  return end.toISOString().slice(0, 10);
}

/**
 * The cells of a month laid out Monday first, as Chinese calendars are: blanks (null) before the
 * 1st, then each day `YYYY-MM-DD`.
 */
export function monthCells(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return [
    ...Array<null>(leading).fill(null),
    ...Array.from({ length }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`),
  ];
}

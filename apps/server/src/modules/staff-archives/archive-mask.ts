/**
 * Identity and bank numbers as lists, exports and timelines show them (docs/product/staff.md,
 * "Archives (员工档案) and my record"): the first and last four characters, enough to tell two
 * people apart and to check a payslip, never the whole number.
 */

const KEPT = 4;

/** `440101199001011234` -> `4401**********1234`; a value too short to keep both ends is all stars. */
export function maskIdNumber(value: string | null): string | null {
  if (value === null) return null;
  if (value.length <= KEPT * 2) return '*'.repeat(value.length);
  return `${value.slice(0, KEPT)}${'*'.repeat(value.length - KEPT * 2)}${value.slice(-KEPT)}`;
}

/** `6222021234567890123` -> `6222 **** **** 0123`, the way banks print a card number. */
export function maskBankAccount(value: string | null): string | null {
  if (value === null) return null;
  if (value.length <= KEPT * 2) return '*'.repeat(value.length);
  return `${value.slice(0, KEPT)} **** **** ${value.slice(-KEPT)}`;
}

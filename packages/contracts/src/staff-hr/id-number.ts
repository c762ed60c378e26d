/**
 * The mainland resident identity number (公民身份号码, GB 11643-1999): 6 digits of region, 8 of birth
 * date, 3 of sequence (odd for men, even for women) and a check character. Residence permits of Hong
 * Kong, Macao and Taiwan residents and the 2023 foreigners' permanent residence cards use the same
 * layout and check, so one rule serves them all. 15-digit numbers were withdrawn in 2013 and are refused.
 * docs/product/staff.md, "Archives".
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** The check character of the first 17 digits: Σ(digit × weight) mod 11 picks one of "10X98765432". */
export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

const birthOf = (id: string) => `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;

const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

export type IdNumberProblem = 'shape' | 'birthDate' | 'checkDigit';

/**
 * What is wrong with an identity number, or null when it is valid on `today` (a China date): the
 * shape (18 characters, lower-case x accepted), a real birth date not after today and not before
 * 1900, and the check character.
 */
export function idNumberProblem(raw: string, today: string): IdNumberProblem | null {
  const id = raw.trim().toUpperCase();
  if (!SHAPE.test(id)) return 'shape';
  const birth = birthOf(id);
  if (!isRealDay(birth) || birth > today || birth < '1900-01-01') return 'birthDate';
  return idNumberCheckChar(id.slice(0, 17)) === id[17] ? null : 'checkDigit';
}

/** Birth date and sex (1 male, 2 female) an identity number states; call on a valid number only. */
export function idNumberFacts(raw: string): { birthDate: string; sex: 1 | 2 } {
  const id = raw.trim().toUpperCase();
  return { birthDate: birthOf(id), sex: Number(id[16]) % 2 === 1 ? 1 : 2 };
}

/**
 * Age in completed years (周岁) on `on`: one more on each birthday; someone born on 29 February
 * turns a year older on 1 March in common years. Both dates are `YYYY-MM-DD`.
 */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

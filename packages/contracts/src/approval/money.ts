import { addDecimal, type Decimal, formatDecimal, parseDecimal } from './decimal.ts';

/**
 * Money helpers for forms (docs/product/approval.md, "Forms"): the capital-letter amount (大写金额)
 * shown beside a money field, and a detail table's column sums. Exact: BigInt, never floats.
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];

/** 1..9999 in capitals: zeros between digits read as one 零, trailing zeros are silent (1001 → 壹仟零壹). */
function fourDigits(n: number): string {
  let text = '';
  let pendingZero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      pendingZero = text !== '';
      continue;
    }
    text += `${pendingZero ? '零' : ''}${DIGITS[digit]}${PLACES[place]}`;
    pendingZero = false;
  }
  return text;
}

const YI = 100_000_000n;
const WAN = 10_000n;

/**
 * A positive whole number in capitals, by 亿 and 万 groups (1,2345,0000,0000 → 壹万贰仟叁佰肆拾伍亿).
 * A lower part with leading zeros is joined by 零: 100005 → 壹拾万零伍, 100100 → 壹拾万零壹佰; zeros
 * ending a 万 group inside it are silent, as the banks allow (20001234 → 贰仟万壹仟贰佰叁拾肆).
 */
function whole(n: bigint): string {
  for (const [group, name] of [
    [YI, '亿'],
    [WAN, '万'],
  ] as const) {
    if (n < group) continue;
    const high = n / group;
    const rest = n % group;
    // Zeros between the parts: the rest has leading zeros, or a whole group of the high part is zero.
    const zero = rest < group / 10n || high % WAN === 0n;
    const restText = rest === 0n ? '' : `${zero ? '零' : ''}${whole(rest)}`;
    return `${whole(high)}${name}${restText}`;
  }
  return fourDigits(Number(n));
}

/**
 * The capital-letter amount of a yuan decimal string: 6000.50 → 陆仟元伍角整, 100005.07 →
 * 壹拾万零伍元零柒分, 0.05 → 伍分, 0 → 零元整, -3 → 负叁元整. More than two decimals round to fen;
 * '' for a text that is not a decimal (the field being typed).
 */
export function moneyInCapitals(amount: string): string {
  const parsed = parseDecimal(amount);
  if (!parsed) return '';
  const fen = BigInt(formatDecimal(parsed, 2).replace('.', ''));
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  if (abs === 0n) return '零元整';
  const yuan = abs / 100n;
  const jiao = Number((abs / 10n) % 10n);
  const cent = Number(abs % 10n);
  let text = yuan > 0n ? `${whole(yuan)}元` : '';
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (cent > 0 && yuan > 0n) text += '零'; // 壹拾亿元零壹分
  text += cent > 0 ? `${DIGITS[cent]}分` : '整';
  return `${negative ? '负' : ''}${text}`;
}

/**
 * The sum of a detail table's number or money column, to two decimals ("0.00" for no rows);
 * cells that are empty or not numbers count as nothing (docs/product/approval.md, "Forms").
 */
export function sumColumn(rows: readonly Record<string, unknown>[], columnKey: string): string {
  let total: Decimal = { units: 0n, scale: 2 };
  for (const row of rows) {
    const cell = parseDecimal(row[columnKey]);
    if (cell) total = addDecimal(total, cell);
  }
  return formatDecimal(total, 2);
}

/**
 * Exact decimals for money and amount conditions: a BigInt of units and a scale (value = units /
 * 10^scale), never floats (docs/decisions.md, decision 60). Just what approvals need: parse,
 * compare, add, format.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A decimal string ("6000.50", "-3") or a finite number; null for anything else ('' included). */
export function parseDecimal(input: unknown): Decimal | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input); // the shortest text that reads back as the same number: what was typed
  } else if (typeof input === 'string') text = input.trim();
  else return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent] = match;
  // Exponents come only from String(number) (1e21, 5e-7); strings typed by people never have one.
  if (exponent !== undefined && typeof input !== 'number') return null;
  let units = BigInt(`${sign}${whole}${fraction}`);
  let scale = fraction.length - Number(exponent ?? 0);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = rescale(a, scale);
  const right = rescale(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

/** Fixed `places` decimals, rounding half away from zero: 6000.5 → "6000.50", 1.005 → "1.01". */
export function formatDecimal(value: Decimal, places: number): string {
  let units = value.units;
  if (value.scale > places) {
    const divisor = 10n ** BigInt(value.scale - places);
    const half = divisor / 2n;
    units = (units < 0n ? units - half : units + half) / divisor; // BigInt division truncates
  } else units *= 10n ** BigInt(places - value.scale);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const text = places > 0 ? `${whole}.${digits.slice(-places)}` : whole;
  return negative ? `-${text}` : text;
}

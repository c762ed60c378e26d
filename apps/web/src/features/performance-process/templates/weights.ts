// Weights in the template editor are percent strings with at most two decimals (weightSchema); their
// live sum is computed exactly in hundredths, never with binary floats, so 33.33 + 33.33 + 33.34 is 100.

const WEIGHT = /^\d{1,3}(\.\d{1,2})?$/;

/** A weight in hundredths, or null when it is not a weight ("12.5" → 1250). */
function hundredths(weight: string | undefined): number | null {
  const text = (weight ?? '').trim();
  if (!WEIGHT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The sum of weights as text ("90", "99.5"); blank or malformed ones count as 0. */
export function weightSum(weights: readonly (string | undefined)[]): string {
  const total = weights.reduce((sum, w) => sum + (hundredths(w) ?? 0), 0);
  const fraction = total % 100;
  return fraction === 0
    ? String(total / 100)
    : `${Math.floor(total / 100)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

export const isComplete = (weights: readonly (string | undefined)[]) =>
  weights.every((w) => hundredths(w) !== null) && weightSum(weights) === '100';

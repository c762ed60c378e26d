/**
 * Defensive readers for message payloads. Payloads arrive from other clients (and other SDKs), so a
 * field may be missing, of another type, or a JSON string that does not parse: every reader answers a
 * usable value instead of throwing while a list renders.
 */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field; numbers are accepted because some senders write ids and prices as numbers. */
export function readString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A finite number field; numeric strings are accepted, anything else is `fallback`. */
export function readNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : fallback;
  }
  return fallback;
}

/** Parses JSON text into a value, or `undefined` when it is not JSON. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An object given either as itself or as JSON text (custom payload fields come both ways). */
export function readObject(value: unknown): JsonObject | undefined {
  if (isObject(value)) return value;
  const parsed = parseJson(value);
  return isObject(parsed) ? parsed : undefined;
}

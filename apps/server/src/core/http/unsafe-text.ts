/**
 * Text PostgreSQL and JSON cannot keep: a NUL character (text columns refuse it) and UTF-16 halves
 * without their other half (lone surrogates, which no UTF-8 encoding has). Every other character,
 * control characters included, is the client's to send. See docs/security.md, "Input edge".
 */
export interface UnsafeText {
  /** Dotted path of the offending string or key ('' for the value itself). */
  path: string;
  reason: 'nul' | 'surrogate' | 'tooDeep';
}

/** Deeper than any form or RPC needs; a body nested further is refused rather than walked. */
const MAX_DEPTH = 32;

/** A high half not followed by a low half, or a low half not preceded by a high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): UnsafeText['reason'] | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** The first unsafe string or object key in a parsed body, query or RPC params, or null. */
export function findUnsafeText(value: unknown, path = '', depth = 0): UnsafeText | null {
  if (typeof value === 'string') {
    const reason = textProblem(value);
    return reason ? { path, reason } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { path, reason: 'tooDeep' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], join(path, i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyReason = textProblem(key);
    if (keyReason) return { path: join(path, key.replace(/[^\x20-\x7e]/g, '?')), reason: keyReason };
    const found = findUnsafeText(item, join(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

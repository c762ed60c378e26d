import type { ByteRange } from '../../storage/file-store.ts';

/**
 * Reads a single-range `Range: bytes=...` header (what <video>/<audio> seeking sends; Safari will
 * not play video without it). `null` means "send the whole file": RFC 9110 lets a server ignore any
 * range it does not serve, so multi-range and unsatisfiable requests simply get a 200.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, isQuotaExceeded, isTokenKey } from './storage.ts';

/** A Storage that refuses writes beyond `capacity` characters (keys + values), like a full browser quota. */
class TinyStorage implements Storage {
  private map = new Map<string, string>();
  constructor(private capacity: number) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    let used = k.length + v.length;
    for (const [key, value] of this.map) if (key !== k) used += key.length + value.length;
    if (used > this.capacity) throw new DOMException('quota', 'QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
  keys() {
    return [...this.map.keys()];
  }
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('storage expiry', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON values under a prefix', () => {
    const s = createStorage(localStorage);
    s.setItem('user', { name: '张三', id: 7 });
    expect(s.getItem('user')).toEqual({ name: '张三', id: 7 });
    expect(localStorage.getItem('renli:user')).not.toBeNull();
    expect(s.getItem('missing')).toBeNull();
  });

  it('keeps entries for 10 hours by default and removes them once expired', () => {
    const c = clock();
    const s = createStorage(localStorage, { now: c.now });
    s.setItem('k', 'v');
    c.advance(10 * 3600_000 - 1);
    expect(s.getItem('k')).toBe('v');
    c.advance(1);
    expect(s.getItem('k')).toBeNull();
    expect(localStorage.getItem('renli:k')).toBeNull();
  });

  it('honours a TTL given in minutes', () => {
    const c = clock();
    const s = createStorage(localStorage, { now: c.now });
    s.setItem('short', 1, 5);
    c.advance(4 * 60_000);
    expect(s.getItem('short')).toBe(1);
    c.advance(60_000);
    expect(s.getItem('short')).toBeNull();
  });

  it('treats unreadable entries as missing and drops them', () => {
    localStorage.setItem('renli:bad', '{not json');
    localStorage.setItem('renli:legacy', JSON.stringify('plain value'));
    const s = createStorage(localStorage);
    expect(s.getItem('bad')).toBeNull();
    expect(s.getItem('legacy')).toBeNull();
    expect(localStorage.getItem('renli:bad')).toBeNull();
  });

  it('clear removes only its own entries and spares the kept ones', () => {
    localStorage.setItem('other-app', 'x');
    const s = createStorage(localStorage);
    s.setItem('a', 1);
    s.setItem('access_token', 't');
    s.clear((key) => key === 'access_token');
    expect(s.getItem('a')).toBeNull();
    expect(s.getItem('access_token')).toBe('t');
    expect(localStorage.getItem('other-app')).toBe('x');
  });
});

describe('storage quota', () => {
  const big = 'x'.repeat(40);

  it('evicts the oldest non-token entry and retries until the value fits', () => {
    const c = clock();
    const backend = new TinyStorage(260);
    const s = createStorage(backend, { now: c.now });
    s.setItem('access_token', big);
    c.advance(1);
    s.setItem('first', big);
    c.advance(1);
    s.setItem('second', big);
    c.advance(1);
    s.setItem('third', big);
    expect(backend.keys()).toEqual(['renli:access_token', 'renli:second', 'renli:third']);
    expect(s.getItem('first')).toBeNull();
    c.advance(1);
    s.setItem('fourth', 'y'.repeat(110));
    expect(s.getItem('access_token')).toBe(big);
    expect(s.getItem('fourth')).toBe('y'.repeat(110));
    expect(s.getItem('second')).toBeNull();
    expect(s.getItem('third')).toBeNull();
  });

  it('drops expired entries before live ones', () => {
    const c = clock();
    const backend = new TinyStorage(200);
    const s = createStorage(backend, { now: c.now });
    s.setItem('old-but-live', big);
    c.advance(1);
    s.setItem('expiring', big, 1);
    c.advance(2 * 60_000);
    s.setItem('new', big);
    expect(s.getItem('old-but-live')).toBe(big);
    expect(s.getItem('new')).toBe(big);
  });

  it('never evicts tokens and rethrows when nothing else can go', () => {
    const backend = new TinyStorage(220);
    const s = createStorage(backend, { now: clock().now });
    s.setItem('access_token', big);
    s.setItem('admin_token', big);
    expect(() => s.setItem('cache', big)).toThrow(DOMException);
    expect(s.getItem('access_token')).toBe(big);
    expect(s.getItem('admin_token')).toBe(big);
  });

  it('does not swallow errors other than the quota', () => {
    const backend = new TinyStorage(1000);
    backend.setItem = () => {
      throw new TypeError('boom');
    };
    expect(() => createStorage(backend).setItem('k', 1)).toThrow(TypeError);
  });

  it('recognises quota errors and token keys', () => {
    expect(isQuotaExceeded(new DOMException('q', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded(new DOMException('q', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaExceeded(new Error('QuotaExceededError'))).toBe(false);
    expect(isTokenKey('access_token')).toBe(true);
    expect(isTokenKey('recruit_token')).toBe(true);
    expect(isTokenKey('user')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountCache } from './account-cache.ts';

const account = (userID: string, nick = userID) => ({ userID, nick });
const db = {};

afterEach(() => vi.useRealTimers());

describe('AccountCache', () => {
  it('keeps at most maxSize accounts, dropping the least recently used', () => {
    const cache = new AccountCache<ReturnType<typeof account>>({ maxSize: 2, ttlMs: 1000 });
    cache.setAll(db, [account('a'), account('b')], cache.epoch);
    cache.getAll(db, ['a']);
    cache.setAll(db, [account('c')], cache.epoch);
    expect([...cache.getAll(db, ['a', 'b', 'c']).keys()]).toEqual(['a', 'c']);
  });

  it('forgets expired accounts and those of other database handles', () => {
    vi.useFakeTimers();
    const cache = new AccountCache<ReturnType<typeof account>>({ maxSize: 10, ttlMs: 1000 });
    cache.setAll(db, [account('a')], cache.epoch);
    expect(cache.getAll({}, ['a']).size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(cache.getAll(db, ['a']).size).toBe(0);
  });

  it('does not cache a read that overlapped a change (it may have read the old row)', () => {
    const cache = new AccountCache<ReturnType<typeof account>>({ maxSize: 10, ttlMs: 1000 });
    cache.setAll(db, [account('a', 'old')], cache.epoch);
    const epoch = cache.epoch;
    cache.forget(['a']);
    cache.setAll(db, [account('a', 'old')], epoch);
    expect(cache.getAll(db, ['a']).size).toBe(0);
  });
});

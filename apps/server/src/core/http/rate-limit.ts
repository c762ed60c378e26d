import type { Redis } from 'ioredis';

/**
 * Fixed-window counters. The memory store serves one node; with REDIS_URL every node shares the
 * Redis store, so an attacker cannot spread attempts across nodes.
 */
export interface RateLimitStore {
  /** Current count for `key`, without counting. */
  peek(key: string): Promise<number>;
  /**
   * Adds one and returns the new count, in one atomic step: callers reserve an attempt with it and
   * then compare, so parallel requests cannot all see the old count. The window starts at the first hit.
   */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Gives back one hit (an attempt that turned out not to count), never below zero. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async peek(key: string) {
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return 0;
    return entry.count;
  }

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + windowSeconds * 1000 });
      this.sweep(now);
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async release(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  /** Keeps the map bounded by dropping expired windows now and then. */
  private sweep(now: number) {
    if (this.counters.size < 10_000) return;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'renli:rl:',
  ) {}

  async peek(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count;
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

/** DECR only a live counter above zero: an expired window must not come back as -1. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

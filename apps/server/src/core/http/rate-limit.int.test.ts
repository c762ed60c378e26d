import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from './rate-limit.ts';

const url = process.env.REDIS_URL;

/** Only meaningful against a real Redis; CI sets REDIS_URL for the PostgreSQL pass. */
describe.skipIf(!url)('Redis rate limits (shared by every node)', () => {
  const redis = new Redis(url ?? 'redis://127.0.0.1:6379');
  const prefix = `renli:test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts hits from two nodes together and expires the window', async () => {
    const nodeA = new RedisRateLimitStore(redis, prefix);
    const nodeB = new RedisRateLimitStore(new Redis(url!), prefix);
    expect(await nodeA.hit('acct', 60)).toBe(1);
    expect(await nodeB.hit('acct', 60)).toBe(2);
    expect(await nodeA.peek('acct')).toBe(2);
    expect(await redis.ttl(`${prefix}acct`)).toBeGreaterThan(50);
    await nodeB.reset('acct');
    expect(await nodeA.peek('acct')).toBe(0);
  });

  it('numbers 60 parallel hits 1 to 60 and releases without going below zero', async () => {
    const store = new RedisRateLimitStore(redis, prefix);
    const counts = await Promise.all(Array.from({ length: 60 }, () => store.hit('race', 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    await store.release('race');
    expect(await store.peek('race')).toBe(59);
    await store.reset('race');
    await store.release('race');
    expect(await store.peek('race')).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.ts';

describe('memory rate limits', () => {
  it('counts within a window and starts over after it', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryRateLimitStore();
      expect(await store.hit('k', 60)).toBe(1);
      expect(await store.hit('k', 60)).toBe(2);
      expect(await store.peek('k')).toBe(2);
      vi.advanceTimersByTime(60_001);
      expect(await store.peek('k')).toBe(0);
      expect(await store.hit('k', 60)).toBe(1);
      await store.reset('k');
      expect(await store.peek('k')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a hit back without going below zero', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', 60);
    await store.hit('k', 60);
    await store.release('k');
    expect(await store.peek('k')).toBe(1);
    await store.release('k');
    await store.release('k');
    expect(await store.peek('k')).toBe(0);
  });
});

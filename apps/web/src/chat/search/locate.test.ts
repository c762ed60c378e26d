import type { Message } from '@renli/chat-sdk/browser';
import { describe, expect, it, vi } from 'vitest';
import type { Thread } from '../state/chat-store.ts';
import { LOCATE_MAX_PAGES, loadUntilLoaded } from './locate.ts';

/** A history of `total` messages m0..m(total-1), loaded newest page first, 20 per page. */
function history(total: number) {
  let loaded = Math.min(20, total);
  const thread = (): Thread => ({
    messages: Array.from({ length: loaded }, (_, i) => ({ ID: `m${total - loaded + i}` }) as Message),
    nextReqMessageID: '',
    isCompleted: loaded >= total,
    loading: false,
  });
  const loadOlder = vi.fn(async () => {
    loaded = Math.min(total, loaded + 20);
  });
  return { thread, loadOlder };
}

describe('locate in chat', () => {
  it('needs no page when the message is loaded', async () => {
    const deps = history(50);
    expect(await loadUntilLoaded('m45', deps)).toBe(true);
    expect(deps.loadOlder).not.toHaveBeenCalled();
  });

  it('loads older pages until the message is in the thread', async () => {
    const deps = history(100);
    expect(await loadUntilLoaded('m5', deps)).toBe(true);
    expect(deps.loadOlder).toHaveBeenCalledTimes(4);
  });

  it('stops at the start of the history when the message is not there', async () => {
    const deps = history(30);
    expect(await loadUntilLoaded('gone', deps)).toBe(false);
    expect(deps.loadOlder).toHaveBeenCalledTimes(1);
  });

  it('gives up after the page limit', async () => {
    const deps = history(10_000);
    expect(await loadUntilLoaded('m0', deps)).toBe(false);
    expect(deps.loadOlder).toHaveBeenCalledTimes(LOCATE_MAX_PAGES);
  });
});

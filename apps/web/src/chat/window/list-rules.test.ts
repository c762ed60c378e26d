import type { Message } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { messageMenuTop, quoteOf, replyData, showBackToLatest, timestampFlags } from './list-rules.ts';

const at = (time: number) => ({ time }) as Message;

describe('message list rules', () => {
  it('puts a timestamp before the first message and after gaps of 600 s or more', () => {
    expect(timestampFlags([at(1000), at(1599), at(2199), at(2200), at(5000)])).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(timestampFlags([])).toEqual([]);
  });

  it("shows 'back to latest' beyond two viewports or with unseen messages", () => {
    expect(showBackToLatest(0, 500, 0)).toBe(false);
    expect(showBackToLatest(1000, 500, 0)).toBe(false);
    expect(showBackToLatest(1001, 500, 0)).toBe(true);
    expect(showBackToLatest(10, 500, 2)).toBe(true);
  });

  it('opens the message menu above the pointer, below it within 160 px of the top', () => {
    expect(messageMenuTop(400, 200, 100)).toBe(200);
    expect(messageMenuTop(259, 200, 100)).toBe(259);
    expect(messageMenuTop(260, 200, 100)).toBe(100);
  });

  it('reads and writes the reply reference of cloudCustomData', () => {
    const quoted = { ID: 'm1', nick: 'Alice', from: 'alice' } as Message;
    const data = replyData(quoted, 'x'.repeat(150));
    const back = quoteOf({ cloudCustomData: data });
    expect(back).toEqual({ messageID: 'm1', messageSender: 'Alice', messageAbstract: 'x'.repeat(100) });
    expect(quoteOf({ cloudCustomData: '' })).toBeNull();
    expect(quoteOf({ cloudCustomData: '{broken' })).toBeNull();
    expect(quoteOf({ cloudCustomData: '{"messageReply":{"messageID":5}}' })).toBeNull();
  });
});

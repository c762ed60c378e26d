import type { Message } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { isReceiptClickable, type ReadReceiptOptions, readReceiptState } from './read-receipt.ts';
import { callMessage, customMessage, ownMessage } from './test-utils.ts';

const on: ReadReceiptOptions = { userReceiptEnabled: true, appReceiptEnabled: true };
const c2c = (overrides: Partial<Message> = {}) => ownMessage({ needReadReceipt: true, ...overrides });
const group = (readCount: number, unreadCount: number, overrides: Partial<Message> = {}) =>
  ownMessage({
    needReadReceipt: true,
    conversationType: 'GROUP',
    conversationID: 'GROUPg1',
    to: 'g1',
    readReceiptInfo: { readCount, unreadCount, isPeerRead: false },
    ...overrides,
  });

describe('readReceiptState', () => {
  it('reads C2C state from isPeerRead', () => {
    expect(readReceiptState(c2c(), on)).toEqual({ kind: 'c2c-unread' });
    expect(readReceiptState(c2c({ isPeerRead: true }), on)).toEqual({ kind: 'c2c-read' });
    expect(
      readReceiptState(c2c({ readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: true } }), on),
    ).toEqual({ kind: 'c2c-read' });
  });

  it('reads group state from the counts', () => {
    expect(readReceiptState(group(0, 5), { ...on, groupType: 'Work' })).toEqual({ kind: 'group-unread' });
    expect(readReceiptState(group(2, 3), { ...on, groupType: 'Public' })).toEqual({
      kind: 'group-partial',
      n: 2,
    });
    expect(readReceiptState(group(5, 0), { ...on, groupType: 'Meeting' })).toEqual({
      kind: 'group-all-read',
    });
    // Counts not fetched yet: unread rather than a false "all read".
    expect(readReceiptState(group(0, 0), on)).toEqual({ kind: 'group-unread' });
  });

  describe('is hidden', () => {
    const cases: [string, Message, ReadReceiptOptions][] = [
      ['for incoming messages', c2c({ flow: 'in', from: 'bob' }), on],
      ['while sending', c2c({ status: 'unSend' }), on],
      ['when sending failed', c2c({ status: 'fail' }), on],
      ['for risk content', c2c({ hasRiskContent: true }), on],
      ['when no receipt was requested', c2c({ needReadReceipt: false }), on],
      ['for revoked messages', c2c({ isRevoked: true }), on],
      ['in AVChatRoom groups', group(1, 1), { ...on, groupType: 'AVChatRoom' }],
      ['in Community groups', group(1, 1), { ...on, groupType: 'Community' }],
      ['for call signalling', callMessage(1, { call_type: 1 }, { flow: 'out', needReadReceipt: true }), on],
      ['for group tips', group(1, 1, { type: 'TIMGroupTipElem' }), on],
      [
        'for the group creation notice',
        customMessage({ businessID: 'group_create' }, { flow: 'out', needReadReceipt: true }),
        on,
      ],
      ['when the user switched receipts off', c2c(), { ...on, userReceiptEnabled: false }],
      ['when the app has no receipts', c2c(), { ...on, appReceiptEnabled: false }],
    ];
    it.each(cases)('%s', (_, message, opts) => {
      expect(readReceiptState(message, opts)).toEqual({ kind: 'hidden' });
    });
  });
});

describe('isReceiptClickable', () => {
  it('is true only for group unread and partially read', () => {
    expect(isReceiptClickable({ kind: 'group-unread' })).toBe(true);
    expect(isReceiptClickable({ kind: 'group-partial', n: 1 })).toBe(true);
    expect(isReceiptClickable({ kind: 'group-all-read' })).toBe(false);
    expect(isReceiptClickable({ kind: 'c2c-unread' })).toBe(false);
    expect(isReceiptClickable({ kind: 'hidden' })).toBe(false);
  });
});

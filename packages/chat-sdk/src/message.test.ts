import type { WireMessage } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { buildOutgoing, defaultAbstracts } from './factory.ts';
import {
  applyWire,
  deriveConversationID,
  generateMessageID,
  messageForShow,
  messageFromWire,
  parseConversationID,
} from './message.ts';

const wire = (over: Partial<WireMessage> = {}): WireMessage => ({
  ID: 'id-000001',
  conversationType: 'C2C',
  from: 'alice',
  to: 'bob',
  sequence: 3,
  time: 100,
  type: 'TIMTextElem',
  payload: { text: 'hi' },
  nick: 'Alice',
  avatar: '',
  cloudCustomData: '',
  atUserList: [],
  needReadReceipt: false,
  isRevoked: false,
  revoker: '',
  hasRiskContent: false,
  isModified: false,
  version: 1,
  ...over,
});

describe('conversationID derivation', () => {
  it('C2C is the peer as seen by each side', () => {
    expect(deriveConversationID(wire(), 'bob')).toBe('C2Calice');
    expect(deriveConversationID(wire(), 'alice')).toBe('C2Cbob');
  });
  it('GROUP is the group whoever looks', () => {
    const g = wire({ conversationType: 'GROUP', to: 'g1' });
    expect(deriveConversationID(g, 'alice')).toBe('GROUPg1');
    expect(deriveConversationID(g, 'bob')).toBe('GROUPg1');
  });
  it('parses and rejects conversation IDs', () => {
    expect(parseConversationID('C2Cbob')).toEqual({ type: 'C2C', peerID: 'bob' });
    expect(parseConversationID('GROUPg1')).toEqual({ type: 'GROUP', peerID: 'g1' });
    expect(() => parseConversationID('C2C')).toThrow();
    expect(() => parseConversationID('xyz')).toThrow();
  });
});

describe('messageFromWire', () => {
  it('sets flow, status and conversationID for the viewer', () => {
    const inMsg = messageFromWire(wire(), 'bob');
    expect(inMsg).toMatchObject({ flow: 'in', status: 'success', conversationID: 'C2Calice', isRead: false });
    const outMsg = messageFromWire(wire(), 'alice');
    expect(outMsg).toMatchObject({ flow: 'out', conversationID: 'C2Cbob', isRead: true });
  });
  it('messageForShow summarises by type', () => {
    expect(messageForShow(messageFromWire(wire(), 'bob'))).toBe('hi');
    expect(messageForShow({ type: 'TIMImageElem', payload: {}, isRevoked: false })).toBe('[Image]');
    expect(messageForShow({ type: 'TIMTextElem', payload: { text: 'x' }, isRevoked: true })).toBe(
      '[revoked]',
    );
  });
});

describe('receipt state from the server', () => {
  const allRead = { readCount: 4, unreadCount: 0, isPeerRead: false };
  it('a history page brings the counts, so a reload shows what the pushes showed', () => {
    const m = messageFromWire(
      wire({ conversationType: 'GROUP', to: 'g1', readReceiptInfo: allRead }),
      'alice',
    );
    expect(m.readReceiptInfo).toEqual(allRead);
  });
  it('without counts (a push) starts at zero and keeps what it had on update', () => {
    const m = messageFromWire(wire(), 'alice');
    expect(m.readReceiptInfo).toEqual({ readCount: 0, unreadCount: 0, isPeerRead: false });
    m.readReceiptInfo = { readCount: 1, unreadCount: 3, isPeerRead: false };
    applyWire(m, wire({ version: 2, isModified: true }));
    expect(m.readReceiptInfo).toEqual({ readCount: 1, unreadCount: 3, isPeerRead: false });
    applyWire(m, wire({ version: 2, readReceiptInfo: allRead }));
    expect(m.readReceiptInfo).toEqual(allRead);
  });
  it('C2C peer read from the server sets isPeerRead and never clears it', () => {
    const read = { readCount: 1, unreadCount: 0, isPeerRead: true };
    const m = messageFromWire(wire({ readReceiptInfo: read }), 'alice');
    expect(m.isPeerRead).toBe(true);
    applyWire(m, wire({ readReceiptInfo: { readCount: 0, unreadCount: 1, isPeerRead: false } }));
    expect(m.isPeerRead).toBe(true);
  });
});

describe('message factory', () => {
  it('generates unique protocol-valid IDs', () => {
    const ids = new Set(
      Array.from({ length: 1000 }, () => generateMessageID('a-rather-long-user-id-1234567890')),
    );
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id.length).toBeGreaterThanOrEqual(8);
      expect(id.length).toBeLessThanOrEqual(64);
    }
  });
  it('builds an unSend outgoing message', () => {
    const m = buildOutgoing(
      { userID: 'alice' },
      'TIMTextElem',
      { to: 'g1', conversationType: 'GROUP', payload: {}, needReadReceipt: true, cloudCustomData: '{"a":1}' },
      { text: 'hello' },
      ['bob'],
    );
    expect(m).toMatchObject({
      conversationID: 'GROUPg1',
      status: 'unSend',
      flow: 'out',
      sequence: 0,
      from: 'alice',
      needReadReceipt: true,
      cloudCustomData: '{"a":1}',
      atUserList: ['bob'],
      payload: { text: 'hello' },
    });
  });
  it('refuses missing to or a bad conversationType', () => {
    expect(() =>
      buildOutgoing({ userID: 'a' }, 'TIMTextElem', { to: '', conversationType: 'C2C', payload: {} }, {}),
    ).toThrow();
    expect(() =>
      buildOutgoing(
        { userID: 'a' },
        'TIMTextElem',
        { to: 'b', conversationType: 'X' as 'C2C', payload: {} },
        {},
      ),
    ).toThrow();
  });
  it('abstracts of a merger are at most 10 lines', () => {
    const list = Array.from({ length: 12 }, (_, i) => messageFromWire(wire({ sequence: i + 1 }), 'bob'));
    const abs = defaultAbstracts(list);
    expect(abs).toHaveLength(10);
    expect(abs[0]).toBe('Alice: hi');
  });
});

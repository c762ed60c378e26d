import { describe, expect, it } from 'vitest';
import { callsAllowed, isCustomerServiceConversation } from './call-availability.ts';
import { callCandidates, checkSelection, findCandidate, MAX_INVITEES, shouldOffer } from './call-rules.ts';

const members = [
  { userID: '10011', nick: '李娜', avatar: '' },
  { userID: '10012', nick: '', avatar: 'a.png' },
  { userID: '100121', nick: '王伟', avatar: '' },
];

describe('group call selector', () => {
  it('lists every member but me, named by nick or ID', () => {
    const items = callCandidates(members, '10011');
    expect(items.map((i) => i.userID)).toEqual(['10012', '100121']);
    expect(items[0]).toEqual({ userID: '10012', conversationID: 'C2C10012', nick: '10012', avatar: 'a.png' });
  });

  it('search matches the exact userID only, else nothing (the whole list stays)', () => {
    const items = callCandidates(members, 'me');
    expect(findCandidate(items, ' 10012 ')?.userID).toBe('10012');
    expect(findCandidate(items, '1001')).toBeNull();
    expect(findCandidate(items, '李娜')).toBeNull();
  });

  it('refuses an empty selection and more than the mesh holds', () => {
    expect(checkSelection(0)).toBe('empty');
    expect(checkSelection(1)).toBe('ok');
    expect(checkSelection(MAX_INVITEES)).toBe('ok');
    expect(MAX_INVITEES).toBe(5);
    expect(checkSelection(MAX_INVITEES + 1)).toBe('tooMany');
  });
});

describe('shouldOffer', () => {
  it('picks exactly one side of every pair', () => {
    for (const [a, b] of [
      ['10011', '10012'],
      ['b', 'a'],
      ['10010', '100100'],
    ] as const) {
      expect(shouldOffer(a, b) !== shouldOffer(b, a)).toBe(true);
    }
  });
});

describe('call availability', () => {
  it('hides calls on customer-service and system conversations only', () => {
    expect(callsAllowed('C2Csystem_approval')).toBe(false);
    expect(isCustomerServiceConversation('C2C@customer_service_account')).toBe(true);
    expect(callsAllowed('C2C@customer_service_account')).toBe(false);
    expect(callsAllowed('C2C10011')).toBe(true);
    expect(callsAllowed('GROUP@customer_service')).toBe(true);
  });
});

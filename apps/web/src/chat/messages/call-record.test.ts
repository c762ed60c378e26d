import { describe, expect, it } from 'vitest';
import { parseCallRecord } from './call-record.ts';
import { callMessage, customMessage, makeMessage } from './test-utils.ts';

describe('parseCallRecord', () => {
  it('reads an invite as a started voice call', () => {
    expect(parseCallRecord(callMessage(1, { call_type: 1 }))).toEqual({
      kind: 'voice',
      outcome: 'started',
      inviteID: 'call-1',
      inviter: 'alice',
      inviteeList: ['bob'],
    });
  });

  it('reads a hang-up (invite with call_end) as ended with its duration', () => {
    expect(parseCallRecord(callMessage(1, { call_type: 2, call_end: 83 }))).toMatchObject({
      kind: 'video',
      outcome: 'ended',
      durationSeconds: 83,
    });
    expect(parseCallRecord(callMessage(1, { call_type: 1, call_end: 0 }))).toMatchObject({
      outcome: 'ended',
      durationSeconds: 0,
    });
  });

  it.each([
    [2, 'cancelled'],
    [3, 'accepted'],
    [4, 'rejected'],
    [5, 'timeout'],
  ] as const)('actionType %d is %s', (actionType, outcome) => {
    expect(parseCallRecord(callMessage(actionType))?.outcome).toBe(outcome);
  });

  it('reads a reject with line_busy as busy', () => {
    expect(parseCallRecord(callMessage(4, { call_type: 1, line_busy: 'line_busy' }))?.outcome).toBe('busy');
    expect(parseCallRecord(callMessage(4, { call_type: 1, data: { message: 'lineBusy' } }))?.outcome).toBe(
      'busy',
    );
  });

  it('accepts the inner data as an object and the older cmd field', () => {
    const message = customMessage({
      businessID: '1',
      actionType: 1,
      inviter: 'a',
      inviteeList: ['b', 'c'],
      groupID: 'g1',
      data: { data: { cmd: 'videoCall' } },
    });
    expect(parseCallRecord(message)).toEqual({
      kind: 'video',
      outcome: 'started',
      inviteID: '',
      inviter: 'a',
      inviteeList: ['b', 'c'],
      groupID: 'g1',
    });
  });

  it('is null for other messages and malformed signalling', () => {
    expect(parseCallRecord(makeMessage())).toBeNull();
    expect(parseCallRecord(customMessage({ businessID: 'order' }))).toBeNull();
    expect(parseCallRecord(customMessage({ businessID: 1, actionType: 0 }))).toBeNull();
    expect(parseCallRecord(customMessage('not json'))).toBeNull();
  });
});

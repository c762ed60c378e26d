import { describe, expect, it } from 'vitest';
import { parseCallRecord } from '../messages/call-record.ts';
import type { CallInfo, CallRecordSpec } from './call-machine.ts';
import { callRecordPayload } from './call-record-payload.ts';

const call: CallInfo = {
  callID: 'c9',
  kind: 'video',
  conversationID: 'C2Cbob',
  inviter: 'alice',
  invitees: ['bob'],
};

const asMessage = (payload: ReturnType<typeof callRecordPayload>) => ({
  type: 'TIMCustomElem' as const,
  payload: payload as unknown as Record<string, unknown>,
});

describe('callRecordPayload', () => {
  it.each([
    [
      { outcome: 'ended', durationSeconds: 83 },
      { outcome: 'ended', durationSeconds: 83 },
    ],
    [
      { outcome: 'ended', durationSeconds: 0 },
      { outcome: 'ended', durationSeconds: 0 },
    ],
    [{ outcome: 'cancelled', durationSeconds: 0 }, { outcome: 'cancelled' }],
    [{ outcome: 'rejected', durationSeconds: 0 }, { outcome: 'rejected' }],
    [{ outcome: 'busy', durationSeconds: 0 }, { outcome: 'busy' }],
    [{ outcome: 'timeout', durationSeconds: 0 }, { outcome: 'timeout' }],
  ] as [CallRecordSpec, object][])('writes %o so that the record renderer reads %o', (spec, expected) => {
    const record = parseCallRecord(asMessage(callRecordPayload(call, spec, 'text')));
    expect(record).toMatchObject({ kind: 'video', inviteID: 'c9', inviter: 'alice', ...expected });
  });

  it('marks voice calls with call_type 1 and group calls with their group', () => {
    const payload = callRecordPayload(
      { ...call, kind: 'voice', groupID: 'g1', invitees: ['bob', 'carol'] },
      { outcome: 'timeout', durationSeconds: 0 },
      '语音通话',
    );
    expect(JSON.parse(JSON.parse(payload.data).data)).toMatchObject({ call_type: 1 });
    expect(payload.description).toBe('语音通话');
    expect(parseCallRecord(asMessage(payload))).toMatchObject({
      kind: 'voice',
      groupID: 'g1',
      inviteeList: ['bob', 'carol'],
    });
  });
});

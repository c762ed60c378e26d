import { describe, expect, it } from 'vitest';
import { decodeSignal, encodeSignal } from './call-signal.ts';

describe('call signals', () => {
  it('round-trip with the call and the sending tab', () => {
    const invite = encodeSignal('c1', 'tab-a', {
      kind: 'invite',
      callType: 'video',
      inviter: 'alice',
      invitees: ['bob'],
    });
    expect(decodeSignal(invite)).toEqual({
      v: 1,
      app: 'renli-call',
      callID: 'c1',
      tab: 'tab-a',
      kind: 'invite',
      callType: 'video',
      inviter: 'alice',
      invitees: ['bob'],
    });
    const offer = encodeSignal('c1', 'tab-a', { kind: 'offer', toTab: 'tab-b', sdp: 'v=0' });
    expect(decodeSignal(offer)).toMatchObject({ kind: 'offer', toTab: 'tab-b', sdp: 'v=0' });
  });

  it.each([
    'not json',
    '{"kind":"accept"}',
    JSON.stringify({ v: 1, app: 'renli-call', callID: 'c', tab: 't', kind: 'dance' }),
    JSON.stringify({ v: 1, app: 'renli-call', callID: 'c', tab: 't', kind: 'offer', sdp: 'x' }),
    JSON.stringify({ v: 1, app: 'renli-call', callID: 'c', tab: 't', kind: 'ice', toTab: 'u' }),
    JSON.stringify({ v: 1, app: 'renli-call', callID: 'c', tab: 't', kind: 'invite', callType: 'fax' }),
    JSON.stringify({
      v: 1,
      app: 'renli-call',
      callID: 'c',
      tab: 't',
      kind: 'invite',
      callType: 'voice',
      inviter: 'a',
      invitees: [1],
    }),
  ])('refuses malformed or foreign data %#', (data) => {
    expect(decodeSignal(data)).toBeNull();
  });
});

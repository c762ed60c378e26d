import { describe, expect, it } from 'vitest';
import { type CallEvent, type CallInfo, type CallState, IDLE, reduce } from './call-machine.ts';

const c2c: CallInfo = {
  callID: 'c1',
  kind: 'video',
  conversationID: 'C2Cbob',
  inviter: 'alice',
  invitees: ['bob'],
};
const group: CallInfo = { ...c2c, conversationID: 'GROUPg1', groupID: 'g1', invitees: ['bob', 'carol'] };

/** Runs events from idle; returns the last state and every record written on the way. */
function run(events: CallEvent[]) {
  let state: CallState = IDLE;
  const records = [];
  for (const event of events) {
    const t = reduce(state, event);
    state = t.state;
    if (t.record) records.push(t.record);
  }
  return { state, records };
}

describe('caller (C2C)', () => {
  it('rings, connects, talks and records the duration once on hang-up', () => {
    const { state, records } = run([
      { type: 'dial', call: c2c },
      { type: 'peerAccepted', userID: 'bob' },
      { type: 'connected', now: 10_000 },
      { type: 'connected', now: 12_000 },
      { type: 'hangup', now: 93_400 },
    ]);
    expect(state).toMatchObject({ phase: 'ended', outcome: 'ended', durationSeconds: 83 });
    expect(records).toEqual([{ outcome: 'ended', durationSeconds: 83 }]);
  });

  it('goes outgoing -> connecting -> inCall', () => {
    let t = reduce(IDLE, { type: 'dial', call: c2c });
    expect(t.state.phase).toBe('outgoing');
    t = reduce(t.state, { type: 'peerAccepted', userID: 'bob' });
    expect(t.state).toMatchObject({ phase: 'connecting', joined: ['bob'] });
    t = reduce(t.state, { type: 'connected', now: 1 });
    expect(t.state).toMatchObject({ phase: 'inCall', connectedAt: 1 });
  });

  it('records the peer hanging up as ended too', () => {
    const { records } = run([
      { type: 'dial', call: c2c },
      { type: 'peerAccepted', userID: 'bob' },
      { type: 'connected', now: 0 },
      { type: 'peerLeft', userID: 'bob', now: 5_000, endsCall: false },
    ]);
    expect(records).toEqual([{ outcome: 'ended', durationSeconds: 5 }]);
  });

  it.each([
    [[{ type: 'hangup', now: 0 }], 'cancelled'],
    [[{ type: 'timeout' }], 'timeout'],
    [[{ type: 'peerRejected', userID: 'bob', busy: false }], 'rejected'],
    [[{ type: 'peerRejected', userID: 'bob', busy: true }], 'busy'],
  ] as [CallEvent[], string][])('an unanswered call ends %#: %s, duration 0', (events, outcome) => {
    const { state, records } = run([{ type: 'dial', call: c2c }, ...events]);
    expect(state.phase).toBe('ended');
    expect(records).toEqual([{ outcome, durationSeconds: 0 }]);
  });

  it('ignores a second dial or an invitation while busy (one call per tab)', () => {
    const busy = reduce(IDLE, { type: 'dial', call: c2c }).state;
    expect(reduce(busy, { type: 'dial', call: { ...c2c, callID: 'c2' } }).state).toBe(busy);
    expect(reduce(busy, { type: 'invited', call: { ...c2c, callID: 'c3' } }).state).toBe(busy);
  });

  it('ignores a late timeout once answered', () => {
    const answered = run([
      { type: 'dial', call: c2c },
      { type: 'peerAccepted', userID: 'bob' },
    ]).state;
    const t = reduce(answered, { type: 'timeout' });
    expect(t.state).toBe(answered);
    expect(t.record).toBeUndefined();
  });
});

describe('callee', () => {
  it('never writes the record: the inviter does', () => {
    const { state, records } = run([
      { type: 'invited', call: c2c },
      { type: 'accept' },
      { type: 'connected', now: 0 },
      { type: 'hangup', now: 3_000 },
    ]);
    expect(state).toMatchObject({ outcome: 'ended', durationSeconds: 3 });
    expect(records).toEqual([]);
  });

  it('declines', () => {
    expect(run([{ type: 'invited', call: c2c }, { type: 'decline' }]).state.outcome).toBe('rejected');
  });

  it('stops ringing when the caller cancels, or another tab of mine answered', () => {
    const cancelled = run([
      { type: 'invited', call: c2c },
      { type: 'peerLeft', userID: 'alice', now: 0, endsCall: true },
    ]);
    expect(cancelled.state.outcome).toBe('cancelled');
    const elsewhere = run([{ type: 'invited', call: c2c }, { type: 'elsewhere' }]);
    expect(elsewhere.state).toMatchObject({ phase: 'ended', outcome: 'elsewhere' });
    expect(elsewhere.records).toEqual([]);
  });

  it('starts with the inviter in the call and ends when the inviter leaves', () => {
    const ringing = reduce(IDLE, { type: 'invited', call: group }).state;
    expect(ringing.joined).toEqual(['alice']);
    const { state } = run([
      { type: 'invited', call: group },
      { type: 'peerAccepted', userID: 'carol' },
      { type: 'accept' },
      { type: 'connected', now: 0 },
      { type: 'peerLeft', userID: 'alice', now: 1_000, endsCall: true },
    ]);
    expect(state.outcome).toBe('ended');
  });
});

describe('group calls', () => {
  it('keep ringing while an invitee may still answer; all declined ends as rejected', () => {
    const one = run([
      { type: 'dial', call: group },
      { type: 'peerRejected', userID: 'bob', busy: false },
    ]);
    expect(one.state.phase).toBe('outgoing');
    const all = run([
      { type: 'dial', call: group },
      { type: 'peerRejected', userID: 'bob', busy: false },
      { type: 'peerRejected', userID: 'carol', busy: true },
    ]);
    expect(all.records).toEqual([{ outcome: 'rejected', durationSeconds: 0 }]);
  });

  it('go on while someone is left, and end when the last other person leaves', () => {
    const events: CallEvent[] = [
      { type: 'dial', call: group },
      { type: 'peerAccepted', userID: 'bob' },
      { type: 'peerAccepted', userID: 'carol' },
      { type: 'connected', now: 0 },
      { type: 'peerLeft', userID: 'bob', now: 1_000, endsCall: false },
    ];
    const midway = run(events);
    expect(midway.state).toMatchObject({ phase: 'inCall', joined: ['carol'] });
    const done = run([...events, { type: 'peerLeft', userID: 'carol', now: 7_000, endsCall: false }]);
    expect(done.records).toEqual([{ outcome: 'ended', durationSeconds: 7 }]);
  });
});

import type { CallKind } from '../messages/call-record.ts';

/**
 * The call controller as a pure state machine (one call at a time per tab):
 *
 *   idle -> outgoing (I dialled) | incoming (I am invited)
 *        -> connecting (someone accepted) -> inCall (media flows) -> ended -> idle
 *
 * Outcomes (docs/chat-ui.md): `ended` with its duration once answered; `rejected` (declined), `busy`
 * (the callee was in another call), `cancelled` (the caller hung up before an answer), `timeout` (no
 * answer within RING_TIMEOUT_MS), `elsewhere` (another tab of mine answered or declined: no record).
 *
 * Records: exactly one call-record message per call, written by the inviter's tab (the only party
 * that learns every outcome). `reduce` returns it in `record` on the transition that decides it.
 */
export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'connecting' | 'inCall' | 'ended';
export type CallEndOutcome = 'ended' | 'rejected' | 'busy' | 'cancelled' | 'timeout' | 'elsewhere';

/** The caller rings this long; the callee gives up a little later, should the caller have vanished. */
export const RING_TIMEOUT_MS = 30_000;
export const CALLEE_RING_TIMEOUT_MS = RING_TIMEOUT_MS + 5_000;

export interface CallInfo {
  callID: string;
  kind: CallKind;
  /** As this tab sees it: `C2C<peer>` or `GROUP<groupID>`. */
  conversationID: string;
  groupID?: string;
  inviter: string;
  invitees: string[];
}

export interface CallState {
  phase: CallPhase;
  call: CallInfo | null;
  /** Am I the inviter? */
  isCaller: boolean;
  /** Others in the call now (the inviter counts from the start), by userID. */
  joined: string[];
  /** Invitees who declined (group calls go on while someone may still answer). */
  declined: string[];
  /** When media first flowed (ms); the duration counts from here. */
  connectedAt: number | null;
  outcome: CallEndOutcome | null;
  durationSeconds: number;
}

export interface CallRecordSpec {
  outcome: Exclude<CallEndOutcome, 'elsewhere'>;
  durationSeconds: number;
}

export type CallEvent =
  | { type: 'dial'; call: CallInfo }
  | { type: 'invited'; call: CallInfo }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'peerAccepted'; userID: string }
  | { type: 'peerRejected'; userID: string; busy: boolean }
  | { type: 'connected'; now: number }
  | { type: 'hangup'; now: number }
  | { type: 'peerLeft'; userID: string; now: number; endsCall: boolean }
  | { type: 'timeout' }
  | { type: 'elsewhere' }
  | { type: 'reset' };

export const IDLE: CallState = {
  phase: 'idle',
  call: null,
  isCaller: false,
  joined: [],
  declined: [],
  connectedAt: null,
  outcome: null,
  durationSeconds: 0,
};

export interface Transition {
  state: CallState;
  /** The call-record message this tab must store now, if any. */
  record?: CallRecordSpec;
}

const elapsed = (state: CallState, now: number) =>
  state.connectedAt === null ? 0 : Math.max(0, Math.round((now - state.connectedAt) / 1000));

function end(state: CallState, outcome: CallEndOutcome, now?: number): Transition {
  const durationSeconds = outcome === 'ended' && now !== undefined ? elapsed(state, now) : 0;
  const next: CallState = { ...state, phase: 'ended', outcome, durationSeconds };
  if (!state.isCaller || outcome === 'elsewhere') return { state: next };
  return { state: next, record: { outcome, durationSeconds } };
}

const live = (phase: CallPhase) => phase === 'connecting' || phase === 'inCall';
const without = (list: string[], id: string) => list.filter((x) => x !== id);

/** Answered calls end as `ended` (with duration); unanswered ones as `cancelled`. */
const hungUp = (state: CallState, now: number) => end(state, live(state.phase) ? 'ended' : 'cancelled', now);

export function reduce(state: CallState, event: CallEvent): Transition {
  switch (event.type) {
    case 'dial':
      if (state.phase !== 'idle') return { state };
      return { state: { ...IDLE, phase: 'outgoing', call: event.call, isCaller: true } };
    case 'invited':
      if (state.phase !== 'idle') return { state };
      return { state: { ...IDLE, phase: 'incoming', call: event.call, joined: [event.call.inviter] } };
    case 'accept':
      return state.phase === 'incoming' ? { state: { ...state, phase: 'connecting' } } : { state };
    case 'decline':
      return state.phase === 'incoming' ? end(state, 'rejected') : { state };
    case 'peerAccepted': {
      if (state.phase === 'idle' || state.phase === 'ended') return { state };
      const joined = state.joined.includes(event.userID) ? state.joined : [...state.joined, event.userID];
      const phase = state.phase === 'outgoing' ? 'connecting' : state.phase;
      return { state: { ...state, phase, joined } };
    }
    case 'peerRejected': {
      if (state.phase === 'idle' || state.phase === 'ended' || !state.call) return { state };
      if (!state.call.groupID)
        return state.phase === 'outgoing' ? end(state, event.busy ? 'busy' : 'rejected') : { state };
      const declined = [...new Set([...state.declined, event.userID])];
      const next = { ...state, declined };
      // A group call ends unanswered once every invitee declined.
      const everyone = state.call.invitees.every((id) => declined.includes(id));
      return state.phase === 'outgoing' && everyone ? end(next, 'rejected') : { state: next };
    }
    case 'connected':
      if (!live(state.phase)) return { state };
      return { state: { ...state, phase: 'inCall', connectedAt: state.connectedAt ?? event.now } };
    case 'hangup':
      if (state.phase === 'incoming') return end(state, 'rejected');
      if (state.phase === 'outgoing' || live(state.phase)) return hungUp(state, event.now);
      return { state };
    case 'peerLeft': {
      if (state.phase === 'incoming') {
        // The inviter hung up (or gave up) before I answered.
        return event.endsCall ? end(state, 'cancelled') : { state };
      }
      if (!live(state.phase)) return { state };
      const next = { ...state, joined: without(state.joined, event.userID) };
      if (event.endsCall || next.joined.length === 0) return hungUp(next, event.now);
      return { state: next };
    }
    case 'timeout':
      return state.phase === 'outgoing' || state.phase === 'incoming' ? end(state, 'timeout') : { state };
    case 'elsewhere':
      return state.phase === 'incoming' ? end(state, 'elsewhere') : { state };
    case 'reset':
      return { state: IDLE };
  }
}

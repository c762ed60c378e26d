import type { CallKind } from '../messages/call-record.ts';
import { isObject, parseJson, readString } from '../messages/json.ts';

/**
 * The online-only signals of a call (SDK `sendSignal`, never stored). Every signal names its call and
 * the sending tab, so a user's several tabs tell themselves apart: the server also delivers a signal
 * to the sender's other devices ("answered elsewhere"), and offers, answers and candidates are meant
 * for the one tab (`toTab`) that took part.
 */
export type CallSignal =
  | { kind: 'invite'; callType: CallKind; inviter: string; invitees: string[]; groupID?: string }
  | { kind: 'accept' }
  | { kind: 'reject'; busy: boolean }
  /** I leave; `endsCall` when the inviter leaves (the call ends for everyone) or gives up ringing. */
  | { kind: 'hangup'; endsCall: boolean }
  | { kind: 'offer'; toTab: string; sdp: string }
  | { kind: 'answer'; toTab: string; sdp: string }
  | { kind: 'ice'; toTab: string; candidate: RTCIceCandidateInit };

export type SignalEnvelope = CallSignal & { v: 1; app: 'renli-call'; callID: string; tab: string };

export function encodeSignal(callID: string, tab: string, signal: CallSignal): string {
  return JSON.stringify({ v: 1, app: 'renli-call', callID, tab, ...signal });
}

const KINDS = new Set(['invite', 'accept', 'reject', 'hangup', 'offer', 'answer', 'ice']);

/** A call signal, or `null` for anything else or anything malformed (signals come from other clients). */
export function decodeSignal(data: string): SignalEnvelope | null {
  const value = parseJson(data);
  if (!isObject(value) || value.app !== 'renli-call' || value.v !== 1) return null;
  if (!readString(value.callID) || !readString(value.tab) || !KINDS.has(String(value.kind))) return null;
  const needsTab = value.kind === 'offer' || value.kind === 'answer' || value.kind === 'ice';
  if (needsTab && !readString(value.toTab)) return null;
  if ((value.kind === 'offer' || value.kind === 'answer') && typeof value.sdp !== 'string') return null;
  if (value.kind === 'ice' && !isObject(value.candidate)) return null;
  if (value.kind === 'invite') {
    if (value.callType !== 'voice' && value.callType !== 'video') return null;
    if (!Array.isArray(value.invitees) || !value.invitees.every((id) => typeof id === 'string')) return null;
    if (!readString(value.inviter)) return null;
  }
  return value as unknown as SignalEnvelope;
}

import type { Message } from '@renli/chat-sdk/browser';
import { isObject, type JsonObject, readNumber, readObject, readString } from './json.ts';

/**
 * Call signalling messages (docs/chat-ui.md, business id 1), in the shape Tencent TUICallKit writes and
 * the Renli calls module sends: a `TIMCustomElem` whose `payload.data` is
 *
 * ```json
 * {
 *   "businessID": 1,
 *   "inviteID": "call-7f3a",          // one id per call, shared by all its signals
 *   "inviter": "alice",               // userID of the caller
 *   "actionType": 1,                  // 1 invite (and hang-up), 2 cancel, 3 accept, 4 reject, 5 timeout
 *   "inviteeList": ["bob"],
 *   "groupID": "g1",                  // group calls only
 *   "timeout": 30,                    // seconds the invite rings
 *   "data": "{\"version\":4,\"call_type\":1,\"room_id\":123,\"call_end\":83}"
 * }
 * ```
 *
 * `data` is JSON text (an object is accepted too) with `call_type` 1 voice / 2 video; on hang-up the
 * caller sends actionType 1 again with `call_end` = the call's length in seconds; a callee who is in
 * another call rejects (actionType 4) with `line_busy` set. `payload.description` carries a plain
 * fallback text for clients that do not render call records.
 */
export const CALL_ACTIONS = { INVITE: 1, CANCEL: 2, ACCEPT: 3, REJECT: 4, TIMEOUT: 5 } as const;

export const CALL_TYPES = { VOICE: 1, VIDEO: 2 } as const;

export type CallKind = 'voice' | 'video';
export type CallOutcome = 'started' | 'cancelled' | 'accepted' | 'rejected' | 'timeout' | 'ended' | 'busy';

export interface CallRecord {
  kind: CallKind;
  outcome: CallOutcome;
  /** Seconds, for `ended` only. */
  durationSeconds?: number;
  inviteID: string;
  inviter: string;
  inviteeList: string[];
  /** Set for group calls. */
  groupID?: string;
}

const isCallBusinessID = (id: unknown) => id === 1 || id === '1';

function callKind(inner: JsonObject): CallKind {
  const type = readNumber(inner.call_type, 0);
  if (type === CALL_TYPES.VIDEO) return 'video';
  if (type === CALL_TYPES.VOICE) return 'voice';
  // Older TUICallKit versions only name the command in a nested object.
  const cmd = readString(readObject(inner.data)?.cmd);
  return cmd === 'videoCall' ? 'video' : 'voice';
}

function isBusy(inner: JsonObject): boolean {
  if (inner.line_busy !== undefined && inner.line_busy !== '' && inner.line_busy !== false) return true;
  return readString(readObject(inner.data)?.message) === 'lineBusy';
}

function outcomeOf(
  actionType: number,
  inner: JsonObject,
): Pick<CallRecord, 'outcome' | 'durationSeconds'> | null {
  switch (actionType) {
    case CALL_ACTIONS.INVITE: {
      const end = inner.call_end;
      if (end === undefined || end === null || end === '') return { outcome: 'started' };
      return { outcome: 'ended', durationSeconds: Math.max(0, Math.round(readNumber(end, 0))) };
    }
    case CALL_ACTIONS.CANCEL:
      return { outcome: 'cancelled' };
    case CALL_ACTIONS.ACCEPT:
      return { outcome: 'accepted' };
    case CALL_ACTIONS.REJECT:
      return { outcome: isBusy(inner) ? 'busy' : 'rejected' };
    case CALL_ACTIONS.TIMEOUT:
      return { outcome: 'timeout' };
    default:
      return null;
  }
}

/** The record from an already parsed custom `data` object, or `null` when it is not call signalling. */
export function callRecordFromData(data: JsonObject): CallRecord | null {
  if (!isCallBusinessID(data.businessID)) return null;
  const inner = readObject(data.data) ?? {};
  const outcome = outcomeOf(readNumber(data.actionType, 0), inner);
  if (!outcome) return null;
  const inviteeList = Array.isArray(data.inviteeList) ? data.inviteeList.map(readString).filter(Boolean) : [];
  const groupID = readString(data.groupID);
  return {
    kind: callKind(inner),
    ...outcome,
    inviteID: readString(data.inviteID),
    inviter: readString(data.inviter),
    inviteeList,
    ...(groupID ? { groupID } : {}),
  };
}

/** The call record a message carries, or `null` for any other message. */
export function parseCallRecord(message: Pick<Message, 'type' | 'payload'>): CallRecord | null {
  if (message.type !== 'TIMCustomElem') return null;
  const data = readObject(message.payload.data);
  return isObject(data) ? callRecordFromData(data) : null;
}

import { CALL_ACTIONS, CALL_TYPES, type CallKind } from '../messages/call-record.ts';
import type { CallInfo, CallRecordSpec } from './call-machine.ts';
import { RING_TIMEOUT_MS } from './call-machine.ts';

const ACTION_OF: Record<CallRecordSpec['outcome'], number> = {
  ended: CALL_ACTIONS.INVITE,
  cancelled: CALL_ACTIONS.CANCEL,
  rejected: CALL_ACTIONS.REJECT,
  busy: CALL_ACTIONS.REJECT,
  timeout: CALL_ACTIONS.TIMEOUT,
};

/**
 * The stored call-record message (a `TIMCustomElem`, business id 1) in the TUICallKit shape that
 * `messages/call-record.ts` reads: ended = actionType 1 with `call_end`, cancelled 2, declined 4 (busy
 * with `line_busy`), no answer 5. `description` is the plain text for clients without call records.
 */
export function callRecordPayload(call: CallInfo, spec: CallRecordSpec, description: string) {
  const inner: Record<string, unknown> = { version: 4, call_type: callTypeOf(call.kind) };
  if (spec.outcome === 'ended') inner.call_end = spec.durationSeconds;
  if (spec.outcome === 'busy') inner.line_busy = 'line_busy';
  const data = {
    businessID: 1,
    inviteID: call.callID,
    inviter: call.inviter,
    actionType: ACTION_OF[spec.outcome],
    inviteeList: call.invitees,
    ...(call.groupID ? { groupID: call.groupID } : {}),
    timeout: RING_TIMEOUT_MS / 1000,
    data: JSON.stringify(inner),
  };
  return { data: JSON.stringify(data), description, extension: '' };
}

/** docs/chat-ui.md: call types 1 voice, 2 video. */
export const callTypeOf = (kind: CallKind) => (kind === 'video' ? CALL_TYPES.VIDEO : CALL_TYPES.VOICE);

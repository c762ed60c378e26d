import type { Message } from '@renli/chat-sdk/browser';
import { CUSTOM_BUSINESS_IDS, MSG_TYPES } from '@renli/contracts/constants';
import { parseCallRecord } from './call-record.ts';
import { customParts } from './custom-payload.ts';

type Kind = Pick<Message, 'type' | 'payload'>;

/** Messages whose body is an uploaded file: they show upload progress and may be opened. */
export const MEDIA_TYPES: ReadonlySet<string> = new Set([
  MSG_TYPES.IMAGE,
  MSG_TYPES.SOUND,
  MSG_TYPES.VIDEO,
  MSG_TYPES.FILE,
]);

export const isMediaMessage = (message: Kind) => MEDIA_TYPES.has(message.type);

/** Call signalling (business id 1): shown as a call record, never quoted or given receipts. */
export const isCallRecord = (message: Kind) => parseCallRecord(message) !== null;

/**
 * Rows drawn centred without a bubble, avatar or menu: group tips and the group-creation notice
 * (a custom message the server writes when a group is created).
 */
export function isTipMessage(message: Kind): boolean {
  if (message.type === MSG_TYPES.GROUP_TIP) return true;
  return (
    message.type === MSG_TYPES.CUSTOM &&
    customParts(message.payload).businessID === CUSTOM_BUSINESS_IDS.GROUP_CREATE
  );
}

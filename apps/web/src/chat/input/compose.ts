import type { Message } from '@renli/chat-sdk/browser';
import { parseConversationID } from '@renli/contracts/constants';
import type { Language } from '../../lib/i18n.ts';
import { namesToKeys } from '../emoji/index.ts';
import { requireChat } from '../session/chat-client.ts';
import { sendCreated } from '../state/actions.ts';
import { touchMessages } from '../state/chat-store.ts';
import { replyData } from '../window/list-rules.ts';
import type { AttachmentKind } from './input-rules.ts';

export interface Attachment {
  id: string;
  kind: AttachmentKind;
  file: File;
}

export interface Draft {
  conversationID: string;
  text: string;
  attachments: readonly Attachment[];
  /** User IDs mentioned in the text (and `ChatSDK.TYPES.MSG_AT_ALL` for everyone). */
  atUserList: readonly string[];
  quote: { message: Message; abstract: string } | null;
}

/** Where a message to a conversation goes: its peer or group, and the conversation type. */
export function targetOf(conversationID: string) {
  const ref = parseConversationID(conversationID);
  if (!ref) throw new Error(`invalid conversationID ${conversationID}`);
  return { to: ref.peerID, conversationType: ref.type };
}

function textMessage(draft: Draft, text: string): Message {
  const chat = requireChat();
  const base = {
    ...targetOf(draft.conversationID),
    needReadReceipt: true,
    ...(draft.quote ? { cloudCustomData: replyData(draft.quote.message, draft.quote.abstract) } : {}),
  };
  return draft.atUserList.length > 0
    ? chat.createTextAtMessage({ ...base, payload: { text, atUserList: [...draft.atUserList] } })
    : chat.createTextMessage({ ...base, payload: { text } });
}

function mediaMessage(conversationID: string, a: Attachment): Message {
  const chat = requireChat();
  let created: Message | undefined;
  const options = {
    ...targetOf(conversationID),
    needReadReceipt: true,
    payload: { file: a.file },
    // The bubble's progress bar follows the upload.
    onProgress: () => {
      if (created) touchMessages([created]);
    },
  };
  created =
    a.kind === 'image'
      ? chat.createImageMessage(options)
      : a.kind === 'video'
        ? chat.createVideoMessage(options)
        : chat.createFileMessage(options);
  return created;
}

/**
 * Sends a draft: the text first (emoji names turned into keys, mentions and quote attached), then one
 * message per attachment, in order. Stops at the first failure and rethrows its error, so the caller
 * can toast it; messages already sent stay sent and the failed one shows its '!'.
 */
export async function sendDraft(draft: Draft, language: Language): Promise<void> {
  const text = namesToKeys(draft.text, language);
  if (text.trim()) await sendCreated(textMessage(draft, text));
  for (const attachment of draft.attachments)
    await sendCreated(mediaMessage(draft.conversationID, attachment));
}

/** Files picked with the toolbar's image, video and file buttons are sent at once, one message each. */
export async function sendFiles(
  conversationID: string,
  kind: AttachmentKind,
  files: readonly File[],
): Promise<void> {
  for (const file of files) await sendCreated(mediaMessage(conversationID, { id: file.name, kind, file }));
}

export const sendFace = (conversationID: string, face: { index: number; data: string }) =>
  sendCreated(requireChat().createFaceMessage({ ...targetOf(conversationID), payload: face }));

export const sendCustom = (
  conversationID: string,
  payload: { data: string; description?: string; extension?: string },
) => sendCreated(requireChat().createCustomMessage({ ...targetOf(conversationID), payload }));

import type { Conversation } from '@renli/chat-sdk/browser';
import type { TFunction } from 'i18next';
import { messageAbstract } from '../common/abstract.ts';
import { isTipMessage } from '../messages/index.ts';

/**
 * The conversation list's second line in the UI language: revoke notices, the message abstract, and
 * in groups the sender's name before it.
 */
export function previewText(c: Conversation, me: string, t: TFunction): string {
  const last = c.lastMessage;
  if (!last) return '';
  if (last.isRevoked) {
    return last.fromAccount === me
      ? t('chat:revoked.you')
      : t('chat:revoked.other', { name: last.nick || last.fromAccount });
  }
  const body = messageAbstract(last, t, last.messageForShow);
  if (c.type === 'GROUP' && !isTipMessage(last) && last.nick) return `${last.nick}: ${body}`;
  return body;
}

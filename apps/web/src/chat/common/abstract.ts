import type { Message } from '@renli/chat-sdk/browser';
import type { TFunction } from 'i18next';
import { chatCardFor } from '../../lib/chat-cards.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { keysToNames } from '../emoji/index.ts';
import { parseCustomPayload } from '../messages/custom-payload.ts';

/** i18n key of the bracketed label standing for a non-text message ("[Image]"...). */
const KIND_KEYS: Record<string, string> = {
  TIMImageElem: 'chat:kind.image',
  TIMSoundElem: 'chat:kind.audio',
  TIMVideoFileElem: 'chat:kind.video',
  TIMFileElem: 'chat:kind.file',
  TIMFaceElem: 'chat:kind.face',
  TIMLocationElem: 'chat:kind.location',
  TIMRelayElem: 'chat:kind.merger',
  TIMGroupTipElem: 'chat:kind.tip',
};

type Abstracted = Pick<Message, 'type' | 'payload'> & { nick?: string };

/**
 * A custom message in words: what its kind is about (a call, an order, a rating...), else the
 * sender's own description, never a bare "[custom message]".
 */
function customAbstract(m: Abstracted, t: TFunction): string {
  const content = parseCustomPayload(m.payload);
  switch (content.kind) {
    case 'call':
      return t(content.record.kind === 'video' ? 'chat:kind.videoCall' : 'chat:kind.voiceCall');
    case 'groupCreate':
      return m.nick ? t('chat:kind.groupCreatedBy', { name: m.nick }) : t('chat:kind.groupCreated');
    case 'evaluation':
      return t('chat:kind.evaluation');
    case 'order':
      return `${t('chat:kind.order')} ${content.title}`.trim();
    case 'service':
      return content.title || content.description || t('chat:kind.service');
    case 'textLink':
      return content.text || t('chat:kind.link');
    case 'featureCard':
      return chatCardFor(content.businessID)?.abstract(content.data, t) || content.description;
    default:
      return content.description || t('chat:kind.message');
  }
}

/**
 * One line standing for a message in the UI language: text with emoji keys as their names, media as
 * a bracketed label, custom messages by what they are. Used by the conversation list, quotes,
 * forwarding and search hits.
 */
export function messageAbstract(m: Abstracted, t: TFunction, fallback = ''): string {
  if (m.type === 'TIMTextElem') return keysToNames(String(m.payload.text ?? ''), currentLanguage());
  if (m.type === 'TIMCustomElem') return customAbstract(m, t);
  const key = KIND_KEYS[m.type];
  return key ? t(key) : fallback;
}

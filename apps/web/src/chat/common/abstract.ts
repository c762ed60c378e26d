import type { Message } from '@renli/chat-sdk/browser';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { keysToNames } from '../emoji/index.ts';

/** i18n key of the bracketed label standing for a non-text message ("[Image]"...). */
const KIND_KEYS: Record<string, string> = {
  TIMImageElem: 'chat:kind.image',
  TIMSoundElem: 'chat:kind.audio',
  TIMVideoFileElem: 'chat:kind.video',
  TIMFileElem: 'chat:kind.file',
  TIMFaceElem: 'chat:kind.face',
  TIMLocationElem: 'chat:kind.location',
  TIMRelayElem: 'chat:kind.merger',
  TIMCustomElem: 'chat:kind.custom',
  TIMGroupTipElem: 'chat:kind.tip',
};

/**
 * One line standing for a message in the UI language: text with emoji keys as their names, media as
 * a bracketed label. Used by the conversation list, quotes and forwarding.
 */
export function messageAbstract(m: Pick<Message, 'type' | 'payload'>, t: TFunction, fallback = ''): string {
  if (m.type === 'TIMTextElem') return keysToNames(String(m.payload.text ?? ''), currentLanguage());
  const key = KIND_KEYS[m.type];
  return key ? t(key) : fallback;
}

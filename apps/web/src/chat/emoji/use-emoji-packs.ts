import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/i18n.ts';
import { type EmojiPack, getEmojiPacks } from './data.ts';

/** The picker's packs in the UI language; re-renders when the language changes. */
export function useEmojiPacks(): readonly EmojiPack[] {
  const { i18n } = useTranslation();
  return getEmojiPacks(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

/** Public surface of the emoji module: data for the picker, text conversion, rendering. */

export { BASIC_EMOJI, REACTION_EMOJI, STICKER_PACKS } from './catalog.ts';
export {
  type EmojiSegment,
  emojiName,
  faceName,
  faceUrl,
  keysToNames,
  namesToKeys,
  splitEmoji,
} from './convert.ts';
export { BASIC_PACK_ID, type EmojiItem, type EmojiPack, getEmojiPacks, reactionUrl } from './data.ts';
export { EmojiText, type EmojiTextProps } from './EmojiText.tsx';
export { useEmojiPacks } from './use-emoji-packs.ts';

import { LANGUAGES, type Language, loadNamespaces, resources } from '../../lib/i18n.ts';
import { ASSET_URLS } from './assets.ts';
import { BASIC_EMOJI, basicKey, REACTION_EMOJI, STICKER_PACKS, stickerKey } from './catalog.ts';

/** docs/chat-ui.md, emoji item. `name` is the bracketed display name in one language. */
export interface EmojiItem {
  key: string;
  name: string;
  type: 'basic' | 'big' | 'custom';
  url: string;
}

export interface EmojiPack {
  /** 0 for the basic emoji; 1, 2, 3 for the big packs (the face message `index`). */
  index: number;
  /** Stable id of the pack; its tab title is `chat-toolbar:packs.<id>`. */
  id: string;
  type: 'basic' | 'big';
  items: readonly EmojiItem[];
}

interface NameTable {
  emoji: Record<string, string>;
  stickers: Record<string, string>;
}

/**
 * Emoji names convert in every language at once (a pasted `[Smile]` in a Chinese UI) and this module
 * caches its tables on first use: the chat loads every language's names before it renders.
 */
export const loadEmojiNames = () =>
  Promise.all(LANGUAGES.map((lang) => loadNamespaces(lang, ['chat-toolbar'])));

/**
 * Names are read from the bundled locale resources (`chat-toolbar:emoji.*`, `stickers.*`) rather than
 * through `t`: conversion must know every language at once (a pasted English name in a Chinese UI
 * still converts) and stays a pure function of its arguments.
 */
function namesOf(lang: Language): NameTable {
  const table = resources[lang]?.['chat-toolbar'] as Partial<NameTable> | undefined;
  return { emoji: table?.emoji ?? {}, stickers: table?.stickers ?? {} };
}

export const BASIC_PACK_ID = 'basic';

const urlOf = (icon: string) => {
  const url = ASSET_URLS.get(icon);
  // A missing file is a build mistake (run sync-assets.mjs), not something to paper over at run time.
  if (!url) throw new Error(`emoji artwork missing: assets/${icon}.svg`);
  return url;
};

/** Variation selectors (the U+FE0F of "❤️") do not change which emoji is meant: some clients omit them. */
const bare = (emoji: string) => emoji.replace(/\uFE0F/g, '');
const REACTION_ICONS = new Map(REACTION_EMOJI.map(([emoji, icon]) => [bare(emoji), icon]));

/** Artwork of a unicode emoji reaction of the quick set; undefined for any other (shown as text). */
export function reactionUrl(emoji: string): string | undefined {
  const icon = REACTION_ICONS.get(bare(emoji));
  return icon ? urlOf(icon) : undefined;
}

const bracket = (name: string) => `[${name}]`;

function buildPacks(lang: Language): readonly EmojiPack[] {
  const names = namesOf(lang);
  const basic: EmojiPack = {
    index: 0,
    id: BASIC_PACK_ID,
    type: 'basic',
    items: BASIC_EMOJI.map(([id, icon]) => ({
      key: basicKey(id),
      name: bracket(names.emoji[id] ?? id),
      type: 'basic',
      url: urlOf(icon),
    })),
  };
  const big = STICKER_PACKS.map(
    (pack): EmojiPack => ({
      index: pack.index,
      id: pack.id,
      type: 'big',
      items: pack.stickers.map(([id, icon]) => {
        const key = stickerKey(pack, id);
        return { key, name: bracket(names.stickers[key] ?? id), type: 'big', url: urlOf(icon) };
      }),
    }),
  );
  return [basic, ...big];
}

const cache = new Map<Language, readonly EmojiPack[]>();

/** The picker's packs with names in `lang`: basic first, then the big packs in index order. */
export function getEmojiPacks(lang: Language): readonly EmojiPack[] {
  let packs = cache.get(lang);
  if (!packs) {
    packs = buildPacks(lang);
    cache.set(lang, packs);
  }
  return packs;
}

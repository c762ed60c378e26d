import { describe, expect, it } from 'vitest';
import { resources } from '../../lib/i18n.ts';
import { ASSET_URLS } from './assets.ts';
import { BASIC_EMOJI, REACTION_EMOJI, STICKER_PACKS } from './catalog.ts';
import { getEmojiPacks, reactionUrl } from './data.ts';

/** The shipped files' contents, to prove each URL points at real SVG artwork. */
const svgSources = import.meta.glob<string>('./assets/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const shipped = new Map(
  Object.entries(svgSources).map(([path, source]) => [/([^/]+)\.svg$/.exec(path)![1]!, source]),
);

const usedIcons = () =>
  [...BASIC_EMOJI, ...REACTION_EMOJI, ...STICKER_PACKS.flatMap((p) => p.stickers)].map(([, icon]) => icon);

describe('emoji catalogue', () => {
  it('has 62 basic emoji and big packs of 18, 16 and 17 stickers (docs/chat-ui.md)', () => {
    const packs = getEmojiPacks('zh-CN');
    expect(packs.map((p) => [p.index, p.type, p.items.length])).toEqual([
      [0, 'basic', 62],
      [1, 'big', 18],
      [2, 'big', 16],
      [3, 'big', 17],
    ]);
    expect(packs[0]!.items.every((i) => i.type === 'basic')).toBe(true);
    expect(packs.slice(1).every((p) => p.items.every((i) => i.type === 'big'))).toBe(true);
  });

  it('gives every emoji and sticker a unique, ASCII, language-independent key', () => {
    const keys = getEmojiPacks('zh-CN').flatMap((p) => p.items.map((i) => i.key));
    expect(new Set(keys).size).toBe(62 + 18 + 16 + 17);
    expect(keys.every((k) => /^[\x21-\x7e]+$/.test(k))).toBe(true);
    expect(getEmojiPacks('en').flatMap((p) => p.items.map((i) => i.key))).toEqual(keys);
    for (const item of getEmojiPacks('en')[0]!.items) expect(item.key).toMatch(/^\[Renli_[A-Za-z0-9]+\]$/);
  });

  it('names every item in both languages, bracketed and unique within a language', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const items = getEmojiPacks(lang).flatMap((p) => p.items);
      const names = items.map((i) => i.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^\[[^[\]]{1,30}\]$/);
    }
    expect(getEmojiPacks('zh-CN')[0]!.items[0]).toMatchObject({ key: '[Renli_Smile]', name: '[微笑]' });
    expect(getEmojiPacks('en')[0]!.items[0]).toMatchObject({ key: '[Renli_Smile]', name: '[Smile]' });
  });

  it('has a translation for every entry and no stray ones in either locale file', () => {
    const ids = BASIC_EMOJI.map(([id]) => id).sort();
    const stickers = STICKER_PACKS.flatMap((p) => p.stickers.map(([id]) => `${p.id}-${id}`)).sort();
    for (const lang of ['zh-CN', 'en']) {
      const table = resources[lang]!['chat-toolbar'] as Record<'emoji' | 'stickers', object>;
      expect(Object.keys(table.emoji).sort()).toEqual(ids);
      expect(Object.keys(table.stickers).sort()).toEqual(stickers);
    }
  });

  it('never lets a name in one language mean another emoji in the other', () => {
    const owner = new Map<string, string>();
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const item of getEmojiPacks(lang)[0]!.items) {
        expect(owner.get(item.name) ?? item.key).toBe(item.key);
        owner.set(item.name, item.key);
      }
    }
  });

  it('points every URL at a shipped SVG file, and ships no unused file', () => {
    for (const item of getEmojiPacks('en').flatMap((p) => p.items)) {
      const icon = [...ASSET_URLS].find(([, url]) => url === item.url)?.[0];
      expect(icon, item.key).toBeDefined();
      expect(item.url).toMatch(new RegExp(`/${icon}\\.svg`));
      expect(shipped.get(icon!)).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=.*<\/svg>\s*$/s,
      );
    }
    expect([...shipped.keys()].sort()).toEqual([...new Set(usedIcons())].sort());
    expect([...ASSET_URLS.keys()].sort()).toEqual([...shipped.keys()].sort());
  });

  it('draws the six quick reactions with shipped artwork, with or without a variation selector', () => {
    expect(REACTION_EMOJI.map(([emoji]) => emoji)).toEqual(['👍', '❤️', '😂', '😮', '😢', '🎉']);
    for (const [emoji, icon] of REACTION_EMOJI) expect(reactionUrl(emoji)).toBe(ASSET_URLS.get(icon));
    expect(reactionUrl('\u2764')).toBe(ASSET_URLS.get('red-heart')); // "❤" without U+FE0F
    expect(reactionUrl('🦄')).toBeUndefined(); // not in the set: the system's emoji font draws it
  });

  it('keeps the artwork small enough to load a whole pack at once', () => {
    const bytes = [...shipped.values()].reduce((sum, s) => sum + s.length, 0);
    expect(bytes).toBeLessThan(250_000);
    for (const [icon, source] of shipped) expect(source.length, icon).toBeLessThan(12_000);
  });
});

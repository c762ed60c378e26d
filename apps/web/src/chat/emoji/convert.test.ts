import { describe, expect, it } from 'vitest';
import { faceName, faceUrl, keysToNames, namesToKeys, splitEmoji } from './convert.ts';
import { getEmojiPacks } from './data.ts';

const url = (key: string) => getEmojiPacks('en')[0]!.items.find((i) => i.key === key)!.url;

describe('namesToKeys', () => {
  it('converts Chinese and English names, adjacent or mixed with text', () => {
    expect(namesToKeys('你好[微笑][大笑]!')).toBe('你好[Renli_Smile][Renli_Laugh]!');
    expect(namesToKeys('Hi [Smile] and [Broken Heart]')).toBe('Hi [Renli_Smile] and [Renli_BrokenHeart]');
    expect(namesToKeys('[微笑][Smile]')).toBe('[Renli_Smile][Renli_Smile]');
  });

  it('converts names of both languages whatever the editor language', () => {
    expect(namesToKeys('[微笑][Smile]', 'en')).toBe('[Renli_Smile][Renli_Smile]');
    expect(namesToKeys('[Like][赞]', 'zh-CN')).toBe('[Renli_Like][Renli_Like]');
  });

  it('leaves unknown brackets, keys, half brackets and case variants alone', () => {
    const text = '[hello] [Renli_Smile] [微笑 [smile] 微笑] [] [[微笑]]';
    expect(namesToKeys(text)).toBe('[hello] [Renli_Smile] [微笑 [smile] 微笑] [] [[Renli_Smile]]');
  });

  it('keeps markup as plain characters', () => {
    expect(namesToKeys('<script>alert(1)</script>[微笑]')).toBe('<script>alert(1)</script>[Renli_Smile]');
  });
});

describe('keysToNames', () => {
  it('shows keys as names in the requested language', () => {
    const sent = '好的[Renli_Ok][Renli_Like] see you [Renli_Bye]';
    expect(keysToNames(sent, 'zh-CN')).toBe('好的[好的][赞] see you [再见]');
    expect(keysToNames(sent, 'en')).toBe('好的[OK][Like] see you [Bye]');
  });

  it('leaves names and unknown keys untouched', () => {
    expect(keysToNames('[Renli_Nope][微笑][Smile]', 'en')).toBe('[Renli_Nope][微笑][Smile]');
  });

  it('round-trips every emoji in both languages', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const items = getEmojiPacks(lang)[0]!.items;
      const typed = `a${items.map((i) => i.name).join('')}b [x] <b>c</b>`;
      const sent = namesToKeys(typed, lang);
      expect(sent).toBe(`a${items.map((i) => i.key).join('')}b [x] <b>c</b>`);
      expect(keysToNames(sent, lang)).toBe(typed);
      // A Chinese sender's message reads in English for an English reader, and back.
      const other = lang === 'en' ? 'zh-CN' : 'en';
      expect(namesToKeys(keysToNames(sent, other))).toBe(sent);
    }
  });
});

describe('splitEmoji', () => {
  it('splits text and emoji, merging text runs and keeping adjacent emoji apart', () => {
    expect(splitEmoji('hi [Renli_Smile][Renli_Heart] [what] ok', 'en')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoji', key: '[Renli_Smile]', name: '[Smile]', url: url('[Renli_Smile]') },
      { type: 'emoji', key: '[Renli_Heart]', name: '[Heart]', url: url('[Renli_Heart]') },
      { type: 'text', text: ' [what] ok' },
    ]);
  });

  it('names emoji in the requested language', () => {
    expect(splitEmoji('[Renli_Smile]', 'zh-CN')).toEqual([
      { type: 'emoji', key: '[Renli_Smile]', name: '[微笑]', url: url('[Renli_Smile]') },
    ]);
  });

  it('returns plain text, including markup and display names, as one text segment', () => {
    const text = '<script>alert("x")</script> [微笑] [Renli_] [Renli_smile]';
    expect(splitEmoji(text, 'en')).toEqual([{ type: 'text', text }]);
    expect(splitEmoji('', 'en')).toEqual([]);
  });
});

describe('faceUrl', () => {
  it('finds a sticker by pack index and key', () => {
    const packs = getEmojiPacks('en');
    for (const pack of packs.slice(1)) {
      for (const item of pack.items) expect(faceUrl(pack.index, item.key)).toBe(item.url);
    }
    expect(faceName(1, 'pets-cat', 'zh-CN')).toBe('[猫咪]');
    expect(faceName(1, 'pets-cat', 'en')).toBe('[Cat]');
  });

  it('is undefined for an unknown pack, a key of another pack or a basic emoji', () => {
    expect(faceUrl(0, '[Renli_Smile]')).toBeUndefined();
    expect(faceUrl(4, 'pets-cat')).toBeUndefined();
    expect(faceUrl(2, 'pets-cat')).toBeUndefined();
    expect(faceUrl(1, 'nope')).toBeUndefined();
    expect(faceName(3, 'nope', 'en')).toBeUndefined();
  });
});

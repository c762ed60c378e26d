import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { ACCEPT, acceptsFile, extensionOrder, PHRASE_KEYS, partitionFiles } from './toolbar-rules.ts';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('file pickers (docs/chat-ui.md)', () => {
  it('accepts gif, jpeg, jpg, png, bmp and webp images only', () => {
    expect(ACCEPT.image).toBe('.gif,.jpeg,.jpg,.png,.bmp,.webp');
    for (const name of ['a.gif', 'a.jpeg', 'a.JPG', 'a.png', 'a.bmp', 'a.webp']) {
      expect(acceptsFile('image', file(name)), name).toBe(true);
    }
    expect(acceptsFile('image', file('photo', 'image/jpeg'))).toBe(true);
    expect(acceptsFile('image', file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(acceptsFile('image', file('a.tiff', 'image/tiff'))).toBe(false);
    expect(acceptsFile('image', file('a.png.exe'))).toBe(false);
  });

  it('accepts any video, and any file in the file picker', () => {
    expect(ACCEPT.video).toBe('video/*');
    expect(acceptsFile('video', file('clip.bin', 'video/x-custom'))).toBe(true);
    expect(acceptsFile('video', file('clip.mkv'))).toBe(true);
    expect(acceptsFile('video', file('a.png', 'image/png'))).toBe(false);
    expect(ACCEPT.file).toBeUndefined();
    expect(acceptsFile('file', file('anything'))).toBe(true);
  });

  it('splits a selection into accepted and rejected files, keeping order', () => {
    const files = [file('a.png'), file('b.pdf'), file('c.gif')];
    const { accepted, rejected } = partitionFiles('image', files);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'c.gif']);
    expect(rejected.map((f) => f.name)).toEqual(['b.pdf']);
  });
});

describe('extensionOrder', () => {
  it('puts search last on desktop', () => {
    expect(extensionOrder({ mobile: false, calls: true, search: true })).toEqual([
      'voice',
      'video',
      'search',
    ]);
  });

  it('puts search first on mobile', () => {
    expect(extensionOrder({ mobile: true, calls: true, search: true })).toEqual(['search', 'voice', 'video']);
  });

  it('hides calls or search when they do not apply', () => {
    expect(extensionOrder({ mobile: false, calls: false, search: true })).toEqual(['search']);
    expect(extensionOrder({ mobile: false, calls: true, search: false })).toEqual(['voice', 'video']);
    expect(extensionOrder({ mobile: true, calls: false, search: false })).toEqual([]);
  });
});

describe('quick phrases', () => {
  it('has nine distinct phrases, Chinese first and translated to English', () => {
    expect(PHRASE_KEYS).toHaveLength(9);
    for (const lang of ['zh-CN', 'en']) {
      const t = i18n.getFixedT(lang, 'chat-toolbar');
      const texts = PHRASE_KEYS.map((key) => t(`phrases.${key}`));
      expect(new Set(texts).size).toBe(9);
      for (const [i, text] of texts.entries()) expect(text).not.toBe(`phrases.${PHRASE_KEYS[i]}`);
      if (lang === 'zh-CN') for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PRESET_FACES } from './presets.ts';
import {
  AVATAR_COLORS,
  AVATAR_SIZE,
  avatarText,
  colorFor,
  defaultFace,
  randomPresetFor,
  resolveAvatar,
} from './resolve-avatar.ts';

const face = (key: string) => ({ kind: 'image', src: PRESET_FACES[key] });

describe('preset faces', () => {
  it('bundles male1..male10, female1..female10 and company, each a distinct image', () => {
    const keys = [
      ...Array.from({ length: 10 }, (_, i) => `male${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `female${i + 1}`),
      'company',
    ];
    expect(Object.keys(PRESET_FACES).sort()).toEqual([...keys].sort());
    expect(new Set(Object.values(PRESET_FACES)).size).toBe(21);
  });
});

describe('resolveAvatar', () => {
  it('gives a logged-in user without a picture the default face of their kind', () => {
    expect(resolveAvatar({ loggedIn: true, userType: 2, name: '仁力科技' })).toEqual(face('company'));
    expect(resolveAvatar({ loggedIn: true, userType: 1, sex: 1 })).toEqual(face('male1'));
    expect(resolveAvatar({ loggedIn: true, userType: 1, sex: null })).toEqual(face('male1'));
    expect(resolveAvatar({ loggedIn: true, userType: 3, sex: 2 })).toEqual(face('female1'));
    expect(resolveAvatar({ loggedIn: true, value: '   ', sex: 2 })).toEqual(face('female1'));
  });

  it('uses a hex colour value as background with the last two characters of the name', () => {
    for (const value of ['#abc', '#1677FF', '#1677ff80']) {
      expect(resolveAvatar({ value, name: '欧阳娜娜', loggedIn: true })).toEqual({
        kind: 'color',
        background: value,
        text: '娜娜',
      });
    }
  });

  it('does not take near-colours for colours', () => {
    for (const value of ['#ab', '#abcd', '#12345', '#1234567', 'abc', '#ggg']) {
      expect(resolveAvatar({ value, name: 'x' }).kind).toBe('image');
    }
  });

  it('picks a colour of the ten for a visitor without a picture', () => {
    const view = resolveAvatar({ name: 'Alice Wang', loggedIn: false });
    expect(view.kind).toBe('color');
    if (view.kind !== 'color') return;
    expect(AVATAR_COLORS).toContain(view.background);
    expect(view.text).toBe('ng');
    expect(resolveAvatar({ name: 'Alice Wang' })).toEqual(view);
  });

  it('spreads names over the colours', () => {
    const names = [
      '张三',
      '李四',
      '王五',
      '赵六',
      '孙七',
      '周八',
      '吴九',
      '郑十',
      'Tom',
      'Ann',
      'Bob',
      'Eve',
    ];
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(new Set(names.map(colorFor)).size).toBeGreaterThan(3);
  });

  it('maps preset keys to the bundled images', () => {
    expect(resolveAvatar({ value: 'male7' })).toEqual(face('male7'));
    expect(resolveAvatar({ value: 'female10' })).toEqual(face('female10'));
    expect(resolveAvatar({ value: 'company', userType: 1 })).toEqual(face('company'));
    expect(resolveAvatar({ value: 'male11' })).toEqual({ kind: 'image', src: 'male11' });
  });

  it('shows a picture URL as is', () => {
    expect(resolveAvatar({ value: '/files/a.png', loggedIn: false })).toEqual({
      kind: 'image',
      src: '/files/a.png',
    });
  });

  it('falls back to the default face when the picture failed to load', () => {
    expect(resolveAvatar({ value: '/files/broken.png', failed: true, sex: 2 })).toEqual(face('female1'));
    expect(resolveAvatar({ value: '/files/broken.png', failed: true, userType: 2 })).toEqual(face('company'));
    expect(resolveAvatar({ value: 'male3', failed: true })).toEqual(face('male1'));
  });
});

describe('avatarText', () => {
  it('keeps the last two characters, whole code points, trimmed', () => {
    expect(avatarText('张三丰')).toBe('三丰');
    expect(avatarText('李')).toBe('李');
    expect(avatarText(' Lee ')).toBe('ee');
    expect(avatarText('小𠮷')).toBe('小𠮷');
    expect(avatarText(null)).toBe('');
  });

  it('refuses a name that is not text', () => {
    expect(() => avatarText(42)).toThrow(TypeError);
  });
});

describe('randomPresetFor', () => {
  it('picks one of the first ten faces of the matching sex', () => {
    expect(randomPresetFor(2, () => 0)).toBe('female1');
    expect(randomPresetFor(2, () => 0.999999)).toBe('female10');
    expect(randomPresetFor(1, () => 0.45)).toBe('male5');
    expect(randomPresetFor(null, () => 0)).toBe('male1');
    const seen = new Set(Array.from({ length: 400 }, () => randomPresetFor(2)));
    for (const key of seen) expect(key).toMatch(/^female([1-9]|10)$/);
    expect(seen.size).toBeGreaterThan(5);
  });

  it('is consistent with defaultFace for kinds and sexes', () => {
    expect(defaultFace(2, 2)).toBe('company');
    expect(defaultFace(1, 2)).toBe('female1');
  });

  it('declares the sizes of docs/architecture.md', () => {
    expect(AVATAR_SIZE).toEqual({ default: 36, platform: 98, chooser: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { containsSensitiveWord, foldForScreening } from './sensitive-words.ts';

const WORDS = ['代开发票', 'BadWord'];

describe('sensitive-word screening (issue 14, item 10)', () => {
  it('folds hidden and look-alike characters away', () => {
    expect(foldForScreening('代\u200b开\u200d发\ufeff票')).toBe('代开发票');
    expect(foldForScreening('ＢＡＤ word')).toBe('badword');
    expect(foldForScreening('代-开.发 票')).toBe('代开发票');
  });

  it('finds a word however it is disguised, and nothing in ordinary text', () => {
    for (const disguised of [
      '代\u200b开发票',
      '可以代 开 发 票吗',
      'this is a ｂａｄ\u00adword',
      'B\ufe0fadWord',
    ]) {
      expect(containsSensitiveWord(disguised, WORDS), disguised).toBe(true);
    }
    expect(containsSensitiveWord('请开具增值税发票', WORDS)).toBe(false);
    expect(containsSensitiveWord('anything', [])).toBe(false);
  });
});

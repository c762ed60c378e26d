import { describe, expect, it } from 'vitest';
import { isPinyinQuery, matchesPinyin, pinyinKeysOf } from './pinyin.ts';

describe('pinyin keys of a name', () => {
  it('spells each character and takes the first letters', () => {
    expect(pinyinKeysOf('张三')).toEqual({ syllables: ['zhang', 'san'], initials: 'zs' });
    expect(pinyinKeysOf('孙浩然')).toEqual({ syllables: ['sun', 'hao', 'ran'], initials: 'shr' });
  });

  it('reads surnames with their surname sound', () => {
    expect(pinyinKeysOf('单田芳').initials).toBe('stf');
    expect(pinyinKeysOf('曾小贤').syllables[0]).toBe('zeng');
  });

  it('keeps Latin words whole', () => {
    expect(pinyinKeysOf('Alice 王')).toEqual({ syllables: ['alice', 'wang'], initials: 'aw' });
  });
});

describe('matching a query to a name', () => {
  it('finds 张三 by its initials, in part too', () => {
    expect(matchesPinyin('张三', 'zs')).toBe(true);
    expect(matchesPinyin('张三', 'ZS')).toBe(true);
    expect(matchesPinyin('张三', 's')).toBe(true);
    expect(matchesPinyin('张三', 'sz')).toBe(false);
    expect(matchesPinyin('张伟', 'zs')).toBe(false);
  });

  it('finds a name by its syllables from the start of any of them', () => {
    expect(matchesPinyin('张三', 'zhangsan')).toBe(true);
    expect(matchesPinyin('张三', 'zhang san')).toBe(true);
    expect(matchesPinyin('张三', 'zhangs')).toBe(true);
    expect(matchesPinyin('张三', 'san')).toBe(true);
    expect(matchesPinyin('张三', 'angsan')).toBe(false);
    expect(matchesPinyin('孙浩然', 'haoran')).toBe(true);
  });

  it('matches nothing with an empty query', () => {
    expect(matchesPinyin('张三', ' ')).toBe(false);
  });
});

describe('which queries may be pinyin', () => {
  it('takes Latin letters and spaces only', () => {
    expect(isPinyinQuery('zs')).toBe(true);
    expect(isPinyinQuery(' zhang san ')).toBe(true);
    expect(isPinyinQuery('张三')).toBe(false);
    expect(isPinyinQuery('1370')).toBe(false);
    expect(isPinyinQuery('a1')).toBe(false);
  });
});

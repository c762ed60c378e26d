import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkZipExpansion } from './zip-bounds.ts';

const MB = 1024 * 1024;

describe('checkZipExpansion', () => {
  it('passes an archive that inflates within the bound', () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'.repeat(1000)), 'b.xml': new Uint8Array(MB) });
    expect(checkZipExpansion(zip, 2 * MB)).toBe('ok');
  });

  it('stops a bomb whose entries together inflate past the bound (issue 14, item 2)', () => {
    // 3 × 4 MB of zeros deflate to about 12 KB: a ratio of 1000, as in a real bomb.
    const entry = new Uint8Array(4 * MB);
    const bomb = zipSync({ a: entry, b: entry, c: entry }, { level: 1 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(checkZipExpansion(bomb, 10 * MB)).toBe('tooLarge');
    expect(checkZipExpansion(bomb, 13 * MB)).toBe('ok');
  });

  it('tells bytes that are no zip', () => {
    expect(checkZipExpansion(strToU8('name,mobile\n张三,13800000000'), MB)).toBe('notZip');
  });
});

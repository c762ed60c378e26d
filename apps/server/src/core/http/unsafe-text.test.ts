import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text.ts';

describe('findUnsafeText', () => {
  it('passes ordinary text, emoji (surrogate pairs), tabs and line breaks', () => {
    expect(findUnsafeText({ name: '张三 👋', note: 'a\tb\r\nc', tags: ['x', 1, null, true] })).toBeNull();
  });

  it('names the field holding a NUL or a lone surrogate, however deep', () => {
    expect(findUnsafeText({ staffName: 'a\u0000b' })).toEqual({ path: 'staffName', reason: 'nul' });
    expect(findUnsafeText({ list: [{ ok: 'y' }, { text: 'x\ud800' }] })).toEqual({
      path: 'list.1.text',
      reason: 'surrogate',
    });
    expect(findUnsafeText({ a: '\udc00 alone' })).toEqual({ path: 'a', reason: 'surrogate' });
    expect(findUnsafeText('\u0000')).toEqual({ path: '', reason: 'nul' });
  });

  it('checks object keys too, and refuses a body nested deeper than any form', () => {
    expect(findUnsafeText({ 'bad\u0000key': 1 })).toEqual({ path: 'bad?key', reason: 'nul' });
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep)?.reason).toBe('tooDeep');
  });
});

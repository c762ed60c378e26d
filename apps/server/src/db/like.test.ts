import { describe, expect, it } from 'vitest';
import { containing, escapeLike } from './like.ts';

describe('LIKE patterns from user text', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('张伟')).toBe('张伟');
  });

  it('wraps the escaped text for a contains match', () => {
    expect(containing('a_b')).toBe('%a\\_b%');
  });
});

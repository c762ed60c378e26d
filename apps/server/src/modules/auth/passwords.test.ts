import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('salts every hash and verifies only the right secret', async () => {
    const a = await hashPassword('e10adc3949ba59abbe56e057f20f883e');
    const b = await hashPassword('e10adc3949ba59abbe56e057f20f883e');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('e10adc3949ba59abbe56e057f20f883e', a)).toBe(true);
    expect(await verifyPassword('e10adc3949ba59abbe56e057f20f883f', a)).toBe(false);
    expect(await verifyPassword('anything', 'md5$plain')).toBe(false);
  });
});

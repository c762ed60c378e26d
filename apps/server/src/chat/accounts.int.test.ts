import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/schema.ts';
import { registerAccount } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { chatAccounts } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountOf = async (userId: number) =>
  (
    await t.deps.db
      .select()
      .from(chatAccounts)
      .where(eq(chatAccounts.userId, String(userId)))
  )[0];

describe('chat accounts of platform users', () => {
  it('are created at registration with the profile name', async () => {
    const userId = await registerAccount(t, {
      loginCode: 'chen.jing@example.com',
      userType: 1,
      userName: '陈静',
    });
    expect(await accountOf(userId)).toMatchObject({ nick: '陈静', faceUrl: '' });
  });

  it('follow later profile changes of name and avatar', async () => {
    const userId = await registerAccount(t, { loginCode: '13811112222', userType: 1, userName: '王芳' });
    await t.deps.db
      .update(users)
      .set({ userName: '王芳芳', userFace: 'female3' })
      .where(eq(users.id, userId));
    await t.deps.events.emit('user.profileChanged', { userId });
    expect(await accountOf(userId)).toMatchObject({ nick: '王芳芳', faceUrl: 'female3' });
  });
});

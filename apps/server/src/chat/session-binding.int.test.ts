import { ChatCode, type UserSig } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.ts';
import { users } from '../modules/auth/schema.ts';
import { revokeUserSessions } from '../modules/auth/sessions.ts';
import { md5 } from '../test/accounts.ts';
import { connect, refusal, type TestClient } from './test-client.ts';
import { type ChatTestServer, startChatServer } from './testing.ts';

const PASSWORD = 'Secret#2026';
let server: ChatTestServer;
let counter = 0;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const res = await server.app.inject({
    method,
    url,
    headers: { lang: 'en', ...(token ? { access_token: token } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number; data: T } };
};

/** A person's login, signed in through the HTTP API, with the userSig of that session. */
async function signIn(loginCode: string) {
  const login = await call<{ access_token: string }>('POST', '/anon/generateToken', undefined, {
    userLoginCode: loginCode,
    password: md5(PASSWORD),
  });
  expect(login.status).toBe(200);
  const token = login.body.data.access_token;
  const sig = (await call<UserSig>('GET', '/userSig/getUserSig', token)).body.data;
  return { token, user: { userID: sig.userID, userSig: sig.userSig } };
}

async function newPerson() {
  counter += 1;
  const loginCode = `binding-${counter}@renli.test`;
  await server.deps.db.insert(users).values({
    loginCode,
    email: loginCode,
    passwordHash: await hashPassword(md5(PASSWORD)),
    userType: 1,
    userName: `Binding ${counter}`,
  });
  return loginCode;
}

/** Resolves with the `kicked` reason once the server closed the socket. */
const kicked = (client: TestClient) =>
  new Promise<string>((resolve) => {
    client.socket.once('disconnect', () => {
      const push = client.pushes.find((p) => p.type === 'kicked');
      resolve((push?.data as { reason?: string } | undefined)?.reason ?? 'no kicked push');
    });
  });

describe('chat follows the login session (issue 14, item 3)', () => {
  it('closes the socket of a session that logs out, refuses its userSig, and spares other sessions', async () => {
    const loginCode = await newPerson();
    const phone = await signIn(loginCode);
    const desktop = await signIn(loginCode);
    const phoneClient = await connect(server.url, phone.user);
    const desktopClient = await connect(server.url, desktop.user);

    const ended = kicked(phoneClient);
    expect((await call('GET', '/invalidToken', phone.token)).status).toBe(200);
    expect(await ended).toBe('userSigExpired');
    const again = await refusal(server.url, { ...phone.user, SDKAppID: server.sdkAppID, lang: 'en' });
    expect(again).toEqual({
      code: ChatCode.SIG_EXPIRED,
      message: 'Your login has ended (signed out, password changed or account closed); log in again',
    });
    // The desktop's session goes on.
    expect((await desktopClient.rpc('sync', {})).code).toBe(0);
    desktopClient.close();
  });

  it('closes every socket of the login when its password changes', async () => {
    const loginCode = await newPerson();
    const a = await signIn(loginCode);
    const b = await signIn(loginCode);
    const clients = [await connect(server.url, a.user), await connect(server.url, b.user)];
    const ended = clients.map(kicked);
    const changed = await call('POST', '/userMember/updatePassWord', a.token, {
      oldPassword: md5(PASSWORD),
      newPassword: md5('Another#2026'),
    });
    expect(changed.status).toBe(200);
    expect(await Promise.all(ended)).toEqual(['userSigExpired', 'userSigExpired']);
    expect((await refusal(server.url, { ...b.user, SDKAppID: server.sdkAppID })).code).toBe(
      ChatCode.SIG_EXPIRED,
    );
  });

  it('closes sockets whatever revokes the session (closed login, removed staff, closed company)', async () => {
    const loginCode = await newPerson();
    const session = await signIn(loginCode);
    const client = await connect(server.url, session.user);
    const ended = kicked(client);
    await server.deps.db.transaction((tx) => revokeUserSessions(tx, Number(session.user.userID)));
    expect(await ended).toBe('userSigExpired');
  });

  it('refuses a session userSig presented for chat uploads after the session ended', async () => {
    const loginCode = await newPerson();
    const session = await signIn(loginCode);
    await call('GET', '/invalidToken', session.token);
    const answer = await server.upload(session.user, new Uint8Array([1, 2, 3]), 'a.txt');
    expect(answer.status).toBe(401);
  });
});

import { ALLOW_TYPES, ChatCode, GENDERS } from '@renli/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserProfiles, updateUserProfile } from '../../modules/auth/profiles.ts';
import { importChatAccounts } from '../accounts.ts';
import { relationTestServer, sendText } from './fixtures.ts';

const fixture = relationTestServer();
const { open } = fixture;
const announced: number[] = [];
beforeAll(() => {
  fixture.server.deps.events.on('user.profileChanged', async ({ userId }) => {
    announced.push(userId);
  });
});

describe('profiles', () => {
  it('reads profiles with defaults, leaving unknown IDs out', async () => {
    const a = await fixture.server.createUser('Alice');
    const b = await fixture.server.createUser('Bob');
    const client = await open(a);
    const { profileList } = await client.ok('getUserProfile', { userIDList: [b.userID, 'ghost', a.userID] });
    expect(profileList).toEqual([
      {
        userID: b.userID,
        nick: 'Bob',
        avatar: '',
        gender: GENDERS.UNKNOWN,
        selfSignature: '',
        allowType: ALLOW_TYPES.NEED_CONFIRM,
      },
      expect.objectContaining({ userID: a.userID, nick: 'Alice' }),
    ]);
  });

  it('updates my profile, tells my other devices and whoever has me in their list, nobody else', async () => {
    const [me, friend, listed] = [
      await fixture.server.createUser('Me'),
      await fixture.server.createUser(),
      await fixture.server.createUser(),
    ];
    const laptop = await open(me);
    const phone = await open(me);
    const friendClient = await open(friend);
    const listedClient = await open(listed);
    for (const c of [friendClient, listedClient])
      await c.ok('updateMyProfile', { allowType: ALLOW_TYPES.ALLOW_ANY });
    await laptop.ok('addFriend', { to: friend.userID });
    // I list `listed` but they do not list me: my profile is none of their business.
    await laptop.ok('addFriend', { to: listed.userID, type: 'Add_Type_Single' });

    const { profile } = await laptop.ok('updateMyProfile', {
      selfSignature: '你好 world',
      gender: GENDERS.FEMALE,
      allowType: ALLOW_TYPES.DENY_ANY,
    });
    expect(profile).toMatchObject({
      userID: me.userID,
      nick: 'Me',
      selfSignature: '你好 world',
      gender: GENDERS.FEMALE,
      allowType: ALLOW_TYPES.DENY_ANY,
    });
    for (const c of [laptop, phone, friendClient]) {
      await c.waitFor((x) => x.pushesOf('profileChanged').some((p) => p.userID === me.userID));
      expect(c.pushesOf('profileChanged').find((p) => p.userID === me.userID)).toEqual(profile);
    }
    expect(listedClient.pushesOf('profileChanged').filter((p) => p.userID === me.userID)).toEqual([]);
    // The new allowType refuses friend requests.
    expect((await listedClient.rpc('addFriend', { to: me.userID })).code).toBe(ChatCode.PEER_DENIES_ALL);
  });

  it('a platform user’s nick and avatar are their platform name and picture', async () => {
    const user = await fixture.server.createUser('Before');
    const client = await open(user);
    const { profile } = await client.ok('updateMyProfile', {
      nick: '  After  ',
      avatar: 'https://x.test/a.png',
    });
    expect(profile).toMatchObject({ nick: 'After', avatar: 'https://x.test/a.png' });
    const [platform] = await findUserProfiles(fixture.server.deps.db, [Number(user.userID)]);
    expect(platform).toMatchObject({ userName: 'After', userFace: 'https://x.test/a.png' });
    expect(announced).toContain(Number(user.userID));

    await client.ok('updateMyProfile', { avatar: '' });
    const [cleared] = await findUserProfiles(fixture.server.deps.db, [Number(user.userID)]);
    expect(cleared?.userFace).toBe('');
    // A signature alone is the chat's own: no platform change announced.
    const before = announced.length;
    await client.ok('updateMyProfile', { selfSignature: 'hi' });
    expect(announced.length).toBe(before);
  });

  it('an imported account keeps its profile in the chat only', async () => {
    await importChatAccounts(fixture.server.deps.db, [{ userID: 'ext-7', nick: 'External', faceUrl: '' }]);
    const client = await open({ userID: 'ext-7', userSig: fixture.server.sign('ext-7') });
    const before = announced.length;
    const { profile } = await client.ok('updateMyProfile', { nick: 'Renamed', avatar: 'male3' });
    expect(profile).toMatchObject({ userID: 'ext-7', nick: 'Renamed', avatar: 'male3' });
    expect(announced.length).toBe(before);
  });

  it('validates every field with a translated message', async () => {
    const user = await fixture.server.createUser();
    const zh = await open(user);
    const en = await open(user, 'en');
    expect(await en.rpc('updateMyProfile', { nick: '   ' })).toMatchObject({
      code: ChatCode.INVALID_PARAMS,
      message: 'The nickname must be 1 to 30 characters long',
    });
    expect((await zh.rpc('updateMyProfile', { nick: '名'.repeat(31) })).message).toBe('昵称须为 1-30 个字符');
    await zh.ok('updateMyProfile', { nick: '名'.repeat(30) });
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.test/a.png']) {
      expect((await zh.rpc('updateMyProfile', { avatar })).code).toBe(ChatCode.INVALID_PARAMS);
    }
    for (const avatar of ['#3b6ef5', 'female2', '/files/abc.png', 'http://x.test/a.jpg']) {
      await zh.ok('updateMyProfile', { avatar });
    }
    expect((await en.rpc('updateMyProfile', { selfSignature: '签'.repeat(251) })).message).toBe(
      'selfSignature must not exceed 500 bytes (Chinese and other wide characters count as 2)',
    );
    const gender = await en.rpc('updateMyProfile', { gender: 'Gender_Type_Robot' as 'Gender_Type_Male' });
    expect(gender.code).toBe(ChatCode.INVALID_PARAMS);
    expect(gender.message).toMatch(/^Invalid parameter: gender/);
  });

  it('announces a change made elsewhere in the platform to the user’s friends', async () => {
    const me = await fixture.person({ name: '周敏' });
    const friend = await fixture.person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    await me.client.ok('addFriend', { to: friend.id, type: 'Add_Type_Both' });
    await updateUserProfile(fixture.server.deps.db, Number(me.id), {
      userName: '周敏（人事）',
      userFace: 'female2',
    });
    await fixture.server.deps.events.emit('user.profileChanged', { userId: Number(me.id) });
    await friend.client.waitFor((c) => c.pushesOf('profileChanged').some((p) => p.nick === '周敏（人事）'));
    expect(friend.client.pushesOf('profileChanged').at(-1)).toMatchObject({
      userID: me.id,
      avatar: 'female2',
    });
  });
});

describe('the nick and avatar snapshot of sent messages', () => {
  const sentNick = async (client: Awaited<ReturnType<typeof fixture.person>>['client'], to: string) => {
    const sent = await sendText(client, to);
    expect(sent.code).toBe(0);
    return (sent.data as { message: { nick: string } } | undefined)?.message.nick;
  };

  it('follows a rename at once on the same node, whichever way the account changed', async () => {
    const me = await fixture.person({ name: 'Before' });
    const peer = await fixture.person({ allowType: ALLOW_TYPES.ALLOW_ANY });
    expect(await sentNick(me.client, peer.id)).toBe('Before');
    await me.client.ok('updateMyProfile', { nick: 'After' });
    expect(await sentNick(me.client, peer.id)).toBe('After');
    // A platform rename (HR profile) reaches the chat through user.profileChanged.
    await updateUserProfile(fixture.server.deps.db, Number(me.id), { userName: 'Platform' });
    await fixture.server.deps.events.emit('user.profileChanged', { userId: Number(me.id) });
    expect(await sentNick(me.client, peer.id)).toBe('Platform');
    await importChatAccounts(fixture.server.deps.db, [{ userID: me.id, nick: 'Imported', faceUrl: '' }]);
    expect(await sentNick(me.client, peer.id)).toBe('Imported');
  });
});

import { describe, expect, it } from 'vitest';
import {
  byRank,
  checkGroupName,
  createPayload,
  groupAbilities,
  isMutedUntil,
  joinOutcome,
  MUTE_SECONDS,
  mayActOn,
  maySendMessage,
  muteSeconds,
  noticeTooLong,
  previewCount,
  showsGroupID,
} from './group-rules.ts';

const group = (type: string, memberCount = 3) => ({ type, memberCount });

describe('groupAbilities (docs/chat-ui.md)', () => {
  it('lets the owner dissolve every type but never quit', () => {
    for (const type of ['Work', 'Public', 'Meeting', 'AVChatRoom', 'Community']) {
      const a = groupAbilities(group(type), 'Owner');
      expect(a.dissolve).toBe(true);
      expect(a.quit).toBe(false);
      expect(a.editProfile).toBe(true);
    }
  });

  it('offers transfer only to the owner of a non-Work, non-live group with more than one member', () => {
    expect(groupAbilities(group('Public'), 'Owner').transfer).toBe(true);
    expect(groupAbilities(group('Public', 1), 'Owner').transfer).toBe(false);
    expect(groupAbilities(group('Work'), 'Owner').transfer).toBe(false);
    expect(groupAbilities(group('AVChatRoom'), 'Owner').transfer).toBe(false);
    expect(groupAbilities(group('Public'), 'Admin').transfer).toBe(false);
  });

  it('opens the admin page only for owner or admin in a non-Work group', () => {
    expect(groupAbilities(group('Public'), 'Owner').adminPage).toBe(true);
    expect(groupAbilities(group('Meeting'), 'Admin').adminPage).toBe(true);
    expect(groupAbilities(group('Work'), 'Owner').adminPage).toBe(false);
    expect(groupAbilities(group('Public'), 'Member').adminPage).toBe(false);
  });

  it('lets admins edit the profile except in Work, members never', () => {
    expect(groupAbilities(group('Public'), 'Admin').editProfile).toBe(true);
    expect(groupAbilities(group('Work'), 'Admin').editProfile).toBe(false);
    expect(groupAbilities(group('Public'), 'Member').editProfile).toBe(false);
  });

  it('hides add-member for Work and live rooms, delete-member for everyone but the owner', () => {
    expect(groupAbilities(group('Work'), 'Owner').addMember).toBe(false);
    expect(groupAbilities(group('AVChatRoom'), 'Owner').addMember).toBe(false);
    expect(groupAbilities(group('Public'), 'Admin').addMember).toBe(true);
    expect(groupAbilities(group('Public'), 'Member').addMember).toBe(false);
    expect(groupAbilities(group('Public'), 'Owner').deleteMember).toBe(true);
    expect(groupAbilities(group('AVChatRoom'), 'Owner').deleteMember).toBe(false);
    expect(groupAbilities(group('Public'), 'Admin').deleteMember).toBe(false);
  });

  it('lets admins and members quit, edits the join option only in Public groups', () => {
    expect(groupAbilities(group('Work'), 'Member').quit).toBe(true);
    expect(groupAbilities(group('Public'), 'Admin').quit).toBe(true);
    expect(groupAbilities(group('Public'), '').quit).toBe(false);
    expect(groupAbilities(group('Public'), 'Admin').editJoinOption).toBe(true);
    expect(groupAbilities(group('Meeting'), 'Owner').editJoinOption).toBe(false);
    expect(groupAbilities(group('Public'), 'Member').editJoinOption).toBe(false);
  });

  it('lets only the owner manage admins, and not in Work', () => {
    expect(groupAbilities(group('Public'), 'Owner').setAdmin).toBe(true);
    expect(groupAbilities(group('Work'), 'Owner').setAdmin).toBe(false);
    expect(groupAbilities(group('Public'), 'Admin').setAdmin).toBe(false);
  });
});

describe('previewCount (docs/chat-ui.md)', () => {
  it('shows 3, plus 1 if not Work, plus 1 if not owner', () => {
    expect(previewCount('Work', 'Owner')).toBe(3);
    expect(previewCount('Public', 'Owner')).toBe(4);
    expect(previewCount('Work', 'Member')).toBe(4);
    expect(previewCount('Public', 'Admin')).toBe(5);
  });
});

describe('name and notice (docs/chat-ui.md)', () => {
  it('refuses an empty name always and checks the pattern only when strict', () => {
    expect(checkGroupName('   ', false)).toBe('empty');
    expect(checkGroupName('a', false)).toBeNull();
    expect(checkGroupName('a', true)).toBe('pattern');
    expect(checkGroupName('产品 团队', true)).toBe('pattern');
    expect(checkGroupName('产品_团队2', true)).toBeNull();
    expect(checkGroupName('x'.repeat(21), true)).toBe('pattern');
  });

  it('allows 150 characters of notice, counted by code point', () => {
    expect(noticeTooLong('公'.repeat(150))).toBe(false);
    expect(noticeTooLong('公'.repeat(151))).toBe(true);
    expect(noticeTooLong('😀'.repeat(150))).toBe(false);
  });
});

describe('mutes and profiles', () => {
  it('mutes for 30 days or lifts with 0', () => {
    expect(MUTE_SECONDS).toBe(2592000);
    expect(muteSeconds(true)).toBe(2592000);
    expect(muteSeconds(false)).toBe(0);
    expect(isMutedUntil(200, 100)).toBe(true);
    expect(isMutedUntil(100, 100)).toBe(false);
  });

  it('offers send message to friends, or to anyone outside official mode', () => {
    expect(maySendMessage(true, true)).toBe(true);
    expect(maySendMessage(false, true)).toBe(false);
    expect(maySendMessage(false, false)).toBe(true);
  });

  it('lets admins act on plain members only, nobody on the owner or themselves', () => {
    const member = { role: 'Member', userID: 'm' };
    const admin = { role: 'Admin', userID: 'a' };
    const owner = { role: 'Owner', userID: 'o' };
    expect(mayActOn('Owner', 'o', member)).toBe(true);
    expect(mayActOn('Owner', 'o', admin)).toBe(true);
    expect(mayActOn('Owner', 'o', owner)).toBe(false);
    expect(mayActOn('Admin', 'a', member)).toBe(true);
    expect(mayActOn('Admin', 'a2', admin)).toBe(false);
    expect(mayActOn('Admin', 'a', admin)).toBe(false);
  });

  it('orders members owner, admins, members', () => {
    const list = [
      { role: 'Member', userID: '1' },
      { role: 'Admin', userID: '2' },
      { role: 'Owner', userID: '3' },
    ];
    expect(byRank(list).map((m) => m.userID)).toEqual(['3', '2', '1']);
  });
});

describe('joinOutcome (docs/chat-ui.md)', () => {
  it('maps the three join answers', () => {
    expect(joinOutcome('JoinedSuccess')).toBe('joined');
    expect(joinOutcome('WaitAdminApproval')).toBe('waiting');
    expect(joinOutcome('AlreadyInGroup')).toBe('already');
  });
});

describe('createPayload (docs/chat-ui.md)', () => {
  const form = {
    name: ' 产品组 ',
    type: 'Public',
    groupID: ' team_1 ',
    avatar: '',
    memberIDs: ['a', 'b', 'a'],
  };

  it('trims, drops duplicates and an empty avatar, never supports topics', () => {
    expect(createPayload(form)).toEqual({
      name: '产品组',
      type: 'Public',
      groupID: 'team_1',
      memberList: [{ userID: 'a' }, { userID: 'b' }],
      isSupportTopic: false,
    });
  });

  it('removes the group ID for Community and the members for live rooms', () => {
    expect(createPayload({ ...form, type: 'Community' })).not.toHaveProperty('groupID');
    expect(createPayload({ ...form, type: 'AVChatRoom' }).memberList).toEqual([]);
    expect(createPayload({ ...form, groupID: '  ' })).not.toHaveProperty('groupID');
    expect(createPayload({ ...form, avatar: 'male2' }).avatar).toBe('male2');
  });
});

describe('group ID', () => {
  it('is shown where others join by it, hidden for Work groups nobody outside can find', () => {
    expect(['Work', 'Public', 'Meeting', 'AVChatRoom', 'Community'].map(showsGroupID)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

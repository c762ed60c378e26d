import type { Group } from '@renli/chat-sdk/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { groupAbilities } from './group-rules.ts';
import { ManageMain } from './ManageMain.tsx';
import type { GroupMember } from './use-group-members.ts';

const member = (i: number, role = 'Member'): GroupMember => ({
  userID: `u${i}`,
  nick: `成员${i}`,
  avatar: '',
  role,
  nameCard: '',
  muteUntil: 0,
  joinTime: 0,
});
const members = [member(0, 'Owner'), ...Array.from({ length: 8 }, (_, i) => member(i + 1))];

const group = (type: string, role: string): Group => ({
  groupID: 'team',
  name: '产品组',
  type,
  avatar: '',
  introduction: '',
  notification: '周五团建',
  ownerID: 'u0',
  memberCount: members.length,
  maxMemberCount: 2000,
  joinOption: 'NeedPermission',
  muteAllMembers: false,
  isSupportTopic: false,
  createTime: 0,
  selfInfo: { role, muteUntil: 0, joinTime: 0, nameCard: '' },
});

beforeAll(installBrowserStubs);
beforeEach(() => setLanguage('zh-CN'));
afterEach(cleanup);

function show(type: string, role: string) {
  const g = group(type, role);
  render(
    <ManageMain
      group={g}
      role={role}
      abilities={groupAbilities(g, role)}
      members={members}
      onPage={vi.fn()}
      onMember={vi.fn()}
      onAction={vi.fn()}
    />,
  );
}

const has = (name: string) => screen.queryByRole('button', { name }) !== null;
const memberTiles = () => document.querySelectorAll('.rl-group-tile:not(.is-action)').length;

describe('ManageMain visibility by role and type (docs/chat-ui.md)', () => {
  it('owner of a Public group: 4 member tiles, add and remove, admin page, transfer and dissolve', () => {
    show('Public', 'Owner');
    expect(memberTiles()).toBe(4);
    expect(has('添加成员')).toBe(true);
    expect(has('移除成员')).toBe(true);
    expect(screen.getByText('管理员、禁言设置')).toBeTruthy();
    expect(has('转让群主')).toBe(true);
    expect(has('解散群聊')).toBe(true);
    expect(has('退出群聊')).toBe(false);
    expect(has('修改')).toBe(true);
  });

  it('owner of a Work group: 3 tiles, no add, no admin page, no transfer', () => {
    show('Work', 'Owner');
    expect(memberTiles()).toBe(3);
    expect(has('添加成员')).toBe(false);
    expect(has('移除成员')).toBe(true);
    expect(screen.queryByText('管理员、禁言设置')).toBeNull();
    expect(has('转让群主')).toBe(false);
  });

  it('admin of a Public group: 5 tiles with add, admin page, quit, no dissolve', () => {
    show('Public', 'Admin');
    expect(memberTiles()).toBe(5);
    expect(has('添加成员')).toBe(true);
    expect(has('移除成员')).toBe(false);
    expect(screen.getByText('管理员、禁言设置')).toBeTruthy();
    expect(has('退出群聊')).toBe(true);
    expect(has('解散群聊')).toBe(false);
  });

  it('plain member: no editing, no admin page, read-only join option, quit only', () => {
    show('Public', 'Member');
    expect(memberTiles()).toBe(5);
    expect(has('添加成员')).toBe(false);
    expect(has('修改')).toBe(false);
    expect(screen.queryByText('管理员、禁言设置')).toBeNull();
    expect((screen.getByRole('button', { name: '加群方式' }) as HTMLButtonElement).disabled).toBe(true);
    expect(has('退出群聊')).toBe(true);
    expect(has('转让群主')).toBe(false);
  });
});

import type { Group } from '@renli/chat-sdk/browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { ContactSearch } from './ContactSearch.tsx';
import type { FoundContact } from './contacts-actions.ts';
import { contactsStore } from './contacts-store.ts';
import { friendOf, profile } from './test-data.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  chatStore.setState({ ...initialChatState(), me: profile('10003', '李雷') });
  contactsStore.setState({ friends: [] });
});
afterEach(cleanup);

const group = { groupID: 'g1', name: '研发群', avatar: '', memberCount: 3 } as Group;

function setup(result: FoundContact) {
  const props = {
    find: vi.fn(async () => result),
    onShowingChange: vi.fn(),
    onOpen: vi.fn(),
    onAddFriend: vi.fn(),
    onJoinGroup: vi.fn(),
    onEnterGroup: vi.fn(),
  };
  render(<ContactSearch {...props} />);
  return props;
}

const input = () => screen.getByRole('searchbox', { name: '按 ID 添加好友或群聊' });
async function search(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form') as HTMLFormElement);
}

describe('ContactSearch', () => {
  it('finds a user by ID and offers to add them', async () => {
    const props = setup({ user: profile('10004', '韩梅梅'), group: null });
    await search(' 10004 ');
    expect(props.find).toHaveBeenCalledWith('10004');
    await screen.findByTestId('contact-user-card');
    expect(screen.getByText('韩梅梅')).toBeTruthy();
    expect(screen.getByText('群聊不存在')).toBeTruthy();
    expect(props.onShowingChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: '添加好友' }));
    expect(props.onAddFriend).toHaveBeenCalledWith(expect.objectContaining({ userID: '10004' }));
  });

  it('offers the profile instead of add for someone already in my list, and nothing for myself', async () => {
    contactsStore.setState({ friends: [friendOf('10004', '韩梅梅')] });
    setup({ user: profile('10004', '韩梅梅'), group: null });
    await search('10004');
    await screen.findByRole('button', { name: '查看资料' });
    expect(screen.queryByRole('button', { name: '添加好友' })).toBeNull();
    cleanup();
    setup({ user: profile('10003', '李雷'), group: null });
    await search('10003');
    await screen.findByText('这是你自己');
    expect(screen.queryByRole('button', { name: '添加好友' })).toBeNull();
  });

  it('finds a group and offers to apply to join', async () => {
    const props = setup({ user: null, group });
    await search('g1');
    await screen.findByTestId('contact-group-card');
    expect(screen.getByText('用户不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请加群' }));
    expect(props.onJoinGroup).toHaveBeenCalledWith('g1');
  });

  it('says neither exists and leaves the list in place when the ID names nothing', async () => {
    const props = setup({ user: null, group: null });
    await search('nobody');
    await screen.findByText('用户不存在');
    expect(screen.getByText('群聊不存在')).toBeTruthy();
    expect(screen.queryByTestId('contact-user-card')).toBeNull();
    expect(props.onShowingChange).toHaveBeenLastCalledWith(false);
    expect(props.onShowingChange).not.toHaveBeenCalledWith(true);
  });

  it('cancel clears the text and the results, restoring the list', async () => {
    const props = setup({ user: profile('10004', '韩梅梅'), group: null });
    await search('10004');
    await screen.findByTestId('contact-user-card');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(input()).toHaveProperty('value', '');
    expect(screen.queryByTestId('contact-user-card')).toBeNull();
    expect(props.onShowingChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores an empty search', async () => {
    const props = setup({ user: null, group: null });
    await search('   ');
    expect(props.find).not.toHaveBeenCalled();
  });
});

import { ChatSDK } from '@renli/chat-sdk/browser';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { ContactsPanel } from './ContactsPanel.tsx';
import { registerContactSection } from './contact-sections.ts';
import * as actions from './contacts-actions.ts';
import { contactsStore } from './contacts-store.ts';
import { friendOf, profile } from './test-data.ts';

vi.mock('./contacts-actions.ts', () => ({
  findContact: vi.fn(),
  acceptApplication: vi.fn(async () => undefined),
}));

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  chatStore.setState({ ...initialChatState(), me: profile('10003', '李雷') });
  contactsStore.setState({
    friends: [friendOf('10005', '张伟'), friendOf('10004', '韩梅梅', '阿梅')],
    applications: [
      {
        userID: '10006',
        nick: '王芳',
        avatar: '',
        time: 2,
        source: 'AddSource_Type_Web',
        wording: '我是王芳',
        type: ChatSDK.TYPES.SNS_APPLICATION_SENT_TO_ME,
      },
      {
        userID: '10007',
        nick: '赵强',
        avatar: '',
        time: 1,
        source: 'AddSource_Type_Web',
        wording: '',
        type: ChatSDK.TYPES.SNS_APPLICATION_SENT_BY_ME,
      },
    ],
    applicationUnread: 1,
    blacklist: [],
  });
});
afterEach(cleanup);

const renderPanel = () => {
  const onOpen = vi.fn();
  render(
    <ContactsPanel
      activeID={undefined}
      onOpen={onOpen}
      onOpenConversation={vi.fn()}
      onAddFriend={vi.fn()}
      onJoinGroup={vi.fn()}
    />,
  );
  return { onOpen };
};
const section = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('ContactsPanel', () => {
  it('shows the four sections, new contacts with its unread count, friends sorted by shown name', () => {
    renderPanel();
    for (const title of ['新的联系人', '黑名单', '我的群聊', '我的好友']) expect(section(title)).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 条未读申请' }).textContent).toBe('1');
    const friends = screen
      .getAllByRole('listitem')
      .filter((li) => li.dataset.contactId?.startsWith('C2C1000'));
    const names = friends.map((li) => li.querySelector('.rl-contacts-row-name')?.textContent);
    expect(names).toEqual(['王芳', '赵强', '阿梅', '张伟']);
  });

  it('marks applications: agree for the ones to me, waiting for mine', async () => {
    renderPanel();
    const toMe = screen.getByText('王芳').closest('li') as HTMLElement;
    const byMe = screen.getByText('赵强').closest('li') as HTMLElement;
    expect(within(byMe).getByText('等待验证')).toBeTruthy();
    fireEvent.click(within(toMe).getByRole('button', { name: '同意' }));
    expect(actions.acceptApplication).toHaveBeenCalledWith('10006', '');
  });

  it('collapses and expands a section; opening a row opens its detail', () => {
    const { onOpen } = renderPanel();
    fireEvent.click(section('我的好友'));
    expect(screen.queryByText('张伟')).toBeNull();
    fireEvent.click(section('我的好友'));
    fireEvent.click(screen.getByText('张伟'));
    expect(onOpen).toHaveBeenCalledWith('C2C10005');
  });

  it('follows the lists live', () => {
    renderPanel();
    act(() => contactsStore.setState({ friends: [friendOf('10008', '新朋友')] }));
    expect(screen.getByText('新朋友')).toBeTruthy();
    expect(screen.queryByText('张伟')).toBeNull();
  });

  it('has no customer section unless a plugin registers one', async () => {
    renderPanel();
    expect(
      screen
        .getAllByRole('button', { expanded: true })
        .concat(screen.getAllByRole('button', { expanded: false })),
    ).toHaveLength(4);
    expect(screen.queryByText('我的客户')).toBeNull();
    const load = vi.fn(async () => [{ userID: '20001', nick: '客户甲', avatar: '' }]);
    let unregister = () => {};
    act(() => {
      unregister = registerContactSection({ key: 'customers', title: '我的客户', load });
    });
    fireEvent.click(section('我的客户'));
    expect(await screen.findByText('客户甲')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => unregister());
    expect(screen.queryByText('我的客户')).toBeNull();
  });
});

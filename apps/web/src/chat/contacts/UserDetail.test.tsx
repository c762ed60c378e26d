import { ChatSDK } from '@renli/chat-sdk/browser';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import * as actions from './contacts-actions.ts';
import { contactsStore } from './contacts-store.ts';
import type { FriendRelation } from './relation-rules.ts';
import { friendOf, profile } from './test-data.ts';
import { UserDetail } from './UserDetail.tsx';

vi.mock('./contacts-actions.ts', () => ({
  getProfile: vi.fn(),
  checkRelation: vi.fn(),
  markApplicationsRead: vi.fn(async () => undefined),
  updateRemark: vi.fn(async () => undefined),
  deleteFriend: vi.fn(async () => undefined),
  refuseApplication: vi.fn(async () => undefined),
  acceptApplication: vi.fn(async () => undefined),
  setBlacklisted: vi.fn(async () => undefined),
}));

const toasts: string[] = [];
beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  toasts.length = 0;
  vi.clearAllMocks();
  chatStore.setState({ ...initialChatState(), me: profile('10003', '李雷') });
  contactsStore.setState({ friends: [], applications: [], applicationUnread: 0, blacklist: [] });
  vi.mocked(actions.getProfile).mockResolvedValue(profile('10004', '韩梅梅'));
});
afterEach(cleanup);

function show(relation: FriendRelation, options: { official?: boolean } = {}) {
  chatStore.setState({ officialMode: options.official ?? false });
  vi.mocked(actions.checkRelation).mockResolvedValue(relation);
  const onOpenConversation = vi.fn();
  const onAddFriend = vi.fn();
  render(<UserDetail userID="10004" onOpenConversation={onOpenConversation} onAddFriend={onAddFriend} />);
  return { onOpenConversation, onAddFriend };
}

const button = (name: string) => screen.queryByRole('button', { name });
const relationShown = (text: string) => screen.findByText(text);

describe('UserDetail actions', () => {
  it('offers send message and add friend to a stranger when the app is not in official mode', async () => {
    const { onOpenConversation, onAddFriend } = show('none');
    await relationShown('还不是好友');
    expect(button('发消息')).toBeTruthy();
    fireEvent.click(button('添加好友') as HTMLElement);
    expect(onAddFriend).toHaveBeenCalledWith(expect.objectContaining({ userID: '10004' }));
    fireEvent.click(button('发消息') as HTMLElement);
    expect(onOpenConversation).toHaveBeenCalledWith('C2C10004');
    expect(button('删除好友')).toBeNull();
  });

  it('hides send message from a non-friend in official mode, also a one-way one', async () => {
    show('none', { official: true });
    await relationShown('还不是好友');
    expect(button('发消息')).toBeNull();
    cleanup();
    contactsStore.setState({ friends: [friendOf('10004', '韩梅梅')] });
    show('mine', { official: true });
    await relationShown('单向好友：对方还未添加你');
    expect(button('发消息')).toBeNull();
    expect(button('删除好友')).toBeTruthy();
  });

  it('offers send message, remark, delete and blacklist to a two-way friend in official mode', async () => {
    contactsStore.setState({ friends: [friendOf('10004', '韩梅梅', '韩经理')] });
    show('two-way', { official: true });
    await relationShown('好友');
    expect(button('发消息')).toBeTruthy();
    expect(button('修改备注')).toBeTruthy();
    expect(button('删除好友')).toBeTruthy();
    expect(button('加入黑名单')).toBeTruthy();
    expect(button('添加好友')).toBeNull();
    expect(screen.getByRole('heading', { name: '韩经理' })).toBeTruthy();
  });

  it('offers only removal for a blacklisted user, and removes them', async () => {
    contactsStore.setState({ blacklist: ['10004'] });
    show('none');
    await relationShown('已在黑名单中');
    expect(button('添加好友')).toBeNull();
    fireEvent.click(button('移出黑名单') as HTMLElement);
    await waitFor(() => expect(actions.setBlacklisted).toHaveBeenCalledWith('10004', false));
    await waitFor(() => expect(toasts).toContain('success:已移出黑名单'));
  });

  it('shows accept and refuse for an application to me and marks applications read', async () => {
    contactsStore.setState({
      applicationUnread: 1,
      applications: [
        {
          userID: '10004',
          nick: '韩梅梅',
          avatar: '',
          time: 1,
          source: 'AddSource_Type_Web',
          wording: '我是韩梅梅',
          type: ChatSDK.TYPES.SNS_APPLICATION_SENT_TO_ME,
        },
      ],
    });
    show('none');
    await relationShown('还不是好友');
    expect(screen.getByText('我是韩梅梅')).toBeTruthy();
    expect(button('同意')).toBeTruthy();
    expect(button('添加好友')).toBeNull();
    await waitFor(() => expect(actions.markApplicationsRead).toHaveBeenCalled());
    fireEvent.click(button('拒绝') as HTMLElement);
    await waitFor(() => expect(actions.refuseApplication).toHaveBeenCalledWith('10004'));
  });

  it('shows waiting for verification for an application I sent', async () => {
    contactsStore.setState({
      applications: [
        {
          userID: '10004',
          nick: '韩梅梅',
          avatar: '',
          time: 1,
          source: 'AddSource_Type_Web',
          wording: '',
          type: ChatSDK.TYPES.SNS_APPLICATION_SENT_BY_ME,
        },
      ],
    });
    show('none');
    await screen.findByText('等待验证');
    expect(button('添加好友')).toBeNull();
    expect(actions.markApplicationsRead).not.toHaveBeenCalled();
  });

  it('edits the remark in place, refusing more than 96 bytes', async () => {
    contactsStore.setState({ friends: [friendOf('10004', '韩梅梅')] });
    show('two-way');
    await relationShown('好友');
    fireEvent.click(button('修改备注') as HTMLElement);
    const field = screen.getByRole('textbox', { name: '备注' });
    fireEvent.change(field, { target: { value: '好'.repeat(49) } });
    expect(screen.getByRole('alert').textContent).toBe('备注长度不能超过 96 字节');
    fireEvent.click(button('保存') as HTMLElement);
    expect(actions.updateRemark).not.toHaveBeenCalled();
    expect(toasts).toContain('error:备注长度不能超过 96 字节');
    fireEvent.change(field, { target: { value: '  韩经理 ' } });
    fireEvent.click(button('保存') as HTMLElement);
    await waitFor(() => expect(actions.updateRemark).toHaveBeenCalledWith('10004', '韩经理'));
    await waitFor(() => expect(toasts).toContain('success:备注修改成功'));
  });

  it('reports a failed remark change with the spec message', async () => {
    contactsStore.setState({ friends: [friendOf('10004', '韩梅梅')] });
    vi.mocked(actions.updateRemark).mockRejectedValueOnce(
      Object.assign(new Error('网络异常'), { code: 2800 }),
    );
    show('two-way');
    await relationShown('好友');
    fireEvent.click(button('修改备注') as HTMLElement);
    fireEvent.change(screen.getByRole('textbox', { name: '备注' }), { target: { value: 'x' } });
    fireEvent.click(button('保存') as HTMLElement);
    await waitFor(() => expect(toasts.some((t) => t.startsWith('error:备注修改失败'))).toBe(true));
    expect(screen.getByRole('textbox', { name: '备注' })).toBeTruthy();
  });

  it('shows no actions on my own profile', async () => {
    vi.mocked(actions.getProfile).mockResolvedValue(profile('10003', '李雷'));
    chatStore.setState({ officialMode: false });
    vi.mocked(actions.checkRelation).mockResolvedValue('none');
    render(<UserDetail userID="10003" onOpenConversation={vi.fn()} onAddFriend={vi.fn()} />);
    await screen.findByRole('heading', { name: '李雷' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

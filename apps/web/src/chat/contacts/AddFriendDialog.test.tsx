import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { AddFriendDialog } from './AddFriendDialog.tsx';
import * as actions from './contacts-actions.ts';
import { profile } from './test-data.ts';

vi.mock('./contacts-actions.ts', () => ({ addFriend: vi.fn() }));

const toasts: string[] = [];
beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  toasts.length = 0;
  vi.clearAllMocks();
  chatStore.setState({ ...initialChatState(), me: profile('10003', '李雷') });
});
afterEach(cleanup);

function open() {
  const onClose = vi.fn();
  render(<AddFriendDialog profile={profile('10004', '韩梅梅')} onClose={onClose} />);
  return { onClose };
}
const wording = () => screen.getByRole('textbox', { name: '验证消息' });
const remark = () => screen.getByRole('textbox', { name: '备注' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '发送申请' }));

describe('AddFriendDialog', () => {
  it('starts with a greeting and the nick as remark, and sends both', async () => {
    vi.mocked(actions.addFriend).mockResolvedValue('sent');
    const { onClose } = open();
    expect(wording()).toHaveProperty('value', '你好，我是李雷');
    expect(remark()).toHaveProperty('value', '韩梅梅');
    fireEvent.change(remark(), { target: { value: ' 梅梅 ' } });
    submit();
    await waitFor(() => expect(actions.addFriend).toHaveBeenCalledWith('10004', '你好，我是李雷', '梅梅'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toEqual(['success:好友申请已发送']);
  });

  it('says added when the server adds at once', async () => {
    vi.mocked(actions.addFriend).mockResolvedValue('added');
    open();
    submit();
    await waitFor(() => expect(toasts).toEqual(['success:已添加为好友']));
  });

  it('needs a verification message and a remark', async () => {
    open();
    fireEvent.change(wording(), { target: { value: '  ' } });
    fireEvent.change(remark(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('请填写验证消息')).toBeTruthy();
    expect(await screen.findByText('请填写备注')).toBeTruthy();
    expect(actions.addFriend).not.toHaveBeenCalled();
  });

  it('refuses a remark over 96 bytes', async () => {
    open();
    fireEvent.change(remark(), { target: { value: '好'.repeat(49) } });
    submit();
    expect(await screen.findByText('备注长度不能超过 96 字节')).toBeTruthy();
    expect(actions.addFriend).not.toHaveBeenCalled();
  });

  it('shows server refusals through the chat error texts and stays open', async () => {
    vi.mocked(actions.addFriend).mockRejectedValue(
      Object.assign(new Error('对方已将你加入黑名单'), { code: 30525 }),
    );
    const { onClose } = open();
    submit();
    await waitFor(() => expect(toasts).toEqual(['error:对方已将你加入黑名单']));
    expect(onClose).not.toHaveBeenCalled();
  });
});

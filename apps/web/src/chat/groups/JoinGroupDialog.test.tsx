import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { bindToast, type ToastKind } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { JoinGroupDialog } from './JoinGroupDialog.tsx';

const chat = { searchGroupByID: vi.fn(), joinGroup: vi.fn() };
vi.mock('../session/chat-client.ts', () => ({ requireChat: () => chat }));

const found = {
  groupID: 'team',
  name: '产品组',
  type: 'Public',
  avatar: '',
  memberCount: 3,
  joinOption: 'NeedPermission',
};

const toasts: Array<{ kind: ToastKind; content: string }> = [];
let unbind = () => {};
beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
  toasts.length = 0;
  unbind = bindToast((kind, content) => toasts.push({ kind, content }));
  chat.searchGroupByID.mockReset().mockResolvedValue({ data: { group: found } });
  chat.joinGroup.mockReset();
});
afterEach(() => {
  unbind();
  cleanup();
});

async function applyWith(status: string) {
  chat.joinGroup.mockResolvedValue({ data: { status } });
  const onJoined = vi.fn();
  const onClose = vi.fn();
  render(<JoinGroupDialog groupID="team" onClose={onClose} onJoined={onJoined} />);
  await screen.findByText('产品组');
  fireEvent.change(screen.getByLabelText('验证消息'), { target: { value: '你好' } });
  fireEvent.click(screen.getByRole('button', { name: '申请加入' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(chat.joinGroup).toHaveBeenCalledWith({ groupID: 'team', applyMessage: '你好' });
  return { onJoined, onClose };
}

describe('JoinGroupDialog (docs/chat-ui.md)', () => {
  it('joined: success toast and the conversation opens', async () => {
    const { onJoined } = await applyWith('JoinedSuccess');
    expect(toasts[0]).toEqual({ kind: 'success', content: '已成功加入群聊' });
    expect(onJoined).toHaveBeenCalledWith('GROUPteam');
  });

  it('waiting for approval: success toast and the dialog closes', async () => {
    const { onJoined, onClose } = await applyWith('WaitAdminApproval');
    expect(toasts[0]).toEqual({ kind: 'success', content: '申请已发送，等待管理员审批' });
    expect(onClose).toHaveBeenCalled();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('already a member: success toast and the conversation opens', async () => {
    const { onJoined } = await applyWith('AlreadyInGroup');
    expect(toasts[0]).toEqual({ kind: 'success', content: '您已在该群中' });
    expect(onJoined).toHaveBeenCalledWith('GROUPteam');
  });

  it('a failed application says so with the server reason', async () => {
    chat.joinGroup.mockRejectedValue({ code: 10007, message: '该群禁止加入' });
    render(<JoinGroupDialog groupID="team" onClose={vi.fn()} onJoined={vi.fn()} />);
    await screen.findByText('产品组');
    fireEvent.click(screen.getByRole('button', { name: '申请加入' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', content: '申请加群失败：该群禁止加入' }]));
  });

  it('an unknown ID says the group does not exist', async () => {
    chat.searchGroupByID.mockRejectedValue({ code: 10010, message: 'not found' });
    render(<JoinGroupDialog onClose={vi.fn()} onJoined={vi.fn()} />);
    fireEvent.change(screen.getByPlaceholderText('请输入群 ID'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', content: '群组不存在' }]));
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });
});

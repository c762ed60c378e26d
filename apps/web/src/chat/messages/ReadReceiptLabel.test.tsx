import type { Message } from '@renli/chat-sdk/browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { openThread } from '../state/actions.ts';
import { chatStore, initialChatState } from '../state/chat-store.ts';
import { ReadReceiptLabel } from './ReadReceiptLabel.tsx';
import type { ReadReceiptOptions } from './read-receipt.ts';
import { ownMessage } from './test-utils.ts';

const chat = { getMessageList: vi.fn() };
vi.mock('../session/chat-client.ts', () => ({ requireChat: () => chat }));

beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

const options: ReadReceiptOptions = {
  userReceiptEnabled: true,
  appReceiptEnabled: true,
  groupType: 'Public',
};
const groupMessage = (readCount: number, unreadCount: number): Message =>
  ownMessage({
    needReadReceipt: true,
    conversationType: 'GROUP',
    readReceiptInfo: { readCount, unreadCount, isPeerRead: false },
  });

describe('ReadReceiptLabel', () => {
  it('shows C2C read and unread as plain labels', () => {
    const { container, rerender } = render(
      <ReadReceiptLabel
        message={ownMessage({ needReadReceipt: true })}
        options={options}
        onOpenReceipts={vi.fn()}
      />,
    );
    expect(container.textContent).toBe('未读');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ReadReceiptLabel
        message={ownMessage({ needReadReceipt: true, isPeerRead: true })}
        options={options}
      />,
    );
    expect(container.textContent).toBe('已读');
  });

  it('opens the receipt panel from group unread and partially read labels', () => {
    const onOpenReceipts = vi.fn();
    const partial = groupMessage(3, 2);
    const { rerender } = render(
      <ReadReceiptLabel message={partial} options={options} onOpenReceipts={onOpenReceipts} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '3 人已读' }));
    expect(onOpenReceipts).toHaveBeenCalledWith(partial);
    rerender(
      <ReadReceiptLabel message={groupMessage(0, 5)} options={options} onOpenReceipts={onOpenReceipts} />,
    );
    expect(screen.getByRole('button', { name: '未读' })).toBeTruthy();
  });

  it('shows all read without a link', () => {
    const { container } = render(
      <ReadReceiptLabel message={groupMessage(5, 0)} options={options} onOpenReceipts={vi.fn()} />,
    );
    expect(container.textContent).toBe('全部已读');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing when hidden', () => {
    const { container } = render(
      <ReadReceiptLabel message={groupMessage(1, 1)} options={{ ...options, groupType: 'AVChatRoom' }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('receipt state after a reload', () => {
  beforeEach(() => chatStore.setState(initialChatState()));

  it('renders the counts the history page brought, not a fresh "unread"', async () => {
    const fromServer = groupMessage(4, 0); // the SDK fills readReceiptInfo from getMessageList
    chat.getMessageList.mockResolvedValue({
      data: { messageList: [fromServer], nextReqMessageID: '', isCompleted: true },
    });
    await openThread('GROUPteam');
    const [loaded] = chatStore.getState().threads.GROUPteam?.messages ?? [];
    const { container } = render(<ReadReceiptLabel message={loaded!} options={options} />);
    expect(container.textContent).toBe('全部已读');
  });
});

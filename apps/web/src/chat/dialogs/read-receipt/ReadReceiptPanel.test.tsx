import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ReadReceiptPanel } from './ReadReceiptPanel.tsx';
import { READ_FILTER, type ReadFilter, type ReadMemberPage, type ReadReceiptPanelProps } from './types.ts';

const member = (userID: string, nick = userID.toUpperCase()) => ({ userID, nick, avatar: '' });

/** A `load` whose answers the test hands out one by one, in order of the requests. */
function controlledLoad() {
  const calls: Array<{
    filter: ReadFilter;
    cursor: string;
    resolve: (page: ReadMemberPage) => void;
    reject: (error: Error) => void;
  }> = [];
  const load = vi.fn(
    (filter: ReadFilter, cursor: string) =>
      new Promise<ReadMemberPage>((resolve, reject) => calls.push({ filter, cursor, resolve, reject })),
  );
  const answer = async (page: ReadMemberPage) => {
    await act(async () => calls.at(-1)!.resolve(page));
  };
  const fail = async () => {
    await act(async () => calls.at(-1)!.reject(new Error('network')));
  };
  return { load, calls, answer, fail };
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(props: Partial<ReadReceiptPanelProps> = {}) {
  const onClose = vi.fn();
  const control = controlledLoad();
  const view = render(
    <ReadReceiptPanel open readCount={5} unreadCount={3} load={control.load} onClose={onClose} {...props} />,
  );
  return { ...view, ...control, onClose };
}

const names = () =>
  Array.from(document.querySelectorAll('.rl-chat-read-panel__name')).map((name) => name.textContent);

describe('ReadReceiptPanel', () => {
  it('renders nothing while closed', () => {
    const { load } = open({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the counts in the tab labels and loads the unread list first', async () => {
    const { load, answer } = open();
    expect(screen.getByRole('dialog', { name: '消息详情' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未读（3）' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '已读（5）' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(load).toHaveBeenCalledExactlyOnceWith(READ_FILTER.UNREAD, '');
    await answer({ list: [member('u1'), member('u2', '')], cursor: '', isCompleted: true });
    expect(names()).toEqual(['U1', 'u2']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads more while the list is not complete', async () => {
    const { load, answer } = open();
    await answer({ list: [member('u1')], cursor: 'next-1', isCompleted: false });
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(load).toHaveBeenLastCalledWith(READ_FILTER.UNREAD, 'next-1');
    await answer({ list: [member('u2')], cursor: '', isCompleted: true });
    expect(names()).toEqual(['U1', 'U2']);
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the read list when its tab is first shown, and keeps each tab', async () => {
    const { load, answer } = open();
    await answer({ list: [member('u1')], cursor: '', isCompleted: true });
    fireEvent.click(screen.getByRole('tab', { name: '已读（5）' }));
    expect(load).toHaveBeenLastCalledWith(READ_FILTER.READ, '');
    await answer({ list: [member('r1'), member('r2')], cursor: '', isCompleted: true });
    expect(names()).toEqual(['R1', 'R2']);
    fireEvent.click(screen.getByRole('tab', { name: '未读（3）' }));
    expect(names()).toEqual(['U1']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the first page once under StrictMode', () => {
    const control = controlledLoad();
    render(
      <StrictMode>
        <ReadReceiptPanel open readCount={1} unreadCount={1} load={control.load} onClose={() => {}} />
      </StrictMode>,
    );
    expect(control.load).toHaveBeenCalledOnce();
  });

  it('can open on the read tab', () => {
    const { load } = open({ defaultTab: 'read' });
    expect(load).toHaveBeenCalledExactlyOnceWith(READ_FILTER.READ, '');
  });

  it('shows an error with a retry that asks for the same page', async () => {
    const { load, answer, fail } = open();
    await answer({ list: [member('u1')], cursor: 'next-1', isCompleted: false });
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    await fail();
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    expect(names()).toEqual(['U1']);
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(load).toHaveBeenLastCalledWith(READ_FILTER.UNREAD, 'next-1');
    expect(screen.queryByRole('alert')).toBeNull();
    await answer({ list: [member('u2')], cursor: '', isCompleted: true });
    expect(names()).toEqual(['U1', 'U2']);
  });

  it('says so when nobody is in the list', async () => {
    const { answer } = open();
    await answer({ list: [], cursor: '', isCompleted: true });
    expect(screen.getByText('暂无成员')).toBeTruthy();
  });

  it('animates out and calls onClose 200 ms after the close button', async () => {
    vi.useFakeTimers();
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(document.querySelector('.rl-chat-read-panel--closing')).not.toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes once however many ways are used, Esc and the mask included', async () => {
    vi.useFakeTimers();
    const { onClose } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('.rl-chat-read-panel__mask')!);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores an answer that arrives after the panel is gone', async () => {
    const { unmount, calls } = open();
    unmount();
    await act(async () => calls[0]!.resolve({ list: [member('late')], cursor: '', isCompleted: true }));
    expect(names()).toEqual([]);
  });

  it('renders nicknames as text, never as markup', async () => {
    const { answer } = open();
    await answer({ list: [member('x', '<i>hi</i>')], cursor: '', isCompleted: true });
    await waitFor(() => expect(names()).toEqual(['<i>hi</i>']));
    expect(document.querySelector('.rl-chat-read-panel__list i')).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { bindToast, type ToastKind } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ForwardPanel } from './ForwardPanel.tsx';
import type { ForwardPanelProps, TransferItem } from './types.ts';

const alice: TransferItem = { userID: 'alice', conversationID: 'C2Calice', nick: 'Alice', avatar: '' };
const bob: TransferItem = { userID: 'bob', conversationID: 'C2Cbob', nick: 'Bob', avatar: '' };
const team: TransferItem = { groupID: 'g1', conversationID: 'GROUPg1', nick: 'Team', avatar: '' };
const muted: TransferItem = {
  groupID: 'g2',
  conversationID: 'GROUPg2',
  nick: 'Muted',
  avatar: '',
  isDisabled: true,
};

const toasts: Array<{ kind: ToastKind; content: string }> = [];
let unbindToast = () => {};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
  toasts.length = 0;
  unbindToast = bindToast((kind, content) => toasts.push({ kind, content }));
});
afterEach(() => {
  unbindToast();
  cleanup();
});

function open(props: Partial<ForwardPanelProps> = {}) {
  const onCancel = vi.fn();
  const onDone = vi.fn();
  const view = render(
    <ForwardPanel
      open
      items={[alice, bob, team, muted]}
      multiple
      onCancel={onCancel}
      onDone={onDone}
      {...props}
    />,
  );
  return { ...view, onCancel, onDone };
}

const list = () => document.querySelector('.rl-chat-forward__list') as HTMLElement;
const row = (name: string) =>
  Array.from(list().querySelectorAll('input')).find((input) =>
    input.closest('label')?.textContent?.includes(name),
  ) as HTMLInputElement;
const rowNames = () =>
  Array.from(list().querySelectorAll('.rl-chat-forward__name')).map((name) => name.textContent);
const chips = () =>
  Array.from(document.querySelectorAll('.rl-chat-forward__chip .rl-chat-forward__name')).map(
    (name) => name.textContent,
  );
const done = () => screen.getByRole('button', { name: /^完\s?成/ }) as HTMLButtonElement;
const searchBox = () => screen.getByPlaceholderText('请输入用户 ID 搜索');
/** The input ignores a second Enter until the key comes up, like a real keyboard. */
const pressEnter = () => {
  fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('ForwardPanel', () => {
  it('asks for a user ID in the search box and disables Done with nothing selected', () => {
    open();
    expect(searchBox()).toBeTruthy();
    expect(done().disabled).toBe(true);
  });

  it('hides the search box when not searchable', () => {
    open({ searchable: false });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.querySelector('.rl-chat-forward input[type="search"], .ant-input-search')).toBeNull();
    expect(rowNames()).toEqual(['Alice', 'Bob', 'Team', 'Muted']);
  });

  it('multi-select toggles, lists chips and hands the selection to Done', () => {
    const { onDone } = open();
    fireEvent.click(row('Alice'));
    fireEvent.click(row('Team'));
    expect(chips()).toEqual(['Alice', 'Team']);
    expect(screen.getByText('已选择 2 个会话')).toBeTruthy();
    fireEvent.click(row('Alice'));
    expect(chips()).toEqual(['Team']);
    fireEvent.click(done());
    expect(onDone).toHaveBeenCalledWith([team]);
  });

  it('counts people, not conversations, when it picks people', () => {
    open({ itemKind: 'person', title: '选择好友', items: [alice, bob] });
    expect(screen.getByText('选择好友')).toBeTruthy();
    expect(screen.getByText('请在左侧选择成员')).toBeTruthy();
    fireEvent.click(row('Bob'));
    expect(screen.getByText('已选择 1 人')).toBeTruthy();
  });

  it('a chip can be removed', () => {
    open();
    fireEvent.click(row('Bob'));
    fireEvent.click(screen.getByRole('button', { name: '移除 Bob' }));
    expect(chips()).toEqual([]);
    expect(row('Bob').checked).toBe(false);
  });

  it('disabled items cannot be chosen', () => {
    open();
    const input = row('Muted');
    expect(input.disabled).toBe(true);
    fireEvent.click(input);
    fireEvent.click(input.closest('label')!);
    expect(chips()).toEqual([]);
    expect(done().disabled).toBe(true);
  });

  it('select all picks the selectable items and clears them again', () => {
    const { onDone } = open();
    const all = screen.getByRole('checkbox', { name: '全选' });
    fireEvent.click(all);
    expect(chips()).toEqual(['Alice', 'Bob', 'Team']);
    fireEvent.click(done());
    expect(onDone).toHaveBeenCalledWith([alice, bob, team]);
    fireEvent.click(all);
    expect(chips()).toEqual([]);
  });

  it('hides select all with one selectable item or in single-select', () => {
    const { unmount } = open({ items: [alice, muted] });
    expect(screen.queryByRole('checkbox', { name: '全选' })).toBeNull();
    unmount();
    open({ multiple: false });
    expect(screen.queryByRole('checkbox', { name: '全选' })).toBeNull();
  });

  it('single-select: a new pick replaces the selection', () => {
    const { onDone } = open({ multiple: false });
    fireEvent.click(row('Alice'));
    fireEvent.click(row('Team'));
    expect(chips()).toEqual(['Team']);
    expect(row('Alice').checked).toBe(false);
    fireEvent.click(done());
    expect(onDone).toHaveBeenCalledWith([team]);
  });

  it('Cancel calls onCancel', () => {
    const { onCancel } = open();
    fireEvent.click(screen.getByRole('button', { name: /^取\s?消$/ }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('a user found by ID becomes selectable and stays after the search is cleared', async () => {
    const zoe: TransferItem = { userID: 'zoe', conversationID: 'C2Czoe', nick: 'Zoe', avatar: '' };
    const onSearch = vi.fn(async () => zoe);
    const { onDone } = open({ onSearch });
    fireEvent.change(searchBox(), { target: { value: ' zoe ' } });
    pressEnter();
    await waitFor(() => expect(rowNames()).toEqual(['Zoe']));
    expect(onSearch).toHaveBeenCalledWith('zoe');
    fireEvent.click(row('Zoe'));
    fireEvent.change(searchBox(), { target: { value: '' } });
    expect(rowNames()).toEqual(['Zoe', 'Alice', 'Bob', 'Team', 'Muted']);
    fireEvent.click(done());
    expect(onDone).toHaveBeenCalledWith([zoe]);
  });

  it('a miss says the user does not exist and restores the list', async () => {
    const zoe: TransferItem = { userID: 'zoe', conversationID: 'C2Czoe', nick: 'Zoe', avatar: '' };
    let answer: (value: TransferItem | null) => void = () => {};
    const onSearch = vi.fn(() => new Promise<TransferItem | null>((resolve) => (answer = resolve)));
    open({ onSearch });
    const submit = (value: string) => {
      fireEvent.change(searchBox(), { target: { value } });
      pressEnter();
    };
    submit('zoe');
    await act(async () => answer(zoe));
    expect(rowNames()).toEqual(['Zoe']);
    submit('ghost');
    await act(async () => answer(null));
    expect(onSearch).toHaveBeenLastCalledWith('ghost');
    expect(toasts).toEqual([{ kind: 'error', content: '该用户不存在' }]);
    expect(rowNames()).toEqual(['Zoe', 'Alice', 'Bob', 'Team', 'Muted']);
  });

  it('a failed lookup is reported as a failure, not as a missing user', async () => {
    open({ onSearch: vi.fn(async () => Promise.reject(new Error('offline'))) });
    fireEvent.change(searchBox(), { target: { value: 'zoe' } });
    pressEnter();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', content: '搜索失败，请稍后重试' }]));
    expect(rowNames()).toEqual(['Alice', 'Bob', 'Team', 'Muted']);
  });

  it('without a lookup the search filters the list locally', () => {
    open();
    fireEvent.change(searchBox(), { target: { value: 'bo' } });
    expect(rowNames()).toEqual(['Bob']);
    fireEvent.change(searchBox(), { target: { value: '' } });
    expect(rowNames()).toEqual(['Alice', 'Bob', 'Team', 'Muted']);
  });

  it('renders names as text, never as markup', () => {
    const evil: TransferItem = { userID: 'x', conversationID: 'C2Cx', nick: '<b>bold</b>', avatar: '' };
    open({ items: [evil] });
    expect(list().querySelector('b')).toBeNull();
    expect(rowNames()).toEqual(['<b>bold</b>']);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ResendDialog } from './ResendDialog.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
});
afterEach(cleanup);

// antd puts a space between two CJK characters on buttons ("确 定").
const ok = () => screen.getByRole('button', { name: /^确\s?定$/ }) as HTMLButtonElement;
const cancel = () => screen.getByRole('button', { name: /^取\s?消$/ });

describe('ConfirmDialog', () => {
  function open(extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="删除会话" onConfirm={onConfirm} onCancel={onCancel} {...extra}>
        <span>删除后将清空聊天记录</span>
      </ConfirmDialog>,
    );
    return { onConfirm, onCancel };
  }

  it('shows the title and content with Cancel, Confirm and a close X', () => {
    open();
    expect(screen.getByText('删除会话')).toBeTruthy();
    expect(screen.getByText('删除后将清空聊天记录')).toBeTruthy();
    expect(ok()).toBeTruthy();
    expect(cancel()).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('Confirm calls onConfirm only', () => {
    const { onConfirm, onCancel } = open();
    fireEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel and the close X call onCancel', () => {
    const { onConfirm, onCancel } = open();
    fireEvent.click(cancel());
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a danger dialog has a red confirm button', () => {
    open({ danger: true, confirmText: '删除' });
    expect(screen.getByRole('button', { name: /^删\s?除$/ }).className).toContain('ant-btn-dangerous');
  });

  it('ignores Confirm while the action is running', () => {
    const { onConfirm } = open({ confirmLoading: true });
    // The spinner's own label joins the button's name while loading.
    const busy = screen.getByRole('button', { name: /确\s?定/ });
    fireEvent.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(busy.className).toContain('ant-btn-loading');
  });

  it('renders nothing while closed', () => {
    open({ open: false });
    expect(screen.queryByText('删除会话')).toBeNull();
  });
});

describe('ResendDialog', () => {
  it('asks to confirm the resend and calls onConfirm', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ResendDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('确认重发该消息？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^重\s?发$/ }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel calls onCancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ResendDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(cancel());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is translated to English', async () => {
    await setLanguage('en');
    render(<ResendDialog open onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByText('Confirm resend this message?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
  });
});

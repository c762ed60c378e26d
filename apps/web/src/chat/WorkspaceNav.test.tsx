import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { chatStore, initialChatState } from './state/chat-store.ts';
import { WorkspaceNav } from './WorkspaceNav.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  chatStore.setState(initialChatState());
});
afterEach(cleanup);

const renderNav = (tab: 'conversations' | 'contacts') =>
  render(
    <MemoryRouter>
      <WorkspaceNav tab={tab} mobile={false} />
    </MemoryRouter>,
  );

describe('WorkspaceNav', () => {
  it('links 会话 and 通讯录 and marks the current one', () => {
    renderNav('contacts');
    expect(screen.getByRole('link', { name: '会话' }).getAttribute('href')).toBe('/im');
    const contacts = screen.getByRole('link', { name: '通讯录' });
    expect(contacts.getAttribute('href')).toBe('/im/contacts');
    expect(contacts.getAttribute('aria-current')).toBe('page');
  });

  it('shows unread messages and unread friend applications live, 99+ above 99', () => {
    renderNav('conversations');
    act(() => chatStore.setState({ totalUnread: 120, friendApplicationUnread: 2 }));
    expect(screen.getByRole('link', { name: '会话，120 条未读' }).textContent).toContain('99+');
    expect(screen.getByRole('link', { name: '通讯录，2 条新的好友申请' }).textContent).toContain('2');
    act(() => chatStore.setState({ friendApplicationUnread: 0 }));
    expect(screen.getByRole('link', { name: '通讯录' })).toBeTruthy();
  });
});

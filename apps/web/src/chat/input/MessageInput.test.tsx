import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { MessageInput } from './MessageInput.tsx';

vi.mock('../session/chat-client.ts', () => ({ currentChat: () => null, requireChat: () => ({}) }));

/** A window whose media queries match when `touch` (a phone or a touch screen). */
function screenWith(touch: boolean) {
  window.matchMedia = ((media: string) => ({
    matches: touch && media.includes('pointer: coarse'),
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const renderInput = () =>
  render(
    <MessageInput
      conversationID="C2Cbob"
      me="alice"
      groupID={undefined}
      abstractOf={() => ''}
      toolbar={null}
      onSent={() => {}}
    />,
  );

beforeEach(() => setLanguage('zh-CN'));
afterEach(cleanup);

describe('MessageInput keyboard hints (docs/chat-ui.md)', () => {
  it('names Enter and Ctrl+Enter where there is a keyboard', () => {
    screenWith(false);
    renderInput();
    expect(screen.getByLabelText('输入消息').getAttribute('placeholder')).toBe(
      '输入消息，Enter 发送，Ctrl+Enter 换行',
    );
    expect(screen.getByText('Enter 发送 / Ctrl+Enter 换行')).toBeTruthy();
  });

  it('hides them on touch screens and phones', () => {
    screenWith(true);
    const { container } = renderInput();
    expect(screen.getByLabelText('输入消息').getAttribute('placeholder')).toBe('输入消息');
    expect(container.textContent).not.toContain('Ctrl');
  });
});

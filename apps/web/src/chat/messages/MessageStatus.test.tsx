import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { MessageStatus } from './MessageStatus.tsx';
import { ownMessage } from './test-utils.ts';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('MessageStatus', () => {
  it('shows a spinner while a text is sending', () => {
    render(<MessageStatus message={ownMessage({ status: 'unSend', progress: 0 })} />);
    expect(screen.getByRole('status', { name: 'Sending' })).toBeTruthy();
  });

  it('shows the upload bar for media under 100%', () => {
    const { container } = render(
      <MessageStatus message={ownMessage({ type: 'TIMVideoFileElem', status: 'unSend', progress: 0.3 })} />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(container.querySelector('.rl-chat-spinner')).toBeNull();
  });

  it('resends a failed message through the red !', () => {
    const onResend = vi.fn();
    const message = ownMessage({ status: 'fail' });
    render(<MessageStatus message={message} onResend={onResend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send failed, click to resend' }));
    expect(onResend).toHaveBeenCalledWith(message);
  });

  it('shows the ! for risk content but offers no resend', () => {
    const onResend = vi.fn();
    render(
      <MessageStatus message={ownMessage({ status: 'fail', hasRiskContent: true })} onResend={onResend} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('img', { name: 'Involves sensitive content, cannot resend' }));
    expect(onResend).not.toHaveBeenCalled();
  });

  it('renders nothing once sent', () => {
    const { container } = render(<MessageStatus message={ownMessage()} />);
    expect(container.innerHTML).toBe('');
  });
});

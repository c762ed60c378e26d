import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { ReactionBar } from './ReactionBar.tsx';
import { makeMessage } from './test-utils.ts';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const reaction = (reactionID: string, totalUserCount: number, reactedByMyself = false) => ({
  reactionID,
  totalUserCount,
  partialUserIDList: [],
  reactedByMyself,
});

describe('ReactionBar', () => {
  it('shows each reaction with its count, mine highlighted, and toggles on click', () => {
    const onToggleReaction = vi.fn();
    const message = makeMessage({
      reactionList: [reaction('[Renli_Smile]', 3, true), reaction('👍', 1), reaction('🎉', 0)],
    });
    const { container } = render(<ReactionBar message={message} onToggleReaction={onToggleReaction} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    const [smile, thumbs] = buttons as [HTMLElement, HTMLElement];
    expect(smile.getAttribute('aria-label')).toBe('[Smile], 3');
    expect(smile.getAttribute('aria-pressed')).toBe('true');
    expect(smile.className).toContain('rl-chat-reaction-mine');
    expect(screen.getByRole('img', { name: '[Smile]' })).toBeTruthy();
    // Unicode reactions of the quick set are artwork too: no colour emoji font needed.
    expect(screen.getByRole('img', { name: '👍' }).getAttribute('src')).toMatch(/thumbs-up\.svg/);
    expect(thumbs.textContent).toBe('1');
    expect(thumbs.getAttribute('aria-pressed')).toBe('false');
    expect(container.textContent).not.toContain('🎉');

    fireEvent.click(thumbs);
    expect(onToggleReaction).toHaveBeenCalledWith(message, '👍');
    fireEvent.click(smile);
    expect(onToggleReaction).toHaveBeenLastCalledWith(message, '[Renli_Smile]');
  });

  it('renders a reaction id as text, never markup, and nothing without reactions', () => {
    const { container, rerender } = render(
      <ReactionBar message={makeMessage({ reactionList: [reaction('<b>x</b>', 2)] })} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>x</b>2');
    rerender(<ReactionBar message={makeMessage()} />);
    expect(container.innerHTML).toBe('');
  });
});

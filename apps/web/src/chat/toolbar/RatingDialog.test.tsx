import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { RatingDialog } from './RatingDialog.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

const star = (n: number) => screen.getByRole('button', { name: `${n} 星` });
const lit = () => [1, 2, 3, 4, 5].filter((n) => star(n).getAttribute('aria-pressed') === 'true');
const submit = () => screen.getByRole('button', { name: '提交评价' });

function setup(props: { mobile?: boolean } = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = render(<RatingDialog open onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit, onClose, ...view };
}

describe('RatingDialog', () => {
  it('starts with no star and a disabled submit button', () => {
    setup();
    expect(lit()).toEqual([]);
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('selects a star, and lowers the selection by one when it is clicked again', () => {
    setup();
    fireEvent.click(star(3));
    expect(lit()).toEqual([1, 2, 3]);
    expect(submit()).toHaveProperty('disabled', false);
    fireEvent.click(star(3));
    expect(lit()).toEqual([1, 2]);
    fireEvent.click(star(5));
    expect(lit()).toEqual([1, 2, 3, 4, 5]);
  });

  it('disables submit again when the selection drops to none', () => {
    setup();
    fireEvent.click(star(1));
    expect(submit()).toHaveProperty('disabled', false);
    fireEvent.click(star(1));
    expect(lit()).toEqual([]);
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('submits score and trimmed comment, then closes', () => {
    const { onSubmit, onClose } = setup();
    fireEvent.click(star(4));
    fireEvent.change(screen.getByPlaceholderText('说说您的感受（选填）'), {
      target: { value: '  很专业  ' },
    });
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ score: 4, comment: '很专业' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets stars and comment once closed', () => {
    const { rerender, onSubmit, onClose } = setup();
    fireEvent.click(star(2));
    fireEvent.change(screen.getByPlaceholderText('说说您的感受（选填）'), { target: { value: 'x' } });
    rerender(<RatingDialog open={false} onSubmit={onSubmit} onClose={onClose} />);
    rerender(<RatingDialog open onSubmit={onSubmit} onClose={onClose} />);
    expect(lit()).toEqual([]);
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('说说您的感受（选填）').value).toBe('');
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('shows a close button on mobile only', () => {
    const { unmount } = setup();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    unmount();
    const { onClose } = setup({ mobile: true });
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalled();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AvatarChooser } from './AvatarChooser.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => setLanguage('zh-CN'));
afterEach(cleanup);

describe('AvatarChooser (docs/chat-ui.md)', () => {
  it('emits type 1 for a chosen preset and type 0 for a reset to the default', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AvatarChooser value="" name="产品组" onChange={onChange} />);
    expect((screen.getByRole('button', { name: /恢复默认/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'female3' }));
    expect(onChange).toHaveBeenLastCalledWith({ url: 'female3', type: 1 });
    rerender(<AvatarChooser value="female3" name="产品组" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'female3' }).getAttribute('aria-pressed')).toBe('true');
    const reset = screen.getByRole('button', { name: /恢复默认/ }) as HTMLButtonElement;
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    expect(onChange).toHaveBeenLastCalledWith({ url: '', type: 0 });
  });

  it('uploads accept images only', () => {
    render(<AvatarChooser value="" name="产品组" onChange={vi.fn()} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
  });
});

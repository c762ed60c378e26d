import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { EmojiText } from './EmojiText.tsx';

beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

describe('EmojiText', () => {
  it('renders keys as images named in the UI language, text as text', async () => {
    const { container, rerender } = render(<EmojiText text="早[Renli_Smile][Renli_Coffee]!" />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['[微笑]', '[咖啡]']);
    expect(images[0]!.getAttribute('src')).toMatch(/slightly-smiling-face\.svg/);
    expect(container.textContent).toBe('早!');

    await i18n.changeLanguage('en');
    rerender(<EmojiText text="早[Renli_Smile][Renli_Coffee]!" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['[Smile]', '[Coffee]']);
  });

  it('shows markup in a message as characters, never as elements', () => {
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>[Renli_Nope]';
    const { container } = render(<EmojiText text={text} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.textContent).toBe(text);
  });
});

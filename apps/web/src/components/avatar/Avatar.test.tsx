import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { PRESET_FACES } from './presets.ts';

afterEach(cleanup);

describe('Avatar', () => {
  it('renders the last two characters on the colour of the value', () => {
    render(<Avatar value="#1677ff" name="王小明" />);
    const badge = screen.getByRole('img', { name: '王小明' });
    expect(badge.textContent).toBe('小明');
    expect(badge.style.background).toBe('rgb(22, 119, 255)');
    expect(badge.style.width).toBe('36px');
  });

  it('renders a name as text, never as markup', () => {
    const { container } = render(<Avatar value="#000" name={'<b>x</b><img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.textContent).toBe(')>');
  });

  it('falls back to the default face when the image fails, then to the name colour', () => {
    render(<Avatar value="/files/missing.png" name="李雷" sex={2} size={98} />);
    const img = screen.getByRole('img', { name: '李雷' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/files/missing.png');
    expect(img.width).toBe(98);
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: '李雷' }) as HTMLImageElement;
    expect(fallback.getAttribute('src')).toBe(PRESET_FACES.female1);
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: '李雷' }).textContent).toBe('李雷');
  });

  it('starts over when the value changes after a failure', () => {
    const { rerender } = render(<Avatar value="/a.png" name="A" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe(PRESET_FACES.male1);
    rerender(<Avatar value="/b.png" name="A" size={100} />);
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/b.png');
    expect(img.style.height).toBe('100px');
  });

  it('shows the company face for a company without a picture', () => {
    render(<Avatar name="仁力科技" userType={2} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(PRESET_FACES.company);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { SelectDropdown } from './SelectDropdown.tsx';

const few = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const many = Array.from({ length: 7 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

beforeEach(() => setLanguage('zh-CN'));
afterEach(cleanup);

const box = () => screen.getByRole('button', { name: 'Pick' });
const option = (name: string) => screen.getByRole('option', { name });

describe('SelectDropdown (docs/chat-ui.md)', () => {
  it('opens and closes on click of the box, and closes on an outside click', () => {
    render(<SelectDropdown label="Pick" options={few} value={[]} onChange={vi.fn()} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(box());
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(box());
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(box());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('single-select emits the pick at once and closes', () => {
    const onChange = vi.fn();
    render(<SelectDropdown label="Pick" options={few} value={['a']} onChange={onChange} />);
    expect(box().textContent).toContain('Alpha');
    fireEvent.click(box());
    fireEvent.click(option('Beta'));
    expect(onChange).toHaveBeenCalledWith(['b']);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the search box only when enabled and with more than 6 items', () => {
    const { rerender } = render(
      <SelectDropdown label="Pick" options={few} value={[]} searchable onChange={vi.fn()} />,
    );
    fireEvent.click(box());
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(<SelectDropdown label="Pick" options={many} value={[]} onChange={vi.fn()} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(<SelectDropdown label="Pick" options={many} value={[]} searchable onChange={vi.fn()} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Option 3' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Option 3']);
  });

  it('multi-select emits once, on close, and only when the choice changed', () => {
    const onChange = vi.fn();
    render(<SelectDropdown label="Pick" options={few} value={['a']} multiple onChange={onChange} />);
    fireEvent.click(box());
    fireEvent.click(option('Beta'));
    fireEvent.click(option('Alpha'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(['b']);
    fireEvent.click(box());
    fireEvent.click(box());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('the empty default option clears the whole choice', () => {
    const onChange = vi.fn();
    render(
      <SelectDropdown
        label="Pick"
        options={few}
        value={['a', 'b']}
        multiple
        emptyLabel="不限"
        onChange={onChange}
      />,
    );
    fireEvent.click(box());
    expect(option('不限').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option('不限'));
    expect(option('不限').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(box());
    expect(onChange).toHaveBeenCalledWith([]);
  });
});

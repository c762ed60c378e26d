import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { Highlighted } from './Highlighted.tsx';
import { SearchBox } from './SearchBox.tsx';
import {
  initialSearchBox,
  SEARCH_DEBOUNCE_MS,
  type SearchBoxState,
  searchBoxReducer,
} from './search-rules.ts';

beforeEach(async () => {
  await setLanguage('zh-CN');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function Harness({ onState }: { onState: (s: SearchBoxState) => void }) {
  const [state, dispatch] = useReducer(searchBoxReducer, initialSearchBox);
  onState(state);
  return (
    <SearchBox
      state={state}
      dispatch={dispatch}
      placeholder="搜索"
      onCancel={() => dispatch({ type: 'clear' })}
    />
  );
}

function mount() {
  const states: SearchBoxState[] = [];
  render(<Harness onState={(s) => states.push(s)} />);
  return { input: screen.getByRole('searchbox', { name: '搜索' }), last: () => states.at(-1)! };
}

describe('SearchBox', () => {
  it('starts searching on focus and shows cancel', () => {
    const { input, last } = mount();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    fireEvent.focus(input);
    expect(last().searching).toBe(true);
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('commits the keyword after a 500 ms pause in typing', () => {
    const { input, last } = mount();
    fireEvent.change(input, { target: { value: '绩' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '绩效' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(last().keyword).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(last().keyword).toBe('绩效');
  });

  it('commits at once on Enter', () => {
    const { input, last } = mount();
    fireEvent.change(input, { target: { value: 'Quarterly' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(last().keyword).toBe('Quarterly');
  });

  it('ends the search when cleared', () => {
    const { input, last } = mount();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '清空搜索' }));
    expect(last()).toEqual(initialSearchBox);
    expect((input as HTMLInputElement).value).toBe('');
  });
});

describe('Highlighted', () => {
  it('marks keywords as text, never as HTML', () => {
    const { container } = render(
      <Highlighted text={'<img src=x onerror=alert(1)> Quarterly'} keywords={['quarterly']} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('Quarterly');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> Quarterly');
  });
});

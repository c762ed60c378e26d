import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { RangePicker } from './RangePicker.tsx';
import { RANGE_CLOSE_MS, SINGLE_CLOSE_MS } from './range-picker-rules.ts';

beforeEach(async () => {
  await setLanguage('zh-CN');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const day = (label: string) => screen.getByRole('button', { name: label });
const may2026 = { year: 2026, month: 4 };

function open(mode: 'range' | 'single' = 'range') {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(<RangePicker mode={mode} month={may2026} onPick={onPick} onClose={onClose} />);
  return { onPick, onClose };
}

describe('RangePicker', () => {
  it('shows two month panels, the left one a month earlier', () => {
    open();
    expect(screen.getByText('2026年4月')).toBeTruthy();
    expect(screen.getByText('2026年5月')).toBeTruthy();
  });

  it('offers only the days of each panel month as buttons', () => {
    open();
    // 1 May 2026 is a Friday, so 27-30 April show in the May panel too, but only April's panel has them as buttons.
    expect(screen.getAllByRole('button', { name: '2026-04-30' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '2026-06-01' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^2026-05-/ })).toHaveLength(31);
  });

  it('picks start then end, swapping an earlier end, and closes 200 ms after the second click', () => {
    const { onPick, onClose } = open();
    fireEvent.click(day('2026-05-20'));
    expect(screen.getByText('请选择结束日期')).toBeTruthy();
    fireEvent.click(day('2026-04-28'));
    act(() => vi.advanceTimersByTime(RANGE_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPick).toHaveBeenCalledWith(new Date(2026, 3, 28), new Date(2026, 4, 20));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes 300 ms after the click in single mode', () => {
    const { onPick, onClose } = open('single');
    expect(screen.queryByText('2026年4月')).toBeNull();
    fireEvent.click(day('2026-05-08'));
    act(() => vi.advanceTimersByTime(SINGLE_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPick).toHaveBeenCalledWith(new Date(2026, 4, 8), new Date(2026, 4, 8));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the panels from crossing: the inner arrows are disabled until the panels move apart', () => {
    open();
    const [leftPrev, rightPrev] = screen.getAllByRole('button', { name: '上个月' });
    const [leftNext, rightNext] = screen.getAllByRole('button', { name: '下个月' });
    expect((leftNext as HTMLButtonElement).disabled).toBe(true);
    expect((rightPrev as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(rightNext!);
    expect(screen.getByText('2026年6月')).toBeTruthy();
    expect((leftNext as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(leftNext!);
    expect(screen.getByText('2026年5月')).toBeTruthy();
    expect((leftNext as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(leftPrev!);
    expect(screen.getByText('2026年4月')).toBeTruthy();
  });
});

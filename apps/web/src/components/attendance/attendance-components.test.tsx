import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { chinaDay, chinaTime } from './china-clock.ts';
import { DayReasons } from './DayReasons.tsx';
import { DayStatusTag } from './DayStatusTag.tsx';
import { employeeTypeOfSign } from './sign.ts';

beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

const late = { key: 'punchLate', params: { punch: '09:05', onTime: '09:00', minutes: 5 } };

describe('attendance components', () => {
  it('names a finding in the current language with its colour', async () => {
    const { container, rerender } = render(<DayStatusTag status="absent" />);
    expect(screen.getByText('旷工')).toBeTruthy();
    expect(container.querySelector('.ant-tag-red')).toBeTruthy();
    await i18n.changeLanguage('en');
    rerender(<DayStatusTag status="seriousLate" />);
    expect(screen.getByText('Seriously late')).toBeTruthy();
    expect(container.querySelector('.ant-tag-orange')).toBeTruthy();
  });

  it('explains each reason in words, and shows nothing without reasons', async () => {
    const { container, rerender } = render(<DayReasons reasons={[late]} />);
    expect(screen.getByText('打卡 09:05，班次 09:00，迟到 5 分钟')).toBeTruthy();
    await i18n.changeLanguage('en');
    rerender(<DayReasons reasons={[late, { key: 'fromANewerServer', params: {} }]} />);
    expect(screen.getByText('Punched 09:05, shift starts 09:00: 5 min late')).toBeTruthy();
    expect(screen.getByText('fromANewerServer')).toBeTruthy();
    rerender(<DayReasons reasons={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows instants on the China clock and reads the tab’s sign', () => {
    // 16:30 UTC is half past midnight the next day in China.
    expect(chinaTime('2026-03-01T16:30:00.000Z')).toBe('00:30');
    expect(chinaDay('2026-03-01T16:30:00.000Z')).toBe('2026-03-02');
    expect([employeeTypeOfSign('hrm'), employeeTypeOfSign('hro'), employeeTypeOfSign(undefined)]).toEqual([
      1,
      2,
      undefined,
    ]);
  });
});

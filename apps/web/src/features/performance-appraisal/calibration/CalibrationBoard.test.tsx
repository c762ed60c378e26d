import type { CalibrationBoard as Board } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { setToken } from '../../../lib/session.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CalibrationBoard } from './CalibrationBoard.tsx';

const person = (id: number, staffName: string, grade: string): Board['people'][number] => ({
  id,
  staffName,
  departmentId: 3,
  departmentName: '销售部',
  status: 6,
  totalScore: grade === 'S' ? '91.20' : '84.52',
  grade,
  calibratedGrade: null,
  calibrationNote: null,
  potential: null,
});

/** 销售部 of 2: S ≤ 10 % allows none (2 × 10 % rounds to 0), so one S is over until it moves to A. */
function server() {
  let sGrade = 'S';
  const board = (): Board => ({
    cycleId: 5,
    cycleName: '2026年第三季度绩效考核',
    grades: ['S', 'A', 'B', 'C', 'D'],
    scope: 'department',
    canEdit: true,
    pending: 1,
    groups: [
      {
        departmentId: 3,
        name: '销售部',
        limits: [
          { grade: 'S', count: sGrade === 'S' ? 1 : 0, allowedMax: 0, requiredMin: null, ok: sGrade !== 'S' },
        ],
      },
    ],
    people: [
      { ...person(11, '李雷', 'S'), calibratedGrade: sGrade === 'S' ? null : sGrade },
      person(12, '韩梅梅', 'A'),
    ],
  });
  return fakeServer({
    '/performance/appraisal/cycles': () => ({
      data: { list: [{ id: 5, name: '2026年第三季度绩效考核', status: 2, stage: 'calibration' }] },
    }),
    '/performance/appraisal/calibration': () => ({ data: board() }),
    '/performance/appraisal/calibrate': (body) => {
      sGrade = (body as { grade: string }).grade;
      return { data: { id: 11 } };
    },
  });
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  setToken('user', 'hr-token');
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-appraisal']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('绩效校准', () => {
  it('shows the broken limit, moves a person by drag with a reason, and shows the limit met', async () => {
    const { bodiesOf } = server();
    render(
      <Providers>
        <CalibrationBoard />
      </Providers>,
    );
    expect(await screen.findByText('S 1/0 超出')).toBeTruthy();
    expect(screen.getByText('还有 1 人未完成评分，发布时只发布已评分完成的人员')).toBeTruthy();
    const columnS = screen.getByRole('region', { name: 'S 等级' });
    expect(within(columnS).getByText('李雷')).toBeTruthy();

    fireEvent.drop(screen.getByRole('region', { name: 'A 等级' }), {
      dataTransfer: { getData: () => '11' },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('调整 李雷 的等级')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('调整理由'), { target: { value: '与韩梅梅同级' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '调整等级' }));

    await waitFor(() =>
      expect(bodiesOf('/performance/appraisal/calibrate')).toEqual([
        { id: 11, grade: 'A', note: '与韩梅梅同级' },
      ]),
    );
    expect(await screen.findByText('S 0/0')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'A 等级' })).getByText('李雷')).toBeTruthy();
  });
});

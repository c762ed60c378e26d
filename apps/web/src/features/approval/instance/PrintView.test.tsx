import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { detail } from '../test-fixtures.ts';
import { PrintView } from './PrintView.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrintView', () => {
  it('lays the instance out as a sheet: serial, values as a table, the timeline, the print time in China', () => {
    fakeServer({});
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onClose = vi.fn();
    render(
      <Providers>
        <PrintView
          detail={detail({ state: 'approved' })}
          onClose={onClose}
          // 16:30 UTC is half past midnight the next day in Beijing.
          printedAt={new Date('2026-11-25T16:30:00.000Z')}
        />
      </Providers>,
    );
    const sheet = within(screen.getByRole('document', { name: '打印预览' }));
    expect(sheet.getByRole('heading', { name: '张三的报销' })).toBeTruthy();
    expect(sheet.getByText(/审批编号：SP20261125-0001 · 已通过 · 发起人：张三/)).toBeTruthy();
    const values = sheet.getAllByRole('table')[0]!;
    expect(within(values).getByRole('rowheader', { name: '金额' })).toBeTruthy();
    expect(within(values).getByText('¥6000.00')).toBeTruthy();
    const timeline = sheet.getAllByRole('table')[1]!;
    expect(within(timeline).getByText('提交了申请')).toBeTruthy();
    expect(within(timeline).getByText('2026/11/25 09:00')).toBeTruthy();
    expect(sheet.getByText('打印时间：2026/11/26 00:30')).toBeTruthy();

    fireEvent.click(sheet.getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(sheet.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

import type { AuthSummary, DayRecord } from '@renli/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Handler, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { RecordPage } from './RecordPage.tsx';
import { at, LATE, punchOf, record, summary, TODAY, todayOf } from './test-data.ts';

const toasts: string[] = [];
const admin = summary({ staffAdmin: 1, scopes: ['hrm', 'hro'] });
const company = summary({ userType: 2, compAdmin: 1 });
const FIRST = `${TODAY.slice(0, 7)}-01`;
const rows: DayRecord[] = [
  record(1, '张三', TODAY, { status: 'late', reasons: [LATE], punchIn: at(TODAY, '09:05') }),
  record(2, '李四', TODAY, { status: 'rest', shift: null }),
];
const pageOf = (list: DayRecord[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 20 } });

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/oa/attendance/record/:sign?" element={<RecordPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

function serve(who: AuthSummary, extra: Record<string, Handler> = {}) {
  return fakeServer({
    '/selectAuthByToken': () => ({ data: who }),
    '/cPunchCard/today': () => ({ data: todayOf() }),
    '/cPunchCard/selectDayPage': () => pageOf(rows),
    '/cPunchCard/staffDays': () => ({
      data: {
        staffId: 1,
        staffName: '张三',
        days: [],
        punches: [punchOf(11, '09:05', { staffId: 1, source: 'import', place: '前台考勤机' })],
      },
    }),
    ...extra,
  });
}

/** A dialog by its title (antd's test ids leave dialogs without an accessible name). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

const cardOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.attendance-record-row-card strong' })).closest('li')!;

beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  localStorage.clear();
  setToken('user', 'hr-token');
  toasts.length = 0;
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('每日记录 (HR)', () => {
  it('opens on the records with the sign’s type, this month so far, as cards on a phone', async () => {
    const { bodiesOf } = serve(admin);
    renderAt('/oa/attendance/record/hro');
    const zhang = await cardOf('张三');
    expect(within(zhang).getByText('迟到')).toBeTruthy();
    expect(within(zhang).getByText('打卡 09:05，班次 09:00，迟到 5 分钟')).toBeTruthy();
    expect(within(zhang).getByText('A001 · 研发部 · 白班 09:00–18:00')).toBeTruthy();
    expect(bodiesOf('/cPunchCard/selectDayPage')[0]).toEqual({
      from: FIRST,
      to: TODAY,
      employeeType: 2,
      pageNum: 1,
      pageSize: 20,
    });
    // An admin who is also staff punches too.
    expect(screen.getByRole('tab', { name: '打卡' })).toBeTruthy();
  });

  it('shows the company account the records alone, and sends the filters', async () => {
    const { bodiesOf } = serve(company);
    renderAt('/oa/attendance/record');
    await cardOf('张三');
    expect(screen.queryByRole('tab', { name: '打卡' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '考勤结果' }));
    fireEvent.click(await screen.findByText('旷工', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('搜索姓名、工号或手机号'), { target: { value: ' 张 ' } });
    await waitFor(() =>
      expect(bodiesOf('/cPunchCard/selectDayPage').at(-1)).toEqual({
        from: FIRST,
        to: TODAY,
        status: 'absent',
        searchText: '张',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('lists a day’s punches with their sources and voids one with a required note', async () => {
    const { bodiesOf } = serve(company, {
      '/cPunchCard/void': () => ({ data: punchOf(11, '09:05', { voided: true }) }),
    });
    renderAt('/oa/attendance/record');
    fireEvent.click(within(await cardOf('张三')).getByRole('button', { name: '打卡记录' }));
    const dialog = await dialogTitled(`张三 ${TODAY} 的打卡记录`);
    expect(await within(dialog).findByText('设备导入')).toBeTruthy();
    expect(bodiesOf('/cPunchCard/staffDays')).toEqual([{ staffId: 1, from: TODAY, to: TODAY }]);
    fireEvent.click(within(dialog).getByRole('button', { name: '作废' }));
    const voiding = await dialogTitled('作废 09:05 的打卡');
    fireEvent.click(within(voiding).getByRole('button', { name: '作 废' }));
    expect(await within(voiding).findByText('请输入作废原因')).toBeTruthy();
    expect(bodiesOf('/cPunchCard/void')).toEqual([]);
    fireEvent.change(within(voiding).getByLabelText('作废原因'), { target: { value: '重复导入' } });
    fireEvent.click(within(voiding).getByRole('button', { name: '作 废' }));
    await waitFor(() => expect(bodiesOf('/cPunchCard/void')).toEqual([{ id: 11, note: '重复导入' }]));
    await waitFor(() => expect(toasts).toContain('success:已作废打卡'));
  });

  it('adds a punch for a row’s staff member and day with a note, showing the server’s refusal on the form', async () => {
    let refuse = true;
    const { bodiesOf } = serve(company, {
      '/cPunchCard/correct': () =>
        refuse
          ? {
              code: 400,
              message: '参数错误',
              data: { fields: [{ field: 'note', message: '不能超过 200 个字' }] },
            }
          : { data: punchOf(12, '09:00', { source: 'correction' }) },
    });
    renderAt('/oa/attendance/record');
    fireEvent.click(within(await cardOf('张三')).getByRole('button', { name: '补录打卡' }));
    const dialog = await dialogTitled('为 张三 补录打卡');
    const time = within(dialog).getByLabelText('时间');
    fireEvent.mouseDown(time);
    fireEvent.change(time, { target: { value: '09:00' } });
    fireEvent.keyDown(time, { key: 'Enter', code: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText('说明'), { target: { value: '门禁记录 09:00 进入' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '补 录' }));
    expect(await within(dialog).findByText('不能超过 200 个字')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '补 录' }));
    await waitFor(() => expect(toasts).toContain('success:已补录打卡'));
    expect(bodiesOf('/cPunchCard/correct').at(-1)).toEqual({
      staffId: 1,
      day: TODAY,
      time: '09:00',
      note: '门禁记录 09:00 进入',
    });
  });

  it('imports a clock’s log and lists the bad rows when nothing was imported', async () => {
    let errors = true;
    const { calls } = serve(company, {
      '/cPunchCard/import': () =>
        errors
          ? {
              code: 400,
              message: '有2处错误，未导入任何数据',
              data: {
                errors: [
                  { row: 3, field: 'jobNo', message: '找不到工号或手机号为“A999”的员工' },
                  { row: 5, field: 'at', message: '打卡时间不能晚于现在' },
                ],
              },
            }
          : { data: { imported: 40, skipped: 2 } },
    });
    renderAt('/oa/attendance/record');
    await cardOf('张三');
    fireEvent.click(screen.getByRole('button', { name: /导入打卡/ }));
    const dialog = await dialogTitled('导入打卡记录');
    expect(within(dialog).getByRole('button', { name: /下载导入模板/ })).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'clock.csv')] } });
    });
    expect(await within(dialog).findByText('2 处错误，未导入任何数据')).toBeTruthy();
    const cells = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['3', '工号', '找不到工号或手机号为“A999”的员工'],
      ['5', '打卡时间', '打卡时间不能晚于现在'],
    ]);
    expect(toasts).toEqual([]);
    expect((calls.find((c) => c.path === '/cPunchCard/import')!.body as FormData).get('file')).toBeInstanceOf(
      File,
    );
    errors = false;
    // The upload renders a fresh input after each file.
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]')!, {
        target: { files: [new File(['x'], 'clock.csv')] },
      });
    });
    await waitFor(() => expect(toasts).toEqual(['success:已导入 40 条，跳过重复 2 条']));
  });

  it('shows a table scrolling in its own box on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    serve(company);
    renderAt('/oa/attendance/record');
    const zhang = (await screen.findByText('张三', { selector: 'td' })).closest('tr')!;
    expect(within(zhang).getByText('09:05')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers.filter(Boolean)).toEqual([
      '姓名',
      '工号',
      '部门',
      '日期',
      '班次',
      '上班打卡',
      '下班打卡',
      '结果',
      '说明',
      '操作',
    ]);
    expect(document.querySelector('.ant-table-body')).toBeTruthy();
  });

  it('says what to do when there is nothing yet', async () => {
    serve(company, { '/cPunchCard/selectDayPage': () => pageOf([]) });
    renderAt('/oa/attendance/record');
    expect(await screen.findByText(/员工打卡或导入打卡记录后/)).toBeTruthy();
  });
});

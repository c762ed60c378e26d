import type { ArchiveHistory, ArchivePage, ArchiveRow, SalaryGroup, SalaryItem } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { storeUser } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { FilePage } from './FilePage.tsx';
import { salaryWageFeature } from './manifest.tsx';
import { SetPage } from './SetPage.tsx';

const SET = '/salary/wage/set/:sign?';
const FILE = '/salary/wage/file/:sign?';

const item = (code: string, name: string, extra: Partial<SalaryItem> = {}): SalaryItem => ({
  id: 1,
  version: 1,
  code,
  name,
  source: 'fixed',
  effect: 'earning',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: true,
  showOnPayslip: true,
  sort: 10,
  enabled: true,
  system: false,
  ...extra,
});
const items = [
  item('base', '基本工资'),
  item('post', '岗位工资', { id: 2 }),
  item('net', '实发工资', { id: null, source: 'system', effect: 'info', system: true, sort: 905 }),
];
const group: SalaryGroup = {
  id: 3,
  version: 1,
  name: '总部薪资组',
  employeeType: 1,
  clientCompany: null,
  prorate: 'payDays',
  overtimeBaseItems: ['base'],
  items: [
    { code: 'base', showOnPayslip: true },
    { code: 'post', showOnPayslip: true },
    { code: 'net', showOnPayslip: true },
  ],
  feeKind: null,
  feeValue: null,
  archives: 1,
};
const row = (extra: Partial<ArchiveRow>): ArchiveRow => ({
  staffId: 41,
  staffName: '沈一鸣',
  jobNo: 'A001',
  mobile: '13700000001',
  deptName: '研发部',
  employeeType: 1,
  groupId: null,
  groupName: null,
  current: null,
  pending: null,
  nextAction: 'set',
  ...extra,
});
const archivePage = (list: ArchiveRow[], withoutArchive: number): { data: ArchivePage } => ({
  data: {
    list,
    total: list.length,
    pageNum: 1,
    pageSize: 20,
    items: [
      { code: 'base', name: '基本工资' },
      { code: 'post', name: '岗位工资' },
    ],
    withoutArchive,
  },
});

const button = (text: string | RegExp, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.replace(/\s/g, '') === text : text.test(b.textContent ?? ''),
  ) ??
  (() => {
    throw new Error(`no button ${text}`);
  })();

const renderAt = (path: string, pattern: string, element: React.ReactNode) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

const toasts: string[] = [];
beforeAll(() => {
  installBrowserStubs();
  bindToast((kind, content) => toasts.push(`${kind}:${content}`));
});
beforeEach(async () => {
  localStorage.clear();
  toasts.length = 0;
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-wage']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('薪资设置', () => {
  it('claims both catalog paths', () => {
    for (const path of [SET, FILE] as const) {
      expect(salaryWageFeature.screens[path]).toBeTruthy();
      expect(allRoutes.some((route) => route.path === path)).toBe(true);
    }
  });

  it('lists items, inserts names into a formula by click and shows the server’s check', async () => {
    const { bodiesOf } = fakeServer({
      '/salarySetCtl/items': () => ({ data: { list: items, canWrite: true } }),
      '/salarySetCtl/groups': () => ({ data: { list: [group], canWrite: true } }),
      '/salarySetCtl/checkFormula': (body) => {
        const { formula } = body as { formula: string };
        return formula.includes('base')
          ? { data: { ok: true, message: null, order: ['absence'] } }
          : { data: { ok: false, message: '工资项公式循环引用：缺勤扣款 → 缺勤扣款', order: [] } };
      },
      '/salarySetCtl/saveItem': () => ({ data: item('absence', '缺勤扣款', { source: 'formula' }) }),
    });
    renderAt('/salary/wage/set', SET, <SetPage />);
    expect(await screen.findByText('基本工资')).toBeTruthy();
    expect(screen.getByText('系统')).toBeTruthy();
    fireEvent.click(button('新增工资项'));
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '缺勤扣款' } });
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'absence' } });
    fireEvent.mouseDown(screen.getByLabelText('来源'));
    fireEvent.click(await screen.findByText('公式', { selector: '.ant-select-item-option-content' }));
    const box = (await screen.findByLabelText('公式')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'absence + 1' } });
    expect(
      await screen.findByText('工资项公式循环引用：缺勤扣款 → 缺勤扣款', {}, { timeout: 3000 }),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getAllByText('基本工资').find((el) => el.closest('.ant-tag-checkable'))!);
    await waitFor(() => expect(box.value).toBe('base'));
    expect(await screen.findByText('公式正确。计算顺序：缺勤扣款', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(bodiesOf('/saveItem')).toHaveLength(1));
    expect(bodiesOf('/saveItem')[0]).toMatchObject({ code: 'absence', source: 'formula', formula: 'base' });
  });

  it('shows the groups as cards with their items by name', async () => {
    fakeServer({
      '/salarySetCtl/items': () => ({ data: { list: items, canWrite: true } }),
      '/salarySetCtl/groups': () => ({ data: { list: [group], canWrite: true } }),
    });
    renderAt('/salary/wage/set?tab=groups', SET, <SetPage />);
    expect(await screen.findByText('总部薪资组')).toBeTruthy();
    expect(await screen.findByText('基本工资、岗位工资、实发工资')).toBeTruthy();
    expect(screen.getByText('按 21.75 计薪天数')).toBeTruthy();
  });
});

describe('薪资档案', () => {
  it('flags staff without an archive and sets their pay', async () => {
    const history: ArchiveHistory = { staffId: 41, staffName: '沈一鸣', groupId: null, versions: [] };
    const { bodiesOf } = fakeServer({
      '/salaryArchivesCtl/selectPage': () => archivePage([row({})], 1),
      '/salaryArchivesCtl/history': () => ({ data: history }),
      '/salaryArchivesCtl/save': () => ({ data: history }),
      '/salarySetCtl/items': () => ({ data: { list: items, canWrite: true } }),
      '/salarySetCtl/groups': () => ({ data: { list: [group], canWrite: true } }),
    });
    renderAt('/salary/wage/file', FILE, <FilePage />);
    expect(await screen.findByText('1 名在职员工还没有薪资档案')).toBeTruthy();
    expect(screen.getByText('未定薪')).toBeTruthy();
    fireEvent.click(button('定薪'));
    expect(await screen.findByText('定薪：沈一鸣')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('基本工资'), { target: { value: '8000' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(bodiesOf('/salaryArchivesCtl/save')).toHaveLength(1));
    expect(bodiesOf('/salaryArchivesCtl/save')[0]).toMatchObject({
      staffId: 41,
      groupId: 3,
      reason: 'set',
      amounts: { base: '8000' },
    });
  });

  it('shows amounts in effect and the change waiting', async () => {
    const version = {
      id: 1,
      effectiveFrom: '2026-01-01',
      amounts: { base: '6000.00', post: '2000.00' },
      total: '8000.00',
      reason: 'set' as const,
      note: null,
      by: '人事',
      createdAt: '2026-01-01T00:00:00.000Z',
      pending: false,
    };
    fakeServer({
      '/salaryArchivesCtl/selectPage': () =>
        archivePage(
          [
            row({
              groupId: 3,
              groupName: '总部薪资组',
              nextAction: null,
              current: version,
              pending: { ...version, id: 2, effectiveFrom: '2099-03-01', total: '9000.00', pending: true },
            }),
          ],
          0,
        ),
      '/salarySetCtl/groups': () => ({ data: { list: [group], canWrite: true } }),
    });
    renderAt('/salary/wage/file', FILE, <FilePage />);
    expect(await screen.findByText('8,000.00')).toBeTruthy();
    expect(screen.getByText('6,000.00')).toBeTruthy();
    expect(screen.getByText(/2099-03-01/)).toBeTruthy();
    expect(button('调薪')).toBeTruthy();
    expect(screen.queryByText(/还没有薪资档案/)).toBeNull();
  });
});

import type { MonthView } from '@renli/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PickerProps, registerPickers } from '../../../components/resource/pickers.ts';
import { fakeServer } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { bindToast } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { thisMonth } from '../kind.ts';
import { monthView } from '../test-data.ts';
import { renderAt } from '../test-kit.tsx';

const P = '/socialInsuranceCtl';
const MONTH = thisMonth();
const button = (text: string | RegExp) =>
  screen.getByText(text, { selector: 'button span' }).closest('button')!;

/** Answers a confirmation with its OK button once it asks `question`. */
async function confirm(question: RegExp) {
  const popup = (await screen.findByText(question)).closest('.ant-popconfirm')! as HTMLElement;
  fireEvent.click(popup.querySelector('.ant-btn-primary')!);
}

function wide() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const statistic = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.textContent;

const toasts: string[] = [];

beforeAll(installBrowserStubs);
beforeEach(async () => {
  toasts.length = 0;
  bindToast((kind, content) => toasts.push(`${kind}:${content}`));
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-insurance']);
  registerPickers({
    staff: ({ onChange, placeholder }: PickerProps) => (
      <button type="button" onClick={() => onChange?.(101)}>
        {placeholder}
      </button>
    ),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('社保明细 / 公积金明细', () => {
  it('previews an ungenerated month, generates it, confirms and reopens it', async () => {
    let view: MonthView = monthView();
    const { bodiesOf } = fakeServer({
      [`${P}/month/view`]: () => ({ data: view }),
      [`${P}/month/generate`]: () => {
        view = { ...view, status: 'draft', version: 1 };
        return { data: view };
      },
      [`${P}/month/confirm`]: (body) => {
        view = { ...view, status: (body as { reopen: boolean }).reopen ? 'draft' : 'confirmed', version: 2 };
        return { data: view };
      },
    });
    renderAt('/salary/social/ssr/hrm');
    expect(await screen.findByText(new RegExp(`${MONTH} 尚未生成明细`))).toBeTruthy();
    expect(statistic('单位合计')).toContain('2,550.00');
    expect(statistic('个人合计')).toContain('1,003.00');
    expect(statistic('合计')).toContain('3,553.00');
    // Phones: a card per person with each item's employer / employee amounts.
    const card = screen.getByText('张三').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('1,600.00 / 800.00')).toBeTruthy();
    expect(within(card).getByText('0.00 / 3.00')).toBeTruthy();
    expect(bodiesOf(`${P}/month/view`)[0]).toEqual({ kind: 'social', month: MONTH, employeeType: 1 });

    fireEvent.click(button('生成明细'));
    expect(await screen.findByText('待确认')).toBeTruthy();
    expect(bodiesOf(`${P}/month/generate`)).toEqual([{ kind: 'social', month: MONTH }]);
    expect(screen.queryByText(/尚未生成明细/)).toBeNull();

    fireEvent.click(button('确认锁定'));
    await confirm(/确认后不能再生成/);
    expect(await screen.findByText(`${MONTH} 已确认锁定，数据供薪资核算使用`)).toBeTruthy();
    expect(button('补缴').disabled).toBe(true);
    expect(bodiesOf(`${P}/month/confirm`)).toEqual([
      { kind: 'social', month: MONTH, reopen: false, version: 1 },
    ]);
    fireEvent.click(button('重新打开'));
    await confirm(/重新打开 .* 的明细？/);
    await waitFor(() => expect(bodiesOf(`${P}/month/confirm`)).toHaveLength(2));
    expect(bodiesOf(`${P}/month/confirm`)[1]).toEqual({
      kind: 'social',
      month: MONTH,
      reopen: true,
      version: 2,
    });
  });

  it('sums each item per person in the wide table, totals by item, and lists 增员', async () => {
    wide();
    const adjusted = monthView({ status: 'draft' });
    adjusted.people[0]!.lines.push({
      id: 55,
      type: 'adjustment',
      item: 'pension',
      forMonth: MONTH,
      base: '0.00',
      companyRate: '0',
      personalRate: '0',
      company: '-100.50',
      personal: '0.00',
      reason: '多缴退回',
    });
    const { bodiesOf } = fakeServer({
      [`${P}/month/view`]: () => ({ data: adjusted }),
      [`${P}/month/lineDelete`]: () => ({ data: monthView({ status: 'draft' }) }),
    });
    renderAt('/salary/social/ssr');
    const row = (await screen.findByText('张三')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    // 养老 employer: 1,600.00 − 100.50 of the adjustment.
    expect(cells).toEqual(
      expect.arrayContaining(['10,000.00', '1,499.50', '800.00', '950.00', '200.00', '2,550.00']),
    );
    expect(document.querySelector('.insurance-table .ant-table-content')).toBeTruthy();
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    const adjustment = (await screen.findByText('多缴退回')).closest('tr')!;
    expect(within(adjustment).getByText('-100.50')).toBeTruthy();
    fireEvent.click(within(adjustment).getByRole('button', { name: '删除' }));
    await confirm(/删除这条记录/);
    await waitFor(() =>
      expect(bodiesOf(`${P}/month/lineDelete`)).toEqual([{ kind: 'social', month: MONTH, lineId: 55 }]),
    );

    fireEvent.click(screen.getByText('分项汇总'));
    const total = (await screen.findByText('合计', { selector: '.insurance-totals td' })).closest('tr')!;
    expect([...total.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '合计',
      '2,550.00',
      '1,003.00',
      '3,553.00',
    ]);
    fireEvent.click(screen.getByText('增员 1'));
    // The people table names no scheme: the 增员 list does.
    expect(await screen.findByText('上海社保')).toBeTruthy();
  });

  it('books an adjustment with signed amounts and a back-payment for an earlier month', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/month/view`]: () => ({ data: monthView({ kind: 'fund', status: 'draft', totals: [] }) }),
      [`${P}/month/adjust`]: () => ({ data: monthView({ kind: 'fund', status: 'draft' }) }),
      [`${P}/month/backPay`]: () => ({
        code: 400,
        message: '张三 2025-01 没有公积金参保档案',
        data: null,
      }),
    });
    renderAt('/salary/housingfund/pfr');
    await screen.findByText('张三');
    fireEvent.click(button('调整'));
    const dialog = (await screen.findByText(/单位和个人金额可为负数/)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('搜索姓名、工号或部门'));
    fireEvent.change(within(dialog).getByLabelText('单位'), { target: { value: '1.5.0' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '基数更正' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/, { selector: 'button span' }));
    expect(await within(dialog).findByText('请输入金额，可为负数（最多两位小数）')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('单位'), { target: { value: '-36' } });
    fireEvent.change(within(dialog).getByLabelText('个人'), { target: { value: '-36' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/, { selector: 'button span' }));
    await waitFor(() =>
      expect(bodiesOf(`${P}/month/adjust`)).toEqual([
        {
          kind: 'fund',
          month: MONTH,
          staffId: 101,
          item: 'fund',
          company: '-36',
          personal: '-36',
          reason: '基数更正',
        },
      ]),
    );

    await waitFor(() => expect(screen.queryByText(/单位和个人金额可为负数/)).toBeNull());
    fireEvent.click(button('补缴'));
    const back = (await screen.findByText(/为以前月份补缴/)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(back).getByText('搜索姓名、工号或部门'));
    const month = within(back).getByLabelText('补缴月份');
    fireEvent.mouseDown(month);
    fireEvent.change(month, { target: { value: '2025-01' } });
    fireEvent.keyDown(month, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(back).getByText(/^确\s*定$/, { selector: 'button span' }));
    // The server's refusal is shown; the dialog stays open to correct it.
    await waitFor(() => expect(toasts).toContain('error:张三 2025-01 没有公积金参保档案'));
    expect(bodiesOf(`${P}/month/backPay`)).toEqual([
      { kind: 'fund', month: MONTH, staffId: 101, forMonth: '2025-01', reason: '' },
    ]);
    expect(screen.getByText(/为以前月份补缴/)).toBeTruthy();
  });

  it('exports the month, and leads to the enrolments when nobody pays', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/month/view`]: () => ({
        data: monthView({ people: [], totals: [], company: '0.00', personal: '0.00', joiners: [] }),
      }),
      [`${P}/month/export`]: () => ({ data: null }),
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = await answer(input, init);
      if (!String(input).startsWith(`${P}/month/export`)) return json;
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('社保明细_202611_20261101101500.xlsx')}`,
        },
      });
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderAt('/salary/social/ssr/hro');
    expect(await screen.findByText(`${MONTH} 没有在缴人员`)).toBeTruthy();
    fireEvent.click(button(/^导\s*出$/));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(bodiesOf(`${P}/month/export`)).toEqual([{ kind: 'social', month: MONTH, employeeType: 2 }]);
    fireEvent.click(screen.getByText('去参保档案为员工参保 →'));
    expect(await screen.findByText('参保档案')).toBeTruthy();
  });
});

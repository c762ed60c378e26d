import type { Enrolment } from '@renli/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PickerProps, registerPickers } from '../../../components/resource/pickers.ts';
import { fakeServer } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { nextMonth, thisMonth } from '../kind.ts';
import { enrolment, scheme } from '../test-data.ts';
import { renderAt } from '../test-kit.tsx';

const P = '/socialInsuranceCtl';
const pageOf = (list: Enrolment[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 20 } });
const button = (text: string | RegExp) =>
  screen.getByText(text, { selector: 'button span' }).closest('button')!;

/** Wide screens: antd's breakpoints read `min-width` queries. */
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

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-insurance']);
  // The staff feature registers the real picker; this one picks person 142.
  registerPickers({
    staff: ({ onChange, placeholder }: PickerProps) => (
      <button type="button" onClick={() => onChange?.(142)}>
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

describe('参保档案 / 公积金档案', () => {
  it('lists enrolments in a table that scrolls in its box, the base paid on shown when clamped', async () => {
    wide();
    const { bodiesOf } = fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list: [scheme()] } }),
      [`${P}/enrolment/list`]: () =>
        pageOf([
          enrolment(1, '张三'),
          enrolment(2, '李四', { base: '3000', effectiveBase: '7460.00', clamped: 'floor' }),
        ]),
    });
    renderAt('/salary/social/ssa/hro');
    const li = (await screen.findByText('李四')).closest('tr')!;
    expect(within(li).getByText('按下限')).toBeTruthy();
    expect(li.textContent).toContain('7,460.00');
    expect(document.querySelector('.insurance-table .ant-table-content')).toBeTruthy();
    expect(bodiesOf(`${P}/enrolment/list`)[0]).toEqual({
      kind: 'social',
      employeeType: 2,
      pageNum: 1,
      pageSize: 20,
    });
    fireEvent.change(screen.getByLabelText('搜索姓名、工号或手机号'), { target: { value: ' 张 ' } });
    await waitFor(() =>
      expect(bodiesOf(`${P}/enrolment/list`).at(-1)).toEqual({
        kind: 'social',
        employeeType: 2,
        search: '张',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('enrols someone with the staff picker, and stops an enrolment from next month', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list: [scheme({ kind: 'fund', name: '上海公积金' })] } }),
      [`${P}/enrolment/list`]: () =>
        pageOf([enrolment(1, '张三', { kind: 'fund', schemeName: '上海公积金' })]),
      [`${P}/enrolment/save`]: (body) => ({ data: enrolment(9, '王五', body as Partial<Enrolment>) }),
    });
    renderAt('/salary/housingfund/pfl');
    // Phones (jsdom's default): a card per person.
    const card = (await screen.findByText('张三')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('A001 · 上海公积金')).toBeTruthy();
    fireEvent.click(button('新增参保'));
    const drawer = (await screen.findByText('起缴月份')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByText('搜索姓名、工号或部门'));
    fireEvent.mouseDown(within(drawer).getByRole('combobox'));
    fireEvent.click(await screen.findByText('上海公积金', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(drawer).getByLabelText('缴费基数'), { target: { value: '12000' } });
    fireEvent.change(within(drawer).getByLabelText('个人账号'), { target: { value: 'GJJ-01' } });
    fireEvent.click(within(drawer).getByText('保 存', { selector: 'button span' }));
    await waitFor(() => expect(bodiesOf(`${P}/enrolment/save`)).toHaveLength(1), { timeout: 3000 }).catch(
      (e) => {
        console.log([...drawer.querySelectorAll('.ant-form-item-explain-error')].map((x) => x.textContent));
        throw e;
      },
    );
    expect(bodiesOf(`${P}/enrolment/save`)[0]).toEqual({
      kind: 'fund',
      staffId: 142,
      schemeId: 7,
      base: '12000',
      startMonth: thisMonth(),
      stopMonth: null,
      accountNo: 'GJJ-01',
    });

    await waitFor(() => expect(screen.queryByText('起缴月份', { selector: 'label' })).toBeNull());
    fireEvent.click(within(card).getByText(/^停\s*缴$/, { selector: 'button span' }));
    const stop = (await screen.findByText('张三 停缴')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(stop).getByText('保 存', { selector: 'button span' }));
    await waitFor(() => expect(bodiesOf(`${P}/enrolment/save`)).toHaveLength(2));
    expect(bodiesOf(`${P}/enrolment/save`)[1]).toMatchObject({
      id: 1,
      version: 1,
      kind: 'fund',
      staffId: 101,
      stopMonth: nextMonth(thisMonth()),
    });
  });

  it('says to create a scheme first when there is none', async () => {
    fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list: [] } }),
      [`${P}/enrolment/list`]: () => pageOf([]),
    });
    renderAt('/salary/social/ssa/hrm');
    expect(await screen.findByText('还没有社保方案，请先创建方案再为员工参保。')).toBeTruthy();
    for (const create of screen.getAllByText('新增参保', { selector: 'button span' }))
      expect(create.closest('button')!.disabled).toBe(true);
    fireEvent.click(screen.getByText('去创建方案'));
    expect(await screen.findByText(/还没有社保方案。从平台参数创建/)).toBeTruthy();
  });

  it('lists every bad row of a refused import, and exports as the server names it', async () => {
    const { bodiesOf, calls } = fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list: [scheme()] } }),
      [`${P}/enrolment/list`]: () => pageOf([enrolment(1, '张三')]),
      [`${P}/enrolment/import`]: () => ({
        code: 400,
        message: '导入失败',
        data: { errors: [{ row: 3, field: '工号', message: '找不到工号 A999 的在职员工' }] },
      }),
    });
    renderAt('/salary/social/ssa');
    await screen.findByText('张三');
    fireEvent.click(button(/^导\s*入$/));
    const dialog = (await screen.findByText(/先下载模板/)).closest('.ant-modal') as HTMLElement;
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.xlsx')] } });
    expect(await within(dialog).findByText('找不到工号 A999 的在职员工')).toBeTruthy();
    expect(within(dialog).getByText('1 处错误，未导入任何数据')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith(`${P}/enrolment/import`))?.path).toBe(
      `${P}/enrolment/import?kind=social`,
    );
    fireEvent.click(dialog.querySelector('.ant-modal-close')!);

    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = await answer(input, init);
      if (!String(input).startsWith(`${P}/enrolment/export`)) return json;
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('参保档案_20261101101500.xlsx')}`,
        },
      });
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    fireEvent.click(button(/^导\s*出$/));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(bodiesOf(`${P}/enrolment/export`)).toEqual([{ kind: 'social' }]);
  });
});

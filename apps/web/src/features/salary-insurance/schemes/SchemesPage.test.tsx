import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../../app/routes.ts';
import { fakeServer } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { thisMonth } from '../kind.ts';
import { salaryInsuranceFeature } from '../manifest.tsx';
import { scheme, shanghai } from '../test-data.ts';
import { renderAt } from '../test-kit.tsx';

const P = '/socialInsuranceCtl';
const button = (text: string | RegExp) =>
  screen.getByText(text, { selector: 'button span' }).closest('button')!;

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-insurance']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('参保方案 / 公积金方案', () => {
  it('claims the six catalog paths with one screen per kind of page', () => {
    for (const path of [
      '/salary/social/sss/:sign?',
      '/salary/social/ssa/:sign?',
      '/salary/social/ssr/:sign?',
      '/salary/housingfund/pfs/:sign?',
      '/salary/housingfund/pfl/:sign?',
      '/salary/housingfund/pfr/:sign?',
    ] as const) {
      expect(allRoutes.find((route) => route.path === path)?.element).toBe(
        salaryInsuranceFeature.screens[path],
      );
    }
  });

  it('offers the platform’s figures when there is no scheme, and creates one from a city', async () => {
    let list: unknown[] = [];
    const { bodiesOf } = fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list } }),
      [`${P}/platformCities`]: () => ({ data: { list: [shanghai] } }),
      [`${P}/scheme/fromPlatform`]: () => {
        list = [scheme({ kind: 'fund', name: '上海公积金', enrolled: 0 })];
        return { data: list[0] };
      },
    });
    renderAt('/salary/housingfund/pfs');
    expect(await screen.findByText(/还没有公积金方案/)).toBeTruthy();
    fireEvent.click(button('从平台参数创建'));
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('上海', { selector: '.ant-select-item-option-content' }));
    // The chosen city's figures are shown before anything is created.
    expect(await within(dialog).findByText('缴费基数 7,460 – 37,302 元')).toBeTruthy();
    expect(within(dialog).getByText('16%')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('创 建', { selector: 'button span' }));
    expect(await screen.findByText('上海公积金')).toBeTruthy();
    expect(bodiesOf(`${P}/platformCities`)).toEqual([{ kind: 'fund' }]);
    expect(bodiesOf(`${P}/scheme/fromPlatform`)).toEqual([
      { kind: 'fund', cityCode: '310000', effectiveFrom: thisMonth() },
    ]);
    expect(bodiesOf(`${P}/scheme/list`)[0]).toEqual({ kind: 'fund' });
  });

  it('shows a scheme’s versions and items; one in use cannot be deleted', async () => {
    fakeServer({ [`${P}/scheme/list`]: () => ({ data: { list: [scheme()] } }) });
    renderAt('/salary/social/sss/hrm');
    const card = (await screen.findByText('上海社保')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('2 人参保')).toBeTruthy();
    expect(within(card).getByText('缴费基数 7,460 – 37,302 元')).toBeTruthy();
    const pension = within(card).getByText('养老保险').closest('tr')!;
    expect([...pension.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '养老保险',
      '16%',
      '8%',
      '—',
      '—',
      '四舍五入到分',
    ]);
    const illness = within(card).getByText('大病医疗').closest('tr')!;
    expect(within(illness).getByText('3')).toBeTruthy();
    expect(within(illness).getByText('见分进元')).toBeTruthy();
    expect(
      within(card)
        .getByText(/^删\s*除$/, { selector: 'button span' })
        .closest('button')!.disabled,
    ).toBe(true);
    // The older version shows its own items.
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '版本' }));
    fireEvent.click(await screen.findByText('2025-07 起', { selector: '.ant-select-item-option-content' }));
    expect(await within(card).findByText('缴费基数 7,310 – 36,549 元')).toBeTruthy();
    expect(within(card).queryByText('大病医疗')).toBeNull();
  });

  it('saves an edited version with its rates as decimal strings, and refuses a ceiling under the floor', async () => {
    const { bodiesOf } = fakeServer({
      [`${P}/scheme/list`]: () => ({ data: { list: [scheme()] } }),
      [`${P}/scheme/save`]: () => ({ data: scheme() }),
    });
    renderAt('/salary/social/sss');
    await screen.findByText('上海社保');
    fireEvent.click(button('编辑此版本'));
    const drawer = (await screen.findByText('基数上限')).closest('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByLabelText('基数上限'), { target: { value: '100' } });
    fireEvent.click(within(drawer).getByText('保 存', { selector: 'button span' }));
    expect(await within(drawer).findByText('基数上限不能低于下限')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('基数上限'), { target: { value: '40000' } });
    fireEvent.change(within(drawer).getAllByLabelText('单位比例')[0]!, { target: { value: '16.5' } });
    fireEvent.click(within(drawer).getByText('保 存', { selector: 'button span' }));
    await waitFor(() => expect(bodiesOf(`${P}/scheme/save`)).toHaveLength(1));
    const saved = bodiesOf(`${P}/scheme/save`)[0] as {
      rules: { effectiveFrom: string; baseMax: string; items: { item: string; companyRate: string }[] };
    };
    expect(saved).toMatchObject({ id: 7, version: 3, kind: 'social', name: '上海社保', cityCode: '310000' });
    expect(saved.rules.effectiveFrom).toBe('2026-07');
    expect(saved.rules.baseMax).toBe('40000');
    expect(saved.rules.items.map((i) => [i.item, i.companyRate])).toEqual([
      ['pension', '16.5'],
      ['medical', '9.5'],
      ['seriousIllness', '0'],
    ]);
  });
});

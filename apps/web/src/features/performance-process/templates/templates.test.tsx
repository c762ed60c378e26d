import type { Template } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { storeUser } from '../../../lib/session.ts';
import { bindToast } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { NEW_TEMPLATE } from './TemplateEditor.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';
import { isComplete, weightSum } from './weights.ts';

const general: Template = {
  id: 1,
  version: 1,
  name: '通用季度考核',
  description: '',
  config: NEW_TEMPLATE,
  status: 1,
  cycles: 2,
  updatedAt: '2026-07-01T00:00:00Z',
};

beforeAll(() => {
  installBrowserStubs();
  bindToast(() => undefined);
});
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['performance-process']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('weightSum', () => {
  it('adds percent strings exactly: 33.33 + 33.33 + 33.34 = 100, 70 + 20.5 = 90.5', () => {
    expect(weightSum(['33.33', '33.33', '33.34'])).toBe('100');
    expect(isComplete(['33.33', '33.33', '33.34'])).toBe(true);
    expect(weightSum(['70', '20.5'])).toBe('90.5');
    expect(weightSum(['70', '', 'x'])).toBe('70');
    expect(isComplete(['100', ''])).toBe(false);
  });
});

describe('考核模板', () => {
  it('shows the live sum of the section weights and the server’s refusal in Chinese', async () => {
    const { bodiesOf } = fakeServer({
      '/plan/template/list': () => ({ data: { list: [general] } }),
      '/plan/template/save': () => ({ code: 400, message: '考核维度的权重合计必须等于 100%，当前为 90%' }),
    });
    render(
      <Providers>
        <TemplatesTab />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    expect(await screen.findByText(/已有 2 个考核周期使用此模板/)).toBeTruthy();
    const sum = await screen.findByTestId('sections-sum');
    expect(sum.textContent).toBe('合计 100%');
    fireEvent.change(screen.getByLabelText('维度权重 2'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('sections-sum').textContent).toBe('合计 90%'));
    expect(screen.getByTestId('reviewers-sum').textContent).toBe('合计 100%');

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('考核维度的权重合计必须等于 100%，当前为 90%')).toBeTruthy();
    const [body] = bodiesOf('/plan/template/save') as { id: number; config: typeof NEW_TEMPLATE }[];
    expect(body!.id).toBe(1);
    expect(body!.config.sections.map((s) => s.weight)).toEqual(['70', '20']);
    expect(body!.config.distribution).toBeNull();
  });
});

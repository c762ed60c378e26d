import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ResourcePage } from './ResourcePage.tsx';
import { fakeServer, Providers, page, widget, widgetPage } from './resource-test-kit.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(canWrite: boolean | undefined) {
  const answer = page([widget(1, 'Alpha')]);
  fakeServer({ '/widget/selectPage': () => ({ data: { ...answer.data, canWrite } }) });
  render(
    <Providers>
      <ResourcePage config={widgetPage} />
    </Providers>,
  );
}

const buttonTexts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('ResourcePage write access', () => {
  it('hides create, edit, delete, import and row selection when the server says canWrite false', async () => {
    open(false);
    const row = (await screen.findByText('Alpha')).closest('tr')!;
    expect(buttonTexts(row)).toEqual(['详情']);
    expect(within(row).queryByRole('checkbox')).toBeNull();
    const toolbar = screen.getByText('导出').closest('.renli-resource-toolbar') as HTMLElement;
    const texts = buttonTexts(toolbar);
    expect(texts).toContain('导出');
    for (const hidden of ['新建', '导入']) expect(texts).not.toContain(hidden);
    expect(texts.some((t) => t?.startsWith('批量删除'))).toBe(false);
  });

  it('shows them when the server allows writing (or does not say)', async () => {
    for (const canWrite of [true, undefined]) {
      open(canWrite);
      const row = (await screen.findByText('Alpha')).closest('tr')!;
      expect(buttonTexts(row)).toEqual(['编辑', '详情', '删除']);
      expect(buttonTexts(document.body)).toContain('新建');
      cleanup();
    }
  });
});

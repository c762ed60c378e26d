import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

beforeAll(async () => {
  installBrowserStubs();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = true;
function Flaky() {
  if (broken) throw new Error('chunk failed');
  return <p>widget back</p>;
}

describe('WidgetBoundary', () => {
  it('turns a failing widget into a card with a retry that renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Providers>
        <WidgetBoundary>
          <Flaky />
        </WidgetBoundary>
      </Providers>,
    );
    expect(screen.getByTestId('widget-failed').textContent).toContain('此卡片暂时无法显示');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('widget back')).toBeTruthy();
  });
});

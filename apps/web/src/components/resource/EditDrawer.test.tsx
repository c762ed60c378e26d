import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { EditDrawer } from './EditDrawer.tsx';
import { fakeServer, Providers, widget, widgetPage } from './resource-test-kit.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const server = fakeServer({ '/widget/insert': () => ({ data: widget(9, 'New') }) });
  const onClose = vi.fn();
  render(
    <Providers>
      <EditDrawer config={widgetPage} editing={null} onClose={onClose} />
    </Providers>,
  );
  const drawer = screen.getByRole('dialog');
  const save = () => fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  return { ...server, drawer, save, onClose };
}

describe('EditDrawer', () => {
  it('checks required fields and lengths from the zod create schema before sending', async () => {
    const { drawer, save, calls } = open();
    expect(within(drawer).getByText('新建widget')).toBeTruthy();
    save();
    expect(await within(drawer).findByText('请输入Name')).toBeTruthy();
    expect(within(drawer).getByText('请选择Kind')).toBeTruthy();

    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'x'.repeat(11) },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'y'.repeat(21) },
    });
    expect(await within(drawer).findByText('Name最多 10 个字符')).toBeTruthy();
    expect(await within(drawer).findByText('Note最多 20 个字符')).toBeTruthy();
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('offers the enum values with the labels of the config and sends the valid form', async () => {
    const { drawer, save, bodiesOf, onClose } = open();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Kind' }));
    await screen.findByText('Kind A', { selector: '.ant-select-item-option-content' });
    const options = document.querySelectorAll('.ant-select-item-option-content');
    expect([...options].map((o) => o.textContent)).toEqual(['Kind A', 'Kind B']);
    fireEvent.click(screen.getByText('Kind B', { selector: '.ant-select-item-option-content' }));
    save();
    await waitFor(() => expect(bodiesOf('/insert')).toEqual([{ name: 'Gamma', kind: 'b' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

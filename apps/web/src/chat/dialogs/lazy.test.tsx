import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { LazyForwardPanel, LazyImagePreviewer, LazyReadReceiptPanel } from './index.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
});
afterEach(cleanup);

describe('lazy panels', () => {
  it('render nothing until first opened, then the real panel', async () => {
    const onClose = vi.fn();
    const images = [{ url: '/a.png' }, { url: '/b.png' }];
    const { container, rerender } = render(
      <LazyImagePreviewer images={images} index={0} open={false} onClose={onClose} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<LazyImagePreviewer images={images} index={1} open onClose={onClose} />);
    expect(await screen.findByText('2 / 2')).toBeTruthy();
    // The text can show before the previewer's effects (its key listener) have run on a busy machine.
    await act(async () => {});
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('forward panel and read-receipt panel load on open', async () => {
    const load = vi.fn(async () => ({ list: [], cursor: '', isCompleted: true }));
    render(
      <>
        <LazyForwardPanel open items={[]} multiple onCancel={() => {}} onDone={() => {}} />
        <LazyReadReceiptPanel open readCount={0} unreadCount={0} load={load} onClose={() => {}} />
      </>,
    );
    expect(await screen.findByText('转发给')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: '消息详情' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { bindToast, type ToastKind } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ImagePreviewer } from './ImagePreviewer.tsx';
import { IMAGE_FORMAT, type PreviewImage } from './types.ts';

const images: PreviewImage[] = [
  { url: '/files/one.jpg', imageFormat: IMAGE_FORMAT.JPG, name: 'one.jpg' },
  { url: '/files/two', imageFormat: IMAGE_FORMAT.PNG },
  { url: 'https://cdn.example.com/three.webp', imageFormat: IMAGE_FORMAT.UNKNOWN },
];

const toasts: Array<{ kind: ToastKind; content: string }> = [];
let unbindToast = () => {};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
  toasts.length = 0;
  unbindToast = bindToast((kind, content) => toasts.push({ kind, content }));
});
afterEach(() => {
  unbindToast();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function open(props: Partial<Parameters<typeof ImagePreviewer>[0]> = {}) {
  const onClose = vi.fn();
  const onIndexChange = vi.fn();
  const view = render(
    <ImagePreviewer
      images={images}
      index={0}
      open
      onClose={onClose}
      onIndexChange={onIndexChange}
      {...props}
    />,
  );
  return { ...view, onClose, onIndexChange };
}

const picture = () => screen.getByRole('dialog').querySelector('img') as HTMLImageElement;
const transform = () => picture().style.transform;
const stage = () => screen.getByTestId('rl-chat-previewer-stage');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const touches = (...points: Array<[number, number]>) =>
  points.map(([clientX, clientY]) => ({ clientX, clientY }));

describe('ImagePreviewer', () => {
  it('renders nothing while closed', () => {
    open({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the image at the given index with a counter', () => {
    open({ index: 1 });
    expect(picture().getAttribute('src')).toBe('/files/two');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(transform()).toBe('rotate(0deg) scale(1)');
  });

  it('closes on Esc and on the close button', () => {
    const { onClose } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(button('关闭'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('pages with the buttons and arrow keys within the bounds', () => {
    const { onIndexChange } = open();
    expect(button('上一张').disabled).toBe(true);
    fireEvent.click(button('下一张'));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(button('下一张').disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 1]);
  });

  it('zoom buttons step by 0.1 between 0.1 and 4', () => {
    open();
    const [zoomIn, zoomOut] = [button('放大'), button('缩小')];
    fireEvent.click(zoomIn);
    expect(transform()).toBe('rotate(0deg) scale(1.1)');
    for (let i = 0; i < 20; i++) fireEvent.click(zoomOut);
    expect(transform()).toBe('rotate(0deg) scale(0.1)');
    expect(zoomOut.disabled).toBe(true);
    for (let i = 0; i < 45; i++) fireEvent.click(zoomIn);
    expect(transform()).toBe('rotate(0deg) scale(4)');
    expect(zoomIn.disabled).toBe(true);
    expect(screen.getByTestId('rl-chat-previewer-scale').textContent).toBe('400%');
  });

  it('wheel zoom clamps at 0.125 and 4', () => {
    open();
    fireEvent.wheel(stage(), { deltaY: -120 });
    expect(transform()).not.toBe('rotate(0deg) scale(1)');
    fireEvent.wheel(stage(), { deltaY: 100_000 });
    expect(transform()).toBe('rotate(0deg) scale(0.125)');
    fireEvent.wheel(stage(), { deltaY: -100_000 });
    expect(transform()).toBe('rotate(0deg) scale(4)');
  });

  it('pinch zoom clamps at 0.5 and 4', () => {
    open();
    fireEvent.touchStart(stage(), { touches: touches([0, 0], [100, 0]) });
    fireEvent.touchMove(stage(), { touches: touches([0, 0], [150, 0]) });
    expect(transform()).toBe('rotate(0deg) scale(1.5)');
    fireEvent.touchMove(stage(), { touches: touches([0, 0], [10, 0]) });
    expect(transform()).toBe('rotate(0deg) scale(0.5)');
    fireEvent.touchMove(stage(), { touches: touches([0, 0], [1000, 0]) });
    expect(transform()).toBe('rotate(0deg) scale(4)');
    // Lifting the fingers one by one is not a swipe.
    fireEvent.touchEnd(stage(), { touches: touches([0, 0]), changedTouches: touches([1000, 0]) });
    fireEvent.touchEnd(stage(), { touches: [], changedTouches: touches([0, 0]) });
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('rotates by 90 degrees', () => {
    open();
    fireEvent.click(button('向右旋转'));
    expect(transform()).toBe('rotate(90deg) scale(1)');
    fireEvent.click(button('向左旋转'));
    fireEvent.click(button('向左旋转'));
    expect(transform()).toBe('rotate(-90deg) scale(1)');
  });

  it('a swipe over 100 px pages both ways; 100 px does not', () => {
    open({ index: 1 });
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(stage(), { touches: touches([fromX, 300]) });
      fireEvent.touchEnd(stage(), { touches: [], changedTouches: touches([toX, 300]) });
    };
    swipe(300, 200);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    swipe(300, 199);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    swipe(200, 300);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    swipe(199, 300);
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('resets zoom and rotation when the index changes, inside or from the parent', () => {
    const { rerender, onClose } = open();
    fireEvent.click(button('放大'));
    fireEvent.click(button('向右旋转'));
    expect(transform()).toBe('rotate(90deg) scale(1.1)');
    fireEvent.click(button('下一张'));
    expect(transform()).toBe('rotate(0deg) scale(1)');

    fireEvent.click(button('放大'));
    fireEvent.click(button('向左旋转'));
    rerender(<ImagePreviewer images={images} index={2} open onClose={onClose} />);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(transform()).toBe('rotate(0deg) scale(1)');
  });

  it('refuses to save formats other than jpg, gif, png and bmp', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open({ index: 2 });
    fireEvent.click(button('保存图片'));
    expect(toasts).toEqual([{ kind: 'error', content: '该图片类型不支持下载' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the image has no url', () => {
    open({ images: [{ url: '', imageFormat: IMAGE_FORMAT.JPG }] });
    fireEvent.click(button('保存图片'));
    expect(toasts).toEqual([{ kind: 'error', content: '图片 url 不存在' }]);
  });

  it('uses the English messages in English', async () => {
    await setLanguage('en');
    open({ index: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Save image' }));
    expect(toasts[0]?.content).toBe('This image type is not supported for download');
  });

  it('saves a same-origin image through a blob link with a file name', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const fetchMock = vi.fn(async () => new Response(blob, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:local/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    open({ index: 1 });
    await act(async () => {
      fireEvent.click(button('保存图片'));
    });
    expect(fetchMock).toHaveBeenCalledWith('/files/two', { credentials: 'same-origin' });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.getAttribute('href')).toBe('blob:local/1');
    expect(clicks[0]!.download).toBe('two.png');
    expect(toasts).toEqual([]);
  });

  it('falls back to the url itself when the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    open();
    await act(async () => {
      fireEvent.click(button('保存图片'));
    });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.getAttribute('href')).toBe('/files/one.jpg');
    expect(clicks[0]!.download).toBe('one.jpg');
  });

  it('links a cross-origin image directly without fetching it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    open({ images: [{ url: 'https://cdn.example.com/p/cat.gif', imageFormat: IMAGE_FORMAT.GIF }] });
    await act(async () => {
      fireEvent.click(button('保存图片'));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(clicks[0]!.getAttribute('href')).toBe('https://cdn.example.com/p/cat.gif');
    expect(clicks[0]!.download).toBe('cat.gif');
    expect(clicks[0]!.target).toBe('_blank');
  });

  it('renders the file name as text, never as markup', () => {
    open({ images: [{ url: '/x.png', name: '<img src=x onerror=alert(1)>.png' }] });
    expect(picture().getAttribute('alt')).toBe('<img src=x onerror=alert(1)>.png');
    expect(screen.getByRole('dialog').querySelectorAll('img')).toHaveLength(1);
  });
});

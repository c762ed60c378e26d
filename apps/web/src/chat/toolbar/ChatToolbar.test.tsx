import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ChatToolbar, type ChatToolbarProps } from './ChatToolbar.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(cleanup);

function setup(props: Partial<ChatToolbarProps> = {}) {
  const handlers = {
    onInsertEmoji: vi.fn(),
    onSendFace: vi.fn(),
    onSendFiles: vi.fn(),
    onPhrase: vi.fn(),
    onExtension: vi.fn(),
    onRate: vi.fn(),
  };
  const view = render(<ChatToolbar {...handlers} {...props} />);
  return { ...handlers, ...view };
}

const toolButton = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => toolButton(name).getAttribute('aria-expanded') === 'true';
const clickOutside = () =>
  act(() => {
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
  });

describe('ChatToolbar emoji panel', () => {
  it('inserts basic emoji by display name and stays open for more', async () => {
    const { onInsertEmoji } = setup();
    fireEvent.click(toolButton('表情'));
    expect(expanded('表情')).toBe(true);
    const grid = await screen.findByRole('group', { name: '表情' });
    expect(within(grid).getAllByRole('button')).toHaveLength(62);
    fireEvent.click(within(grid).getByRole('button', { name: '[微笑]' }));
    fireEvent.click(within(grid).getByRole('button', { name: '[赞]' }));
    expect(onInsertEmoji.mock.calls).toEqual([['[微笑]'], ['[赞]']]);
    expect(expanded('表情')).toBe(true);
  });

  it('sends a big sticker as a face payload and closes', async () => {
    const { onSendFace } = setup();
    fireEvent.click(toolButton('表情'));
    fireEvent.click(await screen.findByRole('tab', { name: '职场' }));
    const grid = await screen.findByRole('group', { name: '职场' });
    expect(within(grid).getAllByRole('button')).toHaveLength(16);
    fireEvent.click(within(grid).getByRole('button', { name: '[奖杯]' }));
    expect(onSendFace).toHaveBeenCalledWith({ index: 2, data: 'work-trophy' });
    expect(expanded('表情')).toBe(false);
  });

  it('has a tab per big pack with 18, 16 and 17 stickers', async () => {
    setup();
    fireEvent.click(toolButton('表情'));
    const counts: number[] = [];
    for (const name of ['萌宠', '职场', '节庆']) {
      fireEvent.click(await screen.findByRole('tab', { name }));
      counts.push(within(await screen.findByRole('group', { name })).getAllByRole('button').length);
    }
    expect(counts).toEqual([18, 16, 17]);
  });

  it('closes on a click outside, on its close button and on its icon', async () => {
    setup();
    fireEvent.click(toolButton('表情'));
    await screen.findByRole('group', { name: '表情' });
    clickOutside();
    await waitFor(() => expect(expanded('表情')).toBe(false));

    fireEvent.click(toolButton('表情'));
    expect(expanded('表情')).toBe(true);
    const panel = (await screen.findByRole('group', { name: '表情' })).closest('.rl-chat-emoji-panel')!;
    fireEvent.click(within(panel as HTMLElement).getByRole('button', { name: '关闭' }));
    expect(expanded('表情')).toBe(false);

    fireEvent.click(toolButton('表情'));
    expect(expanded('表情')).toBe(true);
    fireEvent.click(toolButton('表情'));
    expect(expanded('表情')).toBe(false);
  });
});

describe('ChatToolbar quick phrases', () => {
  it('lists nine phrases; a click hands the text on and closes', async () => {
    const { onPhrase } = setup();
    fireEvent.click(toolButton('快捷短语'));
    const list = (await screen.findByText('请把您的最新简历发给我，谢谢。')).closest('ul')!;
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    fireEvent.click(within(list).getByRole('button', { name: '请问您什么时间方便参加面试？' }));
    expect(onPhrase).toHaveBeenCalledWith('请问您什么时间方便参加面试？');
    expect(expanded('快捷短语')).toBe(false);
  });

  it('follows the UI language', async () => {
    await i18n.changeLanguage('en');
    const { onPhrase } = setup();
    fireEvent.click(toolButton('Quick phrases'));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Please send me your latest resume, thank you.' }),
    );
    expect(onPhrase).toHaveBeenCalledWith('Please send me your latest resume, thank you.');
  });
});

describe('ChatToolbar panels', () => {
  it('keeps only one panel open at a time', async () => {
    setup({ showRating: true });
    fireEvent.click(toolButton('表情'));
    await screen.findByRole('group', { name: '表情' });
    fireEvent.mouseDown(toolButton('快捷短语'));
    fireEvent.click(toolButton('快捷短语'));
    await waitFor(() => expect(expanded('表情')).toBe(false));
    expect(expanded('快捷短语')).toBe(true);

    fireEvent.mouseDown(toolButton('更多'));
    fireEvent.click(toolButton('更多'));
    await waitFor(() => expect(expanded('快捷短语')).toBe(false));
    expect(expanded('更多')).toBe(true);

    fireEvent.click(toolButton('服务评价'));
    await waitFor(() => expect(expanded('更多')).toBe(false));
    expect(expanded('服务评价')).toBe(true);
  });
});

describe('ChatToolbar uploads', () => {
  const input = (container: HTMLElement, kind: string, capture = false) =>
    container.querySelector<HTMLInputElement>(
      `input[type=file][data-kind=${kind}]${capture ? '[data-capture]' : ':not([data-capture])'}`,
    )!;

  /** jsdom cannot put a path into a file input; track the value the component writes instead. */
  function trackValue(el: HTMLInputElement, initial: string) {
    let value = initial;
    Object.defineProperty(el, 'value', {
      configurable: true,
      get: () => value,
      set: (v: string) => (value = v),
    });
    return () => value;
  }

  it('hands chosen files on by kind and clears the input so the same file can be chosen again', () => {
    const { container, onSendFiles } = setup();
    const image = input(container, 'image');
    expect(image.accept).toBe('.gif,.jpeg,.jpg,.png,.bmp,.webp');
    expect(image.multiple).toBe(true);
    const value = trackValue(image, 'C:\\fakepath\\a.png');
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(image, { target: { files: [png] } });
    expect(onSendFiles).toHaveBeenCalledWith('image', [png]);
    expect(value()).toBe('');

    const video = input(container, 'video');
    expect(video.accept).toBe('video/*');
    const mp4 = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    fireEvent.change(video, { target: { files: [mp4] } });
    expect(onSendFiles).toHaveBeenLastCalledWith('video', [mp4]);

    const any = input(container, 'file');
    expect(any.hasAttribute('accept')).toBe(false);
    const zip = new File(['x'], 'cv.zip', { type: 'application/zip' });
    fireEvent.change(any, { target: { files: [zip] } });
    expect(onSendFiles).toHaveBeenLastCalledWith('file', [zip]);
  });

  it('ignores an empty selection', () => {
    const { container, onSendFiles } = setup();
    for (const kind of ['image', 'video', 'file'])
      fireEvent.change(input(container, kind), { target: { files: [] } });
    expect(onSendFiles).not.toHaveBeenCalled();
  });

  it('drops files the picker does not accept and says so', () => {
    const toasts: string[] = [];
    const unbind = bindToast((_kind, content) => toasts.push(content));
    const { container, onSendFiles } = setup();
    const gif = new File(['x'], 'b.gif', { type: 'image/gif' });
    fireEvent.change(input(container, 'image'), {
      target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' }), gif] },
    });
    expect(onSendFiles).toHaveBeenCalledWith('image', [gif]);
    expect(toasts).toEqual(['已忽略 1 个不支持的文件']);

    fireEvent.change(input(container, 'image'), { target: { files: [new File(['x'], 'x.svg')] } });
    expect(onSendFiles).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('opens the picker from its button', () => {
    const { container } = setup();
    const click = vi.spyOn(input(container, 'video'), 'click');
    fireEvent.click(toolButton('视频'));
    expect(click).toHaveBeenCalled();
  });

  it('offers camera capture on mobile only', () => {
    const { container, unmount } = setup();
    expect(screen.queryByRole('button', { name: '拍照' })).toBeNull();
    expect(container.querySelector('input[capture]')).toBeNull();
    unmount();
    const mobile = setup({ mobile: true });
    expect(toolButton('拍照')).toBeTruthy();
    expect(input(mobile.container, 'image', true).getAttribute('capture')).toBe('environment');
  });
});

describe('ChatToolbar extensions', () => {
  const menuItems = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

  it('lists voice call, video call and search, search last on desktop', async () => {
    const { onExtension } = setup();
    fireEvent.click(toolButton('更多'));
    expect(await menuItems()).toEqual(['语音通话', '视频通话', '搜索聊天记录']);
    fireEvent.click(screen.getByRole('menuitem', { name: /视频通话/ }));
    expect(onExtension).toHaveBeenCalledWith('video');
    expect(expanded('更多')).toBe(false);
  });

  it('puts search first on mobile', async () => {
    setup({ mobile: true });
    fireEvent.click(toolButton('更多'));
    expect(await menuItems()).toEqual(['搜索聊天记录', '语音通话', '视频通话']);
  });

  it('hides calls when asked, and the whole menu when nothing is left or nobody listens', async () => {
    const { unmount } = setup({ showCalls: false });
    fireEvent.click(toolButton('更多'));
    expect(await menuItems()).toEqual(['搜索聊天记录']);
    unmount();
    const second = setup({ showCalls: false, showSearch: false });
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    second.unmount();
    setup({ onExtension: undefined });
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  });
});

describe('ChatToolbar rating', () => {
  it('is hidden unless asked for', () => {
    setup();
    expect(screen.queryByRole('button', { name: '服务评价' })).toBeNull();
  });

  it('opens the rating dialog and submits a score', async () => {
    const { onRate } = setup({ showRating: true });
    fireEvent.click(toolButton('服务评价'));
    fireEvent.click(await screen.findByRole('button', { name: '5 星' }));
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(onRate).toHaveBeenCalledWith({ score: 5, comment: '' });
    expect(expanded('服务评价')).toBe(false);
  });
});

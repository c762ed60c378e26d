import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { RichTextView } from './RichTextView.tsx';

beforeAll(() => {
  installBrowserStubs();
  // ProseMirror measures the selection to scroll it into view; jsdom's ranges have no layout.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  const text = Text.prototype as unknown as { getClientRects?: () => DOMRectList };
  text.getClientRects ??= empty;
});
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => cleanup());

describe('RichTextEditor', () => {
  it('shows the value and the toolbar, and reports formatting as HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>放假通知</p>" onChange={onChange} />);
    expect(await screen.findByText('放假通知')).toBeTruthy();
    for (const label of [
      '一级标题',
      '加粗',
      '斜体',
      '下划线',
      '无序列表',
      '有序列表',
      '引用',
      '链接',
      '插入图片',
      '撤销',
      '重做',
    ])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    // Select the paragraph and make it a level-2 heading.
    fireEvent.click(screen.getByRole('button', { name: '二级标题' }));
    await waitFor(() =>
      expect(document.querySelector('.rich-text-editable h2')?.textContent).toBe('放假通知'),
    );
    expect(onChange).toHaveBeenLastCalledWith('<h2>放假通知</h2>');
  });

  it('reports an emptied editor as empty text', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>草稿</p>" onChange={onChange} />);
    await screen.findByText('草稿');
    rerender(<RichTextEditor value="" onChange={onChange} />);
    await waitFor(() => expect(screen.queryByText('草稿')).toBeNull());
  });
});

describe('RichTextView', () => {
  it('draws the stored HTML', () => {
    render(<RichTextView html="<h2>标题</h2><ul><li>第一条</li></ul>" />);
    expect(screen.getByRole('heading', { level: 2, name: '标题' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('第一条');
  });
});

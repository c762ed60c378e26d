import { describe, expect, it } from 'vitest';
import { richTextHasContent, richTextPlain, sanitizeRichText } from './rich-text.ts';

const IMG = `/files/${'a'.repeat(64)}.png`;

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html = `<h2>通知</h2><p><strong>粗</strong><em>斜</em><u>下</u></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引</p></blockquote><p><img src="${IMG}" alt="图" /></p>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">好<script>alert(1)</script></p><a href="javascript:alert(1)">点</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript/);
    expect(out).toBe('<p>好</p><a target="_blank" rel="noopener noreferrer nofollow">点</a>');
  });

  it('drops images from outside /files/ and keeps ours', () => {
    expect(sanitizeRichText('<img src="https://evil.example/a.png"><img src="/files/../etc/passwd">')).toBe(
      '',
    );
    expect(sanitizeRichText(`<img src="data:image/png;base64,AAAA"><img src="${IMG}">`)).toBe(
      `<img src="${IMG}" />`,
    );
  });

  it('keeps http(s) and mailto links only, opening in a new tab', () => {
    expect(sanitizeRichText('<a href="https://renli.cn">官网</a>')).toBe(
      '<a href="https://renli.cn" target="_blank" rel="noopener noreferrer nofollow">官网</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@renli.cn">邮件</a>')).toContain('href="mailto:hr@renli.cn"');
    expect(sanitizeRichText('<a href="ftp://x/y">x</a>')).not.toContain('href');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('href');
  });

  it('drops styles, classes, iframes and unknown tags but keeps their text', () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" class="x">字</p><iframe src="https://x"></iframe><span>留</span>',
      ),
    ).toBe('<p>字</p>留');
  });

  it('bounds the length', () => {
    expect(sanitizeRichText(`<p>${'字'.repeat(200_000)}</p>`).length).toBeLessThanOrEqual(100_000 + 7);
  });
});

describe('richTextPlain', () => {
  it('turns blocks into spaced text and cuts it', () => {
    expect(richTextPlain('<h2>放假</h2><p>国庆&nbsp;放假 7 天</p>')).toBe('放假 国庆 放假 7 天');
    expect(richTextPlain('<p>一二三四五</p>', 4)).toBe('一二三…');
    expect(richTextHasContent('<p></p>')).toBe(false);
    expect(richTextHasContent(`<p><img src="${IMG}" /></p>`)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it('keeps http(s) URLs and root-relative paths', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://example.com')).toBe('http://example.com');
    expect(safeHref('  HTTPS://EXAMPLE.COM/x ')).toBe('HTTPS://EXAMPLE.COM/x');
    expect(safeHref('/files/abc.png')).toBe('/files/abc.png');
    expect(safeHref('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'mailto:a@b.c',
  ])('rejects %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('rejects empty and non-string values', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref('   ')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
    expect(safeHref({ toString: () => 'https://x' })).toBeUndefined();
  });

  it('treats bare words and other relative forms as text', () => {
    expect(safeHref('9-18')).toBeUndefined();
    expect(safeHref('files/abc.png')).toBeUndefined();
    expect(safeHref('?q=1')).toBeUndefined();
  });

  it('rejects what does not parse as a URL', () => {
    expect(safeHref('http://[::1')).toBeUndefined();
  });
});

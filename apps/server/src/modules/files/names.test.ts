import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { cleanFileName, downloadName, fileUrl, parseStoredName } from './names.ts';

const sha256 = 'ab'.repeat(32);

describe('parseStoredName', () => {
  it('accepts <sha256>.<ext>', () => {
    expect(parseStoredName(`${sha256}.png`)).toEqual({ sha256, ext: 'png' });
    expect(parseStoredName(`${sha256}.7z`)).toEqual({ sha256, ext: '7z' });
  });

  it.each([
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    `${sha256}.png/../../x`,
    `../${sha256}.png`,
    `${sha256}`,
    `${sha256}.`,
    `${sha256}.PNG`,
    `${sha256.toUpperCase()}.png`,
    `${sha256.slice(1)}.png`,
    `${sha256}.png\n`,
    `${sha256}.tar.gz`,
    `${sha256}.abcdefghijk`,
    '',
  ])('refuses %j', (name) => {
    expect(parseStoredName(name)).toBeNull();
  });
});

describe('fileUrl', () => {
  it('is the download path of the object', () => {
    expect(fileUrl({ sha256, ext: 'jpg' })).toBe(`/files/${sha256}.jpg`);
  });
});

describe('cleanFileName', () => {
  it('keeps ordinary names, Chinese included', () => {
    expect(cleanFileName('简历 2024.pdf')).toBe('简历 2024.pdf');
  });

  it('keeps only the last path segment', () => {
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control and bidi-override characters', () => {
    expect(cleanFileName('a\u0000b\r\n.png')).toBe('ab.png');
    expect(cleanFileName('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
  });

  it('is empty when nothing usable is left', () => {
    expect(cleanFileName(undefined)).toBe('');
    expect(cleanFileName('   ')).toBe('');
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('dir/')).toBe('');
  });

  it('shortens long names but keeps the extension', () => {
    const cleaned = cleanFileName(`${'x'.repeat(300)}.docx`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });
});

describe('downloadName', () => {
  const key = { sha256, ext: 'pdf' };

  it('defaults to the stored name', () => {
    expect(downloadName(undefined, key)).toBe(`${sha256}.pdf`);
    expect(downloadName('', key)).toBe(`${sha256}.pdf`);
  });

  it('keeps the stored extension', () => {
    expect(downloadName('简历.pdf', key)).toBe('简历.pdf');
    expect(downloadName('Report.PDF', key)).toBe('Report.PDF');
    expect(downloadName('page.html', key)).toBe('page.html.pdf');
    expect(downloadName('../../x', key)).toBe('x.pdf');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '简历 "v2".pdf')).toBe(
      `attachment; filename="__ _v2_.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86%20%22v2%22.pdf`,
    );
    expect(contentDisposition('inline', "it's.png")).toBe(
      `inline; filename="it's.png"; filename*=UTF-8''it%27s.png`,
    );
  });
});

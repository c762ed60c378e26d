import { UploadKind } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedTypesLabel, acceptFor, classify } from './kinds.ts';

const sniffed = (ext: string, mime: string) => ({ ext, mime });

describe('classify', () => {
  it.each([
    ['jpg', 'image/jpeg', UploadKind.IMAGE],
    ['png', 'image/png', UploadKind.IMAGE],
    ['gif', 'image/gif', UploadKind.IMAGE],
    ['bmp', 'image/bmp', UploadKind.IMAGE],
    ['webp', 'image/webp', UploadKind.IMAGE],
    ['pdf', 'application/pdf', UploadKind.DOCUMENT],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', UploadKind.DOCUMENT],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', UploadKind.DOCUMENT],
    [
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      UploadKind.DOCUMENT,
    ],
    ['zip', 'application/zip', UploadKind.ARCHIVE],
    ['rar', 'application/x-rar-compressed', UploadKind.ARCHIVE],
    ['7z', 'application/x-7z-compressed', UploadKind.ARCHIVE],
    ['mp4', 'video/mp4', UploadKind.VIDEO],
    ['webm', 'video/webm', UploadKind.VIDEO],
    ['mp3', 'audio/mpeg', UploadKind.AUDIO],
    ['m4a', 'audio/x-m4a', UploadKind.AUDIO],
  ])('%s is kind %i', (ext, mime, kind) => {
    expect(classify(sniffed(ext, mime), `upload.${ext}`)).toEqual({ kind, ext, mime });
  });

  it.each([
    ['exe', 'application/x-msdownload'],
    ['elf', 'application/x-elf'],
    ['xml', 'application/xml'],
    ['tif', 'image/tiff'],
    ['ico', 'image/x-icon'],
    ['docm', 'application/vnd.ms-word.document.macroenabled.12'],
    ['jar', 'application/java-archive'],
    ['gz', 'application/gzip'],
  ])('%s is refused', (ext, mime) => {
    expect(classify(sniffed(ext, mime), `upload.${ext}`)).toBeNull();
  });

  it('judges by the bytes, not by the name', () => {
    expect(classify(sniffed('exe', 'application/x-msdownload'), 'photo.png')).toBeNull();
    expect(classify(sniffed('png', 'image/png'), 'report.pdf')).toMatchObject({
      ext: 'png',
      mime: 'image/png',
    });
  });

  it('serves an animated PNG as PNG', () => {
    expect(classify(sniffed('apng', 'image/apng'), 'a.png')).toEqual({
      kind: UploadKind.IMAGE,
      ext: 'png',
      mime: 'image/png',
    });
  });

  it('takes a compound file as the legacy Office document its name says', () => {
    const cfb = sniffed('cfb', 'application/x-cfb');
    expect(classify(cfb, '简历.DOC')).toEqual({
      kind: UploadKind.DOCUMENT,
      ext: 'doc',
      mime: 'application/msword',
    });
    expect(classify(cfb, 'pay.xls')).toMatchObject({ ext: 'xls', mime: 'application/vnd.ms-excel' });
    expect(classify(cfb, 'deck.ppt')).toMatchObject({ ext: 'ppt', mime: 'application/vnd.ms-powerpoint' });
    expect(classify(cfb, 'setup.msi')).toBeNull();
    expect(classify(cfb, 'no-extension')).toBeNull();
  });
});

describe('acceptFor', () => {
  const png = sniffed('png', 'image/png');
  const pdf = sniffed('pdf', 'application/pdf');
  const zip = sniffed('zip', 'application/zip');
  const mp4 = sniffed('mp4', 'video/mp4');

  it('comp_img takes images only', () => {
    expect(acceptFor('comp_img', png, 'a.png')).not.toBeNull();
    expect(acceptFor('comp_img', pdf, 'a.pdf')).toBeNull();
    expect(acceptFor('comp_img', mp4, 'a.mp4')).toBeNull();
  });

  it('resume_file takes documents only', () => {
    expect(acceptFor('resume_file', pdf, 'cv.pdf')).not.toBeNull();
    expect(acceptFor('resume_file', sniffed('cfb', 'application/x-cfb'), 'cv.doc')).not.toBeNull();
    expect(acceptFor('resume_file', png, 'cv.png')).toBeNull();
    expect(acceptFor('resume_file', zip, 'cv.zip')).toBeNull();
  });

  it.each(['diary_file', 'notice_file'] as const)('%s takes every upload kind', (dirType) => {
    for (const [type, name] of [
      [png, 'a.png'],
      [pdf, 'a.pdf'],
      [zip, 'a.zip'],
      [mp4, 'a.mp4'],
      [sniffed('ogg', 'audio/ogg'), 'a.ogg'],
    ] as const) {
      expect(acceptFor(dirType, type, name)).not.toBeNull();
    }
    expect(acceptFor(dirType, sniffed('exe', 'application/x-msdownload'), 'a.exe')).toBeNull();
    expect(acceptFor(dirType, undefined, 'notes.txt')).toBeNull();
  });

  it('chat_file keeps known kinds as they are', () => {
    expect(acceptFor('chat_file', png, 'a.png')).toEqual({ kind: 1, ext: 'png', mime: 'image/png' });
  });

  it('chat_file keeps anything else as an opaque download under the sniffed, else the given, extension', () => {
    const opaque = 'application/octet-stream';
    expect(acceptFor('chat_file', undefined, '会议纪要.TXT')).toEqual({
      kind: null,
      ext: 'txt',
      mime: opaque,
    });
    expect(acceptFor('chat_file', undefined, 'page.html')).toEqual({ kind: null, ext: 'html', mime: opaque });
    expect(acceptFor('chat_file', sniffed('exe', 'application/x-msdownload'), 'cv.txt')).toEqual({
      kind: null,
      ext: 'exe',
      mime: opaque,
    });
    expect(acceptFor('chat_file', undefined, 'no-extension')).toMatchObject({ ext: 'bin' });
    expect(acceptFor('chat_file', undefined, 'weird.ex-e')).toMatchObject({ ext: 'bin' });
  });
});

describe('acceptedTypesLabel', () => {
  it('lists what the directory type takes', () => {
    expect(acceptedTypesLabel('comp_img')).toBe('jpg, png, gif, bmp, webp');
    expect(acceptedTypesLabel('resume_file')).toBe('doc, docx, xls, xlsx, pdf, ppt, pptx');
    expect(acceptedTypesLabel('notice_file')).toContain('zip, rar, 7z, video/*, audio/*');
  });
});

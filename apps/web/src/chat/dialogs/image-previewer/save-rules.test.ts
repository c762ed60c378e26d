import { describe, expect, it } from 'vitest';
import { checkSavable, imageFormatOf, saveFileName } from './save-rules.ts';
import { IMAGE_FORMAT } from './types.ts';

describe('checkSavable', () => {
  it.each([
    [IMAGE_FORMAT.JPG, 'jpg'],
    [IMAGE_FORMAT.GIF, 'gif'],
    [IMAGE_FORMAT.PNG, 'png'],
    [IMAGE_FORMAT.BMP, 'bmp'],
  ])('allows format %i and names the file .%s', (imageFormat, ext) => {
    expect(checkSavable({ url: '/files/a1b2', imageFormat })).toEqual({
      ok: true,
      url: '/files/a1b2',
      fileName: `a1b2.${ext}`,
    });
  });

  it('refuses other formats', () => {
    expect(checkSavable({ url: '/files/x.webp', imageFormat: IMAGE_FORMAT.UNKNOWN })).toEqual({
      ok: false,
      reason: 'unsupportedType',
    });
    expect(checkSavable({ url: '/files/x.jpg', imageFormat: 7 })).toEqual({
      ok: false,
      reason: 'unsupportedType',
    });
  });

  it('reports a missing url before looking at the format', () => {
    expect(checkSavable({ url: '', imageFormat: IMAGE_FORMAT.JPG })).toEqual({
      ok: false,
      reason: 'missingUrl',
    });
    expect(checkSavable({ url: '', imageFormat: IMAGE_FORMAT.UNKNOWN })).toEqual({
      ok: false,
      reason: 'missingUrl',
    });
    expect(checkSavable(undefined)).toEqual({ ok: false, reason: 'missingUrl' });
  });
});

describe('imageFormatOf', () => {
  it('trusts the SDK format, else reads the extension of the name or url', () => {
    expect(imageFormatOf({ url: '/a.png', imageFormat: IMAGE_FORMAT.GIF })).toBe(IMAGE_FORMAT.GIF);
    expect(imageFormatOf({ url: '/a.JPEG?x=1' })).toBe(IMAGE_FORMAT.JPG);
    expect(imageFormatOf({ url: '/blob', name: 'scan.bmp' })).toBe(IMAGE_FORMAT.BMP);
    expect(imageFormatOf({ url: '/a.webp' })).toBe(IMAGE_FORMAT.UNKNOWN);
    expect(imageFormatOf({ url: '/no-extension' })).toBe(IMAGE_FORMAT.UNKNOWN);
  });
});

describe('saveFileName', () => {
  it('keeps a name whose extension matches the format', () => {
    expect(saveFileName({ url: '/x', name: 'photo.jpeg' }, 'jpg')).toBe('photo.jpeg');
    expect(saveFileName({ url: '/x', name: 'photo.png' }, 'png')).toBe('photo.png');
  });

  it('replaces a wrong image extension and appends a missing one', () => {
    expect(saveFileName({ url: '/x', name: 'photo.png' }, 'jpg')).toBe('photo.jpg');
    expect(saveFileName({ url: '/x', name: 'v1.2 plan' }, 'gif')).toBe('v1.2 plan.gif');
  });

  it('falls back to the last url segment, then to "image"', () => {
    expect(saveFileName({ url: 'https://cdn.example.com/a/%E5%9B%BE.png?sig=1' }, 'png')).toBe('图.png');
    expect(saveFileName({ url: 'https://cdn.example.com/' }, 'bmp')).toBe('image.bmp');
  });

  it('replaces characters file systems refuse', () => {
    expect(saveFileName({ url: '/x', name: 'a/b:c*?.png' }, 'png')).toBe('a_b_c__.png');
  });
});

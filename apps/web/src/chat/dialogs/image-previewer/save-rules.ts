import { IMAGE_FORMAT, type PreviewImage } from './types.ts';

/** Only these formats may be saved (docs/chat-ui.md); the value is the file extension to use. */
export const SAVABLE_FORMATS: ReadonlyMap<number, string> = new Map([
  [IMAGE_FORMAT.JPG, 'jpg'],
  [IMAGE_FORMAT.GIF, 'gif'],
  [IMAGE_FORMAT.PNG, 'png'],
  [IMAGE_FORMAT.BMP, 'bmp'],
]);

const FORMAT_BY_EXTENSION: Readonly<Record<string, number>> = {
  jpg: IMAGE_FORMAT.JPG,
  jpeg: IMAGE_FORMAT.JPG,
  gif: IMAGE_FORMAT.GIF,
  png: IMAGE_FORMAT.PNG,
  bmp: IMAGE_FORMAT.BMP,
};

/** Characters Windows or macOS refuse in file names. */
const FORBIDDEN_IN_FILE_NAMES = '\\/:*?"<>|';

export type SaveCheck =
  | { ok: true; url: string; fileName: string }
  | { ok: false; reason: 'missingUrl' | 'unsupportedType' };

function extensionOf(path: string): string {
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]+)$/i.exec(clean);
  return match ? match[1]!.toLowerCase() : '';
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The SDK's format when it gave one; images from elsewhere fall back to the file extension. */
export function imageFormatOf(image: PreviewImage): number {
  if (image.imageFormat !== undefined) return image.imageFormat;
  const ext = extensionOf(image.name ?? '') || extensionOf(image.url);
  return FORMAT_BY_EXTENSION[ext] ?? IMAGE_FORMAT.UNKNOWN;
}

/**
 * A name the operating system accepts, ending in the extension of the real format (a PNG named
 * "photo.jpg" would otherwise open in the wrong program).
 */
export function saveFileName(image: PreviewImage, extension: string): string {
  const raw = Array.from(image.name?.trim() || lastSegment(image.url), (ch) =>
    ch.charCodeAt(0) < 32 || FORBIDDEN_IN_FILE_NAMES.includes(ch) ? '_' : ch,
  ).join('');
  const known = FORMAT_BY_EXTENSION[extensionOf(raw)];
  if (known !== undefined && SAVABLE_FORMATS.get(known) === extension) return raw;
  const base = (known === undefined ? raw : raw.slice(0, raw.lastIndexOf('.'))) || 'image';
  return `${base}.${extension}`;
}

/** Missing URL first: without one there is nothing to save whatever the format says. */
export function checkSavable(image: PreviewImage | undefined): SaveCheck {
  if (!image?.url) return { ok: false, reason: 'missingUrl' };
  const extension = SAVABLE_FORMATS.get(imageFormatOf(image));
  if (!extension) return { ok: false, reason: 'unsupportedType' };
  return { ok: true, url: image.url, fileName: saveFileName(image, extension) };
}

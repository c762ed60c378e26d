import { type FileDirType, UploadKind } from '@renli/contracts';

/** What file-type read from the first bytes of an upload. */
export interface Sniffed {
  ext: string;
  mime: string;
}

/** A type an upload may be stored as: its kind, and the extension and MIME type it is served with. */
export interface AcceptedType {
  kind: UploadKind;
  ext: string;
  mime: string;
}

const ALL_KINDS = Object.values(UploadKind);

/** Which upload type filters (spec section 5) each directory type of spec section 7 takes. */
export const DIR_TYPE_KINDS: Record<FileDirType, readonly UploadKind[]> = {
  comp_img: [UploadKind.IMAGE],
  resume_file: [UploadKind.DOCUMENT],
  diary_file: ALL_KINDS,
  notice_file: ALL_KINDS,
};

/**
 * Extensions as file-type reports them. Only formats that can be recognised from their bytes are
 * listed: plain text, CSV, HTML and SVG have no signature, so they could be anything (and HTML or
 * SVG served from our origin could run script), and the spec lists none of them.
 */
const BY_EXTENSION: Record<string, UploadKind> = {
  jpg: UploadKind.IMAGE,
  png: UploadKind.IMAGE,
  gif: UploadKind.IMAGE,
  bmp: UploadKind.IMAGE,
  webp: UploadKind.IMAGE,
  pdf: UploadKind.DOCUMENT,
  docx: UploadKind.DOCUMENT,
  xlsx: UploadKind.DOCUMENT,
  pptx: UploadKind.DOCUMENT,
  zip: UploadKind.ARCHIVE,
  rar: UploadKind.ARCHIVE,
  '7z': UploadKind.ARCHIVE,
};

/**
 * Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 files are all OLE compound files ('cfb') and
 * telling them apart means parsing the container. The bytes prove it is a compound file; the
 * client's extension only picks which of the three it is served as.
 */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** For the "accepted types" part of a refusal; video and audio are accepted by MIME family. */
const LABELS: Record<UploadKind, string> = {
  [UploadKind.IMAGE]: 'jpg, png, gif, bmp, webp',
  [UploadKind.DOCUMENT]: 'doc, docx, xls, xlsx, pdf, ppt, pptx',
  [UploadKind.ARCHIVE]: 'zip, rar, 7z',
  [UploadKind.VIDEO]: 'video/*',
  [UploadKind.AUDIO]: 'audio/*',
};

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The kind of sniffed content, or `null` when no upload filter covers it. */
export function classify(sniffed: Sniffed, originalName: string): AcceptedType | null {
  if (sniffed.ext === 'cfb') {
    const ext = extensionOf(originalName);
    const mime = LEGACY_OFFICE[ext];
    return mime ? { kind: UploadKind.DOCUMENT, ext, mime } : null;
  }
  // An animated PNG is still a PNG to every browser; file-type names it apart.
  if (sniffed.ext === 'apng') return { kind: UploadKind.IMAGE, ext: 'png', mime: 'image/png' };
  const kind = BY_EXTENSION[sniffed.ext];
  if (kind) return { kind, ext: sniffed.ext, mime: sniffed.mime };
  if (sniffed.mime.startsWith('video/')) return { kind: UploadKind.VIDEO, ...sniffed };
  if (sniffed.mime.startsWith('audio/')) return { kind: UploadKind.AUDIO, ...sniffed };
  return null;
}

/** The type to store an upload as, or `null` when `dirType` does not take it. */
export function acceptFor(dirType: FileDirType, sniffed: Sniffed, originalName: string): AcceptedType | null {
  const accepted = classify(sniffed, originalName);
  return accepted && DIR_TYPE_KINDS[dirType].includes(accepted.kind) ? accepted : null;
}

export function acceptedTypesLabel(dirType: FileDirType): string {
  return DIR_TYPE_KINDS[dirType].map((kind) => LABELS[kind]).join(', ');
}

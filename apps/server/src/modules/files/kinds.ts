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

/**
 * Where content is stored: the public directory types (docs/product/files.md), plus `chat_file` for chat
 * media, which (docs/product/files.md: "file any file") also keeps content no upload filter covers, and
 * `doc_file` for the documents module's files (docs/product/oa-docs.md), uploaded only through its
 * own permission-checked endpoint.
 */
export type StorageDirType = FileDirType | 'chat_file' | 'doc_file';

/** Which upload type filters (docs/product/files.md) each directory type takes. */
export const DIR_TYPE_KINDS: Record<StorageDirType, readonly UploadKind[]> = {
  comp_img: [UploadKind.IMAGE],
  resume_file: [UploadKind.DOCUMENT],
  diary_file: ALL_KINDS,
  notice_file: ALL_KINDS,
  /** Attachments of comments on a record's timeline (docs/modules.md, "Comments"). */
  record_file: ALL_KINDS,
  chat_file: ALL_KINDS,
  /** Documents: office files, PDF, images, archives, video and audio (docs/product/oa-docs.md). */
  doc_file: ALL_KINDS,
};

/**
 * Content of any other type is kept only where any file is allowed, and always as an opaque
 * download: octet-stream is served as an attachment, so an HTML or SVG file never renders from
 * our origin.
 */
const OPAQUE_MIME = 'application/octet-stream';
const OPEN_DIR_TYPES: ReadonlySet<StorageDirType> = new Set(['chat_file']);

/**
 * Extensions as file-type reports them. Only formats that can be recognised from their bytes are
 * listed: plain text, CSV, HTML and SVG have no signature, so they could be anything (and HTML or
 * SVG served from our origin could run script), and docs/product/files.md lists none of them.
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

export const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

const STORABLE_EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * The extension opaque content is stored under: the sniffed one when the bytes have a signature (a
 * renamed program stays `exe`), else the client's when it fits a stored name.
 */
const opaqueExtension = (sniffed: Sniffed | undefined, fileName: string) =>
  [sniffed?.ext, extensionOf(fileName)].find((ext) => ext && STORABLE_EXTENSION.test(ext)) ?? 'bin';

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

/**
 * The type to store an upload as, or `null` when `dirType` does not take it. `kind` is `null` for
 * opaque content (no signature, or one no filter covers) in an open directory type.
 */
export function acceptFor(
  dirType: StorageDirType,
  sniffed: Sniffed | undefined,
  originalName: string,
): (Omit<AcceptedType, 'kind'> & { kind: UploadKind | null }) | null {
  const accepted = sniffed ? classify(sniffed, originalName) : null;
  if (accepted && DIR_TYPE_KINDS[dirType].includes(accepted.kind)) return accepted;
  if (!OPEN_DIR_TYPES.has(dirType)) return null;
  return { kind: null, ext: opaqueExtension(sniffed, originalName), mime: OPAQUE_MIME };
}

export function acceptedTypesLabel(dirType: StorageDirType): string {
  return DIR_TYPE_KINDS[dirType].map((kind) => LABELS[kind]).join(', ');
}

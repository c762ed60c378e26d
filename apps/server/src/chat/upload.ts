import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { ChatErrorCode, type ChatUploadResult, ResponseCode } from '@renli/contracts';
import sharp from 'sharp';
import { AppError } from '../core/http/errors.ts';
import type { Database } from '../db/client.ts';
import type { FileService, Staged, UploadScreen } from '../modules/files/service.ts';
import { isPlatformUserID } from './accounts.ts';
import { chatMedia } from './schema.ts';

/** Chat media take any file (docs/chat.md); unknown types are kept as opaque downloads. */
const CHAT_DIR_TYPE = 'chat_file';
const PREVIEW_MAX = 720;

/** imageFormat (docs/chat.md). */
const IMAGE_FORMATS: Record<string, number> = {
  'image/jpeg': 1,
  'image/gif': 2,
  'image/png': 3,
  'image/bmp': 4,
};

export interface ChatUploadDeps {
  db: Database;
  files: FileService;
  screen: UploadScreen;
}

interface MeasuredImage {
  width: number;
  height: number;
  preview: { data: Buffer; width: number; height: number };
}

/** Files module uploader ID; imported (non-numeric) chat accounts have no platform user. */
const uploaderOf = (userID: string) => ({
  userId: isPlatformUserID(userID) ? Number(userID) : 0,
  compId: null,
});

/** One in-memory file shaped like a multipart part, so the preview goes through the same store. */
async function* onePart(fileName: string, bytes: Buffer): AsyncGenerator<MultipartFile> {
  const file = Object.assign(Readable.from([bytes]), { truncated: false });
  yield { fieldname: 'file', filename: fileName, file } as unknown as MultipartFile;
}

/**
 * Largest picture decoded for a preview: 64 megapixels covers every phone camera, while a
 * "pixel bomb" (a tiny file declaring 30000 × 30000) would take gigabytes to decode.
 */
const IMAGE_MAX_PIXELS = 64_000_000;

const invalidImage = () =>
  new AppError(ResponseCode.BAD_REQUEST, 'chat.invalidImage', {}, ChatErrorCode.INVALID_IMAGE_FORMAT);

/**
 * Decodes the whole image (a cut-off file fails here, not in a browser) and renders its preview;
 * its declared size is checked from the header first (docs/security.md, "Parsers of client input").
 */
async function measureImage(path: string): Promise<MeasuredImage> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true };
  let meta: sharp.Metadata;
  try {
    // Only the header is read here, so the declared size can be told rather than a decode error.
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > IMAGE_MAX_PIXELS) {
    throw new AppError(
      ResponseCode.BAD_REQUEST,
      'chat.imageTooLarge',
      { megapixels: IMAGE_MAX_PIXELS / 1_000_000 },
      ChatErrorCode.INVALID_IMAGE_FORMAT,
    );
  }
  try {
    const preview = await sharp(path, options)
      .rotate()
      .resize({ width: PREVIEW_MAX, height: PREVIEW_MAX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      width: meta.autoOrient?.width ?? meta.width ?? 0,
      height: meta.autoOrient?.height ?? meta.height ?? 0,
      preview: { data: preview.data, width: preview.info.width, height: preview.info.height },
    };
  } catch {
    // The bytes looked like an image but sharp cannot decode them.
    throw invalidImage();
  }
}

function asChatError(error: unknown): unknown {
  if (error instanceof AppError && error.status === ResponseCode.PAYLOAD_TOO_LARGE) {
    return new AppError(
      ResponseCode.PAYLOAD_TOO_LARGE,
      'chat.fileTooLarge',
      {},
      ChatErrorCode.FILE_TOO_LARGE,
    );
  }
  return error;
}

/**
 * Stores one chat upload through the files module (sniffing, 100 MB limit, content addressing).
 * Before anything is stored the chat's screen runs (banned types, image moderation) and images are
 * decoded and measured; a refused file leaves nothing behind. What was measured (size, dimensions,
 * a preview of at most 720 px) is recorded in `chat_media`, which sends are checked against.
 */
export async function chatUpload(
  { db, files, screen }: ChatUploadDeps,
  userID: string,
  parts: AsyncIterable<MultipartFile>,
): Promise<ChatUploadResult> {
  let image: MeasuredImage | null = null;
  const measuringScreen = async (file: Staged) => {
    await screen(file);
    if (file.mime.startsWith('image/')) image = await measureImage(file.tempPath);
  };
  const stored = await files
    .upload(parts, CHAT_DIR_TYPE, uploaderOf(userID), measuringScreen)
    .catch((error: unknown) => {
      throw asChatError(error);
    });
  const [fileName, url] = Object.entries(stored)[0] as [string, string];
  const object = await files.find(url.slice('/files/'.length));
  if (!object) throw new Error(`stored upload ${url} is missing`);
  const result: ChatUploadResult = { url, size: object.size, mime: object.mime, fileName };
  const measured = image as MeasuredImage | null;
  if (measured) {
    const previewStored = await files.upload(
      onePart('preview.jpg', measured.preview.data),
      CHAT_DIR_TYPE,
      uploaderOf(userID),
    );
    Object.assign(result, {
      width: measured.width,
      height: measured.height,
      imageFormat: IMAGE_FORMATS[object.mime] ?? 255,
      previewUrl: Object.values(previewStored)[0],
      previewWidth: measured.preview.width,
      previewHeight: measured.preview.height,
    });
  }
  await db
    .insert(chatMedia)
    .values({
      url: result.url,
      mime: result.mime,
      size: result.size,
      imageFormat: result.imageFormat ?? 0,
      width: result.width ?? 0,
      height: result.height ?? 0,
      previewUrl: result.previewUrl ?? '',
      previewWidth: result.previewWidth ?? 0,
      previewHeight: result.previewHeight ?? 0,
      uploaderId: userID,
    })
    .onConflictDoNothing();
  return result;
}

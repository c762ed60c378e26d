import { readFile } from 'node:fs/promises';
import { ChatErrorCode, ResponseCode } from '@renli/contracts';
import type { Config } from '../config.ts';
import { AppError } from '../core/http/errors.ts';
import { extensionOf } from '../modules/files/kinds.ts';
import type { Staged, UploadScreen } from '../modules/files/service.ts';

const MODERATION_TIMEOUT_MS = 10_000;

const bannedFile = () =>
  new AppError(ResponseCode.UNSUPPORTED_MEDIA_TYPE, 'chat.bannedFile', {}, ChatErrorCode.BANNED_FILE);
const sensitiveImage = () =>
  new AppError(ResponseCode.BAD_REQUEST, 'chat.sensitiveImage', {}, ChatErrorCode.SENSITIVE_IMAGE);

/**
 * Asks the moderation service about one image: POST of the bytes with their MIME type; the answer
 * `{"risky": true}` (or `{"suggestion": "Block"}`, the shape of common content-security APIs)
 * refuses it. When the service cannot answer, the upload fails rather than skipping the check.
 */
async function isRiskyImage(url: string, file: Staged): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': file.mime, 'x-renli-sha256': file.sha256 },
    body: await readFile(file.tempPath),
    signal: AbortSignal.timeout(MODERATION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`image moderation answered HTTP ${response.status}`);
  const verdict = (await response.json()) as { risky?: unknown; suggestion?: unknown };
  return verdict.risky === true || verdict.suggestion === 'Block';
}

/**
 * The chat's check of every upload before it is stored: banned file types by the client's name or
 * by the stored (sniffed) extension (4005), and images on the blocked-digest list or refused by the
 * moderation service (80004).
 */
export function chatUploadScreen(config: Config): UploadScreen {
  const banned = new Set(config.CHAT_BANNED_FILE_EXTENSIONS);
  const blockedImages = new Set(config.CHAT_BLOCKED_IMAGE_SHA256);
  const moderationUrl = config.CHAT_IMAGE_MODERATION_URL;
  return async (file) => {
    if (banned.has(extensionOf(file.originalName)) || banned.has(file.ext)) throw bannedFile();
    if (!file.mime.startsWith('image/')) return;
    if (blockedImages.has(file.sha256)) throw sensitiveImage();
    if (moderationUrl && (await isRiskyImage(moderationUrl, file))) throw sensitiveImage();
  };
}

import type { MessageType } from '@renli/contracts';
import { ChatErrorCode, LIMITS } from '@renli/contracts/constants';
import { SDK_CODE } from './constants.ts';
import { type ChatError, chatError } from './errors.ts';
import { type BlobLike, utf8Length } from './platform.ts';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'webp'];

/** Case-insensitive substring match against the local block words; returns the first hit. */
export function findBlockWord(text: string, blockWords: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return blockWords.find((w) => w.length > 0 && lower.includes(w.toLowerCase()));
}

/** Text rules mirrored from the server: not empty, at most 12 KB UTF-8, no local block words. */
export function validateText(text: unknown, blockWords: readonly string[]): ChatError | undefined {
  if (typeof text !== 'string' || text.trim().length === 0)
    return chatError(SDK_CODE.EMPTY_CONTENT, 'message content is empty');
  if (utf8Length(text) > LIMITS.maxMessageBytes)
    return chatError(ChatErrorCode.MESSAGE_TOO_LONG, 'message too long (must be under 12K)');
  if (findBlockWord(text, blockWords) !== undefined)
    return chatError(ChatErrorCode.LOCAL_BLOCKED_WORDS, 'message contains locally blocked words');
  return undefined;
}

function fileExtension(name: string | undefined): string {
  const dot = name?.lastIndexOf('.') ?? -1;
  return dot >= 0 && name ? name.slice(dot + 1).toLowerCase() : '';
}

function isImageFile(file: BlobLike): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.includes(fileExtension(file.name));
}

/** File rules mirrored from the server: present, not empty, at most 100 MB, images must be images. */
export function validateFile(type: MessageType, file: BlobLike | undefined): ChatError | undefined {
  if (!file) return chatError(SDK_CODE.INVALID_PARAMS, 'payload.file is required');
  if (file.size === 0) return chatError(SDK_CODE.EMPTY_CONTENT, 'file is empty');
  if (file.size > LIMITS.maxUploadBytes)
    return chatError(ChatErrorCode.FILE_TOO_LARGE, 'file too large (max 100MB)');
  if (type === 'TIMImageElem' && !isImageFile(file))
    return chatError(ChatErrorCode.INVALID_IMAGE_FORMAT, 'invalid image format');
  return undefined;
}

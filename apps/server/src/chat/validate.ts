import {
  ChatCode,
  ChatErrorCode,
  LIMITS,
  type MessageType,
  MSG_TYPES,
  payloadSchemas,
} from '@renli/contracts';
import { ChatError } from './errors.ts';
import { containsSensitiveWord } from './sensitive-words.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The text search and the sensitive-word filter look at. */
export function searchTextOf(type: string, payload: Record<string, unknown>): string {
  const parts: unknown[] = [];
  switch (type) {
    case MSG_TYPES.TEXT:
      parts.push(payload.text);
      break;
    case MSG_TYPES.CUSTOM:
      parts.push(payload.data, payload.description, payload.extension);
      break;
    case MSG_TYPES.FILE:
      parts.push(payload.fileName);
      break;
    case MSG_TYPES.LOCATION:
      parts.push(payload.description);
      break;
    case MSG_TYPES.MERGER:
      parts.push(payload.title, ...((payload.abstractList as unknown[]) ?? []));
      break;
  }
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n');
}

/** Links a client may open: stored uploads or web pages, never `javascript:` or `data:`. */
const SAFE_LINK = /^(https?:\/\/|\/files\/)/i;
const LINK_KEY = /(url|href)$/i;

/**
 * Every link-like field (`url`, `fileUrl`, `href`, ...) anywhere in a payload, merged messages
 * included, must be empty or a safe link, so no client ever renders a script URL from a message.
 */
function assertSafeLinks(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    if (LINK_KEY.test(key) && value !== '' && !SAFE_LINK.test(value)) {
      throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.unsafeLink');
    }
  } else if (Array.isArray(value)) {
    for (const item of value) assertSafeLinks(item, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) assertSafeLinks(v, k);
  }
}

export interface ValidatedPayload {
  payload: Record<string, unknown>;
  searchText: string;
}

/**
 * Server-side checks (docs/chat.md), the same the SDK mirrors: the type's payload schema,
 * empty content, 12 KB, safe links and sensitive words (refused, never delivered). Media are
 * checked at upload (100 MB, image format, banned types, image moderation) and their URLs against
 * those uploads by `resolveMediaPayload`.
 */
export function validatePayload(
  type: MessageType,
  raw: Record<string, unknown>,
  sensitiveWords: readonly string[],
): ValidatedPayload {
  if (type === MSG_TYPES.GROUP_TIP) {
    // Tips describe group events; only the server writes them.
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.invalidParams', { field: 'type', reason: type });
  }
  if (type === MSG_TYPES.TEXT && typeof raw.text === 'string' && raw.text.trim() === '') {
    throw new ChatError(ChatCode.EMPTY_CONTENT, 'chat.emptyContent');
  }
  if (type === MSG_TYPES.TEXT && typeof raw.text === 'string' && bytes(raw.text) > LIMITS.maxMessageBytes) {
    throw new ChatError(ChatErrorCode.MESSAGE_TOO_LONG, 'chat.tooLong');
  }
  if (type === MSG_TYPES.CUSTOM) {
    const size = ['data', 'description', 'extension'].reduce(
      (sum, k) => sum + (typeof raw[k] === 'string' ? bytes(raw[k] as string) : 0),
      0,
    );
    if (size > LIMITS.maxMessageBytes) throw new ChatError(ChatErrorCode.MESSAGE_TOO_LONG, 'chat.tooLong');
  }
  const parsed = payloadSchemas[type].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.invalidParams', {
      field: `payload.${issue?.path.join('.') ?? ''}`,
      reason: issue?.message ?? '',
    });
  }
  const payload = parsed.data as Record<string, unknown>;
  assertSafeLinks(payload);
  if (type === MSG_TYPES.CUSTOM && !payload.data && !payload.description && !payload.extension) {
    throw new ChatError(ChatCode.EMPTY_CONTENT, 'chat.emptyContent');
  }
  const searchText = searchTextOf(type, payload);
  if (containsSensitiveWord(searchText, sensitiveWords)) {
    throw new ChatError(ChatErrorCode.SENSITIVE_TEXT, 'chat.sensitive');
  }
  return { payload, searchText };
}

import type { TFunction } from 'i18next';

/** docs/chat-ui.md: the send failures with a message of their own; others show the raw message. */
const SEND_ERROR_KEYS: Record<number, string> = {
  3123: 'chat:sendError.blockedWords',
  4004: 'chat:sendError.invalidImage',
  4005: 'chat:sendError.bannedFile',
  7004: 'chat:sendError.fileMissing',
  7005: 'chat:sendError.fileTooLarge',
  8001: 'chat:sendError.tooLong',
  10017: 'chat:sendError.muted',
  80001: 'chat:sendError.sensitiveText',
  80004: 'chat:sendError.sensitiveImage',
  2101: 'chat:sendError.empty',
  2800: 'chat:sendError.network',
  2801: 'chat:sendError.network',
};

const REVOKE_ERROR_KEYS: Record<number, string> = { 20016: 'chat:revokeError.timeLimit' };
const FORWARD_ERROR_KEYS: Record<number, string> = { 80001: 'chat:forwardError.sensitive' };

type Catalogue = 'send' | 'revoke' | 'forward';
const CATALOGUES: Record<Catalogue, Record<number, string>> = {
  send: SEND_ERROR_KEYS,
  revoke: REVOKE_ERROR_KEYS,
  forward: FORWARD_ERROR_KEYS,
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
    ? (error as { code: number }).code
    : undefined;

const rawMessageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

/** The toast text for a failed chat operation: the spec's message for known codes, else the raw one. */
export function chatErrorText(t: TFunction, error: unknown, catalogue: Catalogue = 'send'): string {
  const code = codeOf(error);
  const key = code === undefined ? undefined : CATALOGUES[catalogue][code];
  if (key) return t(key);
  return rawMessageOf(error) || t('chat:sendError.generic');
}

/**
 * docs/chat-ui.md names each failure ('delete friend failed', ...); the reason follows when there is
 * one, so a refusal such as 'on the blacklist' is not hidden behind the generic text.
 */
export function failureText(t: TFunction, actionKey: string, error: unknown): string {
  if (codeOf(error) === undefined && !rawMessageOf(error)) return t(actionKey);
  return t('chat:error.failedWithReason', { action: t(actionKey), reason: chatErrorText(t, error) });
}

import { ChatCode, NICK_MAX_CHARS, RELATION_TEXT_LIMITS, relationTextBytes } from '@renli/contracts';
import { ChatError } from '../errors.ts';

type LimitedField = keyof typeof RELATION_TEXT_LIMITS;

/**
 * Refuses a text over its byte limit, counted as the spec counts the remark (characters beyond
 * Latin-1 are 2). The remark has the spec's own wording ("must not exceed 96 bytes").
 */
export function assertTextFits(field: LimitedField, value: string | undefined): void {
  if (value === undefined) return;
  const max = RELATION_TEXT_LIMITS[field];
  if (relationTextBytes(value) <= max) return;
  if (field === 'remark') throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.friend.remarkTooLong', { max });
  throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.relation.textTooLong', { field, max });
}

/** A chat nick is also the platform user name: 1-30 characters once trimmed. */
export function normaliseNick(nick: string): string {
  const trimmed = nick.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > NICK_MAX_CHARS) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.profile.nickLength', { max: NICK_MAX_CHARS });
  }
  return trimmed;
}

/**
 * What the web app can render as an avatar (spec section 1): nothing, a colour, a preset face name,
 * an http(s) URL or a path on this server. Other schemes (`javascript:`, `data:`) never get stored.
 */
const AVATAR_FORMS = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^[a-z][a-z0-9]{0,31}$/i,
  /^https?:\/\/[^\s]+$/i,
  /^\/(?!\/)[^\s]*$/,
];

export function normaliseAvatar(avatar: string): string {
  const value = avatar.trim();
  assertTextFits('avatar', value);
  if (value !== '' && !AVATAR_FORMS.some((form) => form.test(value))) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.profile.avatarInvalid');
  }
  return value;
}

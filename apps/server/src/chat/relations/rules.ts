import {
  ChatCode,
  isAvatarValue,
  NICK_MAX_CHARS,
  RELATION_TEXT_LIMITS,
  relationTextBytes,
} from '@renli/contracts';
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

export function normaliseAvatar(avatar: string): string {
  const value = avatar.trim();
  assertTextFits('avatar', value);
  if (!isAvatarValue(value)) {
    throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.profile.avatarInvalid');
  }
  return value;
}

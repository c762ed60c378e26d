import type { TFunction } from 'i18next';
import { chatErrorText } from '../state/send-errors.ts';

/**
 * Spec section 8 names each failure ('delete friend failed', ...); the server's reason follows when
 * there is one, so a refusal such as 'on the blacklist' is not hidden behind the generic text.
 */
export function failureText(t: TFunction, actionKey: string, error: unknown): string {
  const raw = (error as { message?: unknown } | null)?.message;
  if (typeof raw !== 'string' || raw === '') return t(actionKey);
  return t('chat-contacts:result.failedWith', { action: t(actionKey), reason: chatErrorText(t, error) });
}

import type { TFunction } from 'i18next';
import { remarkBytes, remarkTooLong } from './relation-rules.ts';

/** antd Form rule of the remark: docs/chat-ui.md's 96 bytes, with the spec's message. */
export const remarkLengthRule = (t: TFunction) => ({
  validator: (_: unknown, value: string | undefined) =>
    remarkTooLong(value ?? '') ? Promise.reject(new Error(t('remark.tooLong'))) : Promise.resolve(),
});

/** The byte count under the remark field, so the limit is visible before it is hit. */
export const remarkCounter = (t: TFunction, value: string | undefined) =>
  t('remark.bytes', { count: remarkBytes(value ?? '') });

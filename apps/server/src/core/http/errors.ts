import { ResponseCode } from '@renli/contracts';
import type { MessageParams } from '../i18n/index.ts';

/**
 * The one error type services throw for expected failures. `key` is a message key translated per
 * request; `code` defaults to the HTTP status and may carry a chat error code instead.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: MessageParams = {},
    readonly code: number = status,
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: MessageParams, data?: unknown) =>
  new AppError(ResponseCode.BAD_REQUEST, key, params, ResponseCode.BAD_REQUEST, data);
export const unauthorized = (key = 'http.unauthorized') => new AppError(ResponseCode.UNAUTHORIZED, key);
export const sessionExpired = () => new AppError(ResponseCode.SESSION_EXPIRED, 'http.sessionExpired');
export const forbidden = (key = 'http.forbidden', params?: MessageParams) =>
  new AppError(ResponseCode.FORBIDDEN, key, params);
export const notFound = (key = 'http.notFound', params?: MessageParams) =>
  new AppError(ResponseCode.NOT_FOUND, key, params);
export const conflict = (key = 'http.conflict', params?: MessageParams) =>
  new AppError(ResponseCode.CONFLICT, key, params);
export const payloadTooLarge = (key = 'http.payloadTooLarge', params?: MessageParams) =>
  new AppError(ResponseCode.PAYLOAD_TOO_LARGE, key, params);
export const unsupportedMediaType = (key = 'http.unsupportedMediaType', params?: MessageParams) =>
  new AppError(ResponseCode.UNSUPPORTED_MEDIA_TYPE, key, params);
export const tooManyRequests = (key = 'http.tooManyRequests', params?: MessageParams) =>
  new AppError(ResponseCode.TOO_MANY_REQUESTS, key, params);
export const notConfigured = (key: string, params?: MessageParams) =>
  new AppError(ResponseCode.NOT_CONFIGURED, key, params);

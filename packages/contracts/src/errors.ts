/**
 * Response codes shared by server, web and SDK. HTTP-level codes equal the HTTP status;
 * chat codes are the ones (docs/api.md) and travel with HTTP status 400 or over the socket.
 */
export const ResponseCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SESSION_EXPIRED: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 501,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export const ChatErrorCode = {
  LOCAL_BLOCKED_WORDS: 3123,
  INVALID_IMAGE_FORMAT: 4004,
  BANNED_FILE: 4005,
  FILE_NOT_FOUND: 7004,
  FILE_TOO_LARGE: 7005,
  MESSAGE_TOO_LONG: 8001,
  REVOKE_TIME_LIMIT: 20016,
  SENSITIVE_TEXT: 80001,
  SENSITIVE_IMAGE: 80004,
} as const;
export type ChatErrorCode = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];

/** HTTP statuses after which the web client forgets the token and goes to the login page. */
export const SESSION_LOST_CODES: readonly number[] = [
  ResponseCode.UNAUTHORIZED,
  ResponseCode.SESSION_EXPIRED,
];

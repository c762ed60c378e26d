/**
 * Chat result codes: success is 0 (the SDK's convention); send failures are those of spec section 8
 * (contracts/errors.ts ChatErrorCode); the rest below are Renli's, in the same numeric style.
 */
export const ChatCode = {
  OK: 0,
  SIG_EXPIRED: 70001,
  SIG_INVALID: 70003,
  SIG_WRONG_APP: 70013,
  NOT_LOGGED_IN: 2024,
  INVALID_PARAMS: 2100,
  EMPTY_CONTENT: 2101,
  CONVERSATION_NOT_FOUND: 2200,
  MESSAGE_NOT_FOUND: 2201,
  NOT_A_MEMBER: 10007,
  NOT_SENDER: 20017,
  MUTED: 10017,
  PEER_NOT_FOUND: 20003,
  RATE_LIMITED: 2996,
  INTERNAL: 2999,
} as const;
export type ChatCode = (typeof ChatCode)[keyof typeof ChatCode];

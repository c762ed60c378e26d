import { ChatCode } from '@renli/contracts';
import type { Config } from '../config.ts';
import { verifyUserSig } from '../modules/auth/user-sig.ts';
import { ChatError } from './errors.ts';

export interface HandshakeAuth {
  SDKAppID?: unknown;
  userID?: unknown;
  userSig?: unknown;
}

export interface Authenticated {
  userID: string;
  /** When the userSig was issued (seconds): an administrator's sign-out refuses older ones. */
  issuedAt: number;
}

/** Checks a userSig for `userID` of this server's app; the same rule guards the chat REST routes. */
export function authenticate(config: Config, chatSecret: string, auth: HandshakeAuth): Authenticated {
  const userID = typeof auth.userID === 'string' ? auth.userID : '';
  const userSig = typeof auth.userSig === 'string' ? auth.userSig : '';
  if (auth.SDKAppID !== undefined && Number(auth.SDKAppID) !== config.CHAT_SDK_APP_ID) {
    throw new ChatError(ChatCode.SIG_WRONG_APP, 'chat.sigWrongApp');
  }
  if (userID === '' || userSig === '') throw new ChatError(ChatCode.SIG_INVALID, 'chat.sigInvalid');
  const check = verifyUserSig(chatSecret, userSig, { sdkAppId: config.CHAT_SDK_APP_ID, identifier: userID });
  if (check.ok) return { userID, issuedAt: check.claims.time };
  if (check.reason === 'expired') throw new ChatError(ChatCode.SIG_EXPIRED, 'chat.sigExpired');
  if (check.reason === 'wrongApp') throw new ChatError(ChatCode.SIG_WRONG_APP, 'chat.sigWrongApp');
  throw new ChatError(ChatCode.SIG_INVALID, 'chat.sigInvalid');
}

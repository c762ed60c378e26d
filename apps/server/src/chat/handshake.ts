import { ChatCode, isSystemChatAccount } from '@renli/contracts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { liveUserSessions } from '../modules/auth/sessions.ts';
import { verifyUserSig } from '../modules/auth/user-sig.ts';
import { isSigRefused } from './accounts.ts';
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
  /** The login session a browser's userSig is bound to (its token hash); null for server-signed ones. */
  session: string | null;
}

/** Checks a userSig for `userID` of this server's app; the same rule guards the chat REST routes. */
export function authenticate(config: Config, chatSecret: string, auth: HandshakeAuth): Authenticated {
  const userID = typeof auth.userID === 'string' ? auth.userID : '';
  const userSig = typeof auth.userSig === 'string' ? auth.userSig : '';
  if (auth.SDKAppID !== undefined && Number(auth.SDKAppID) !== config.CHAT_SDK_APP_ID) {
    throw new ChatError(ChatCode.SIG_WRONG_APP, 'chat.sigWrongApp');
  }
  // Nobody signs in as a system account: only the server writes from one (docs/chat.md).
  if (userID === '' || userSig === '' || isSystemChatAccount(userID))
    throw new ChatError(ChatCode.SIG_INVALID, 'chat.sigInvalid');
  const check = verifyUserSig(chatSecret, userSig, { sdkAppId: config.CHAT_SDK_APP_ID, identifier: userID });
  if (check.ok) return { userID, issuedAt: check.claims.time, session: check.claims.userbuf ?? null };
  if (check.reason === 'expired') throw new ChatError(ChatCode.SIG_EXPIRED, 'chat.sigExpired');
  if (check.reason === 'wrongApp') throw new ChatError(ChatCode.SIG_WRONG_APP, 'chat.sigWrongApp');
  throw new ChatError(ChatCode.SIG_INVALID, 'chat.sigInvalid');
}

/**
 * A genuine userSig still admits its holder only while nobody signed them out: an administrator's
 * kick refuses older userSigs, and a browser's userSig dies with its login session (logout, password
 * change or reset, a closed login or company; docs/security.md, "Chat follows the login session").
 */
export async function admit(db: DbOrTx, who: Authenticated): Promise<void> {
  if (await isSigRefused(db, who.userID, who.issuedAt)) {
    throw new ChatError(ChatCode.SIG_EXPIRED, 'chat.signedOut');
  }
  if (who.session === null) return;
  const live = await liveUserSessions(db, [who.session]);
  if (String(live.get(who.session)) !== who.userID) {
    throw new ChatError(ChatCode.SIG_EXPIRED, 'chat.sessionEnded');
  }
}

import { LIMITS } from '@renli/contracts';
import type { AppDeps } from '../../core/deps.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { genUserSig } from './user-sig.ts';

/**
 * `chatCredentialEndpoints.getUserSig`: the chat credential of this login session; it stops working when the
 * session ends (docs/decisions.md 39).
 */
export function sessionUserSig(
  { config, chatSecret }: AppDeps,
  auth: Extract<AuthContext, { kind: 'user' }>,
) {
  const userID = String(auth.userId);
  const userSig = genUserSig(chatSecret, {
    identifier: userID,
    sdkAppId: config.CHAT_SDK_APP_ID,
    time: Math.floor(Date.now() / 1000),
    expire: LIMITS.userSigValiditySeconds,
    userbuf: auth.tokenHash,
  });
  return { SDKAppID: config.CHAT_SDK_APP_ID, userID, userSig, officialMode: config.CHAT_OFFICIAL_MODE };
}

import { createHmac } from 'node:crypto';
import type { IceServersResult } from '@renli/contracts';
import type { Config } from '../config.ts';

type IceConfig = Pick<Config, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_SECONDS'>;

/**
 * coturn's REST-API credentials (`use-auth-secret`): the username is `<expiry unix seconds>:<userID>`
 * and the password base64(HMAC-SHA1(static-auth-secret, username)). coturn recomputes it and refuses
 * the username once its expiry has passed, so a leaked credential stops working on its own and the
 * secret never leaves the server.
 */
export function turnCredential(secret: string, userID: string, expiresAt: number) {
  const username = `${expiresAt}:${userID}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The ICE servers for one user; nothing configured means none (host candidates: LAN, localhost). */
export function iceServersFor(config: IceConfig, userID: string, now = Date.now()): IceServersResult {
  const iceServers: IceServersResult['iceServers'] = [];
  if (config.STUN_URLS.length > 0) iceServers.push({ urls: config.STUN_URLS });
  if (config.TURN_URLS.length === 0 || !config.TURN_SECRET) return { iceServers, expiresAt: 0 };
  const expiresAt = Math.floor(now / 1000) + config.TURN_TTL_SECONDS;
  iceServers.push({ urls: config.TURN_URLS, ...turnCredential(config.TURN_SECRET, userID, expiresAt) });
  return { iceServers, expiresAt };
}

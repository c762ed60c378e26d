import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Database } from '../db/client.ts';
import { type Listener, listen } from '../db/notify.ts';
import { liveUserSessions } from '../modules/auth/sessions.ts';
import { sessionRoom } from './ids.ts';

/** The database channel on which every revoked login session is announced (migration 0015). */
const SESSION_REVOKED_CHANNEL = 'renli_session_revoked';
/** What the SDK reports as `KICKED_OUT` `data.type`: Tencent's type for a credential that stopped working. */
const SESSION_ENDED_REASON = 'userSigExpired';
const RECHECK_BATCH = 1000;

/**
 * Closes this node's sockets of login sessions that end (logout, password change or reset, closed
 * login, removed staff member, closed company): every node listens, so each closes its own sockets,
 * and only once the revoking transaction has committed (docs/security.md, "Chat follows the login
 * session"). After a lost connection the node re-checks every bound socket it holds.
 */
export function watchEndedSessions(io: Server, db: Database, log: FastifyBaseLogger): Promise<Listener> {
  const end = (tokenHashes: string[]) => {
    if (tokenHashes.length === 0) return;
    const rooms = tokenHashes.map(sessionRoom);
    // The push goes first on each connection, then the disconnect packet: the SDK hears why.
    io.local.to(rooms).emit('push', { type: 'kicked', data: { reason: SESSION_ENDED_REASON } });
    io.local.in(rooms).disconnectSockets();
  };
  const recheck = async () => {
    const bound = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const session = (socket.data as { session?: string | null }).session;
      if (session) bound.add(session);
    }
    const hashes = [...bound];
    for (let i = 0; i < hashes.length; i += RECHECK_BATCH) {
      const batch = hashes.slice(i, i + RECHECK_BATCH);
      const live = await liveUserSessions(db, batch);
      end(batch.filter((hash) => !live.has(hash)));
    }
  };
  return listen(db, SESSION_REVOKED_CHANNEL, {
    onPayload: (tokenHash) => end([tokenHash]),
    onResubscribed: () => {
      recheck().catch((error: unknown) => log.error({ err: error }, 'chat session re-check failed'));
    },
    onError: (error) => log.warn({ err: error }, 'session revocation listener lost its connection'),
  });
}

import { ChatCode, type RpcOp, rpcSchemas } from '@renli/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { App, AppDeps } from '../core/deps.ts';
import { unsafeTextKeys } from '../core/http/input-guard.ts';
import { findUnsafeText } from '../core/http/unsafe-text.ts';
import { type Locale, translate } from '../core/i18n/index.ts';
import { syncChatAccountFromUser } from './accounts.ts';
import { SendBatcher } from './batcher.ts';
import type { Caller, ChatServices, GroupRooms, Pusher } from './context.ts';
import { ChatError } from './errors.ts';
import { groupIDsOf } from './groups/members.ts';
import { groupRoom, sessionRoom, userRoom } from './ids.ts';
import './groups/messages.ts';
import './messages.ts';
import './relations/messages.ts';
import { admit, authenticate, type HandshakeAuth } from './handshake.ts';
import { MemoryPresence, type Presence, RedisPresence } from './presence.ts';
import { createChatRateLimiter } from './rate-limit.ts';
import { announceProfileOf } from './relations/profiles.ts';
import { rpcHandlers } from './rpc.ts';
import { watchEndedSessions } from './session-binding.ts';
import { announceStatus } from './status.ts';
import { watchSystemMessages } from './system-messages.ts';

interface SocketData {
  userID: string;
  locale: Locale;
  groupIDs: string[];
  /** The login session the userSig is bound to; its end closes the socket. */
  session: string | null;
}

type Ack = (reply: { code: number; message: string; data?: unknown }) => void;

function errorReply(error: unknown, locale: Locale) {
  if (error instanceof ChatError)
    return { code: error.code, message: translate(locale, error.key, error.params) };
  return { code: ChatCode.INTERNAL, message: translate(locale, 'chat.internal') };
}

/**
 * Socket.IO on the app's own HTTP server (path /socket.io): handshake auth, one room per user, the
 * `rpc` op table and presence. With REDIS_URL the adapter carries room emits between nodes.
 */
export function attachChatGateway(app: App, deps: AppDeps): ChatServices {
  const { config } = deps;
  const io = new Server(app.server, { serveClient: false, cors: { origin: true } });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const subscriber = redis?.duplicate() ?? null;
  if (redis && subscriber) {
    io.adapter(createAdapter(redis, subscriber, { key: `${config.CHAT_REDIS_PREFIX}socket.io` }));
  }
  const limiter = createChatRateLimiter(deps.rateLimits, config, config.CHAT_REDIS_PREFIX);
  const presence: Presence = redis
    ? new RedisPresence(redis, config.CHAT_REDIS_PREFIX)
    : new MemoryPresence();
  const push: Pusher = (userIDs, type, data) => {
    if (userIDs.length > 0) io.to(userIDs.map(userRoom)).emit('push', { type, data });
  };
  const rooms: GroupRooms = {
    push: (groupID, type, data) => io.to(groupRoom(groupID)).emit('push', { type, data }),
    join: (userIDs, groupID) => {
      if (userIDs.length > 0) io.in(userIDs.map(userRoom)).socketsJoin(groupRoom(groupID));
    },
    leave: (userIDs, groupID) => {
      if (userIDs.length > 0) io.in(userIDs.map(userRoom)).socketsLeave(groupRoom(groupID));
    },
    close: (groupID) => io.in(groupRoom(groupID)).socketsLeave(groupRoom(groupID)),
  };
  const services: ChatServices = {
    db: deps.db,
    config,
    batcher: new SendBatcher(deps.db, {
      waitMs: config.CHAT_BATCH_WAIT_MS,
      maxSize: config.CHAT_BATCH_MAX_SIZE,
    }),
    presence,
    push,
    rooms,
    // The push goes first on each connection, then the disconnect packet: the SDK hears why.
    kick: (userID, reason) => {
      push([userID], 'kicked', { reason });
      io.in(userRoom(userID)).disconnectSockets();
    },
    sensitiveWords: config.CHAT_SENSITIVE_WORDS,
    events: deps.events,
  };
  // Every platform user has a chat account whose nick and avatar follow their profile.
  deps.events.on('user.profileChanged', ({ userId }) =>
    syncChatAccountFromUser(deps.db, userId)
      .then(() => announceProfileOf(services, String(userId)))
      .catch((error: unknown) => app.log.error({ err: error, userId }, 'chat account sync failed')),
  );
  // Presence writes still running when the server closes; awaited before Redis quits.
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((error: unknown) => app.log.warn({ err: error }, 'chat presence update failed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as HandshakeAuth & { lang?: unknown };
    const locale: Locale = auth.lang === 'en' ? 'en' : 'zh-CN';
    try {
      const who = authenticate(config, deps.chatSecret, auth);
      await admit(deps.db, who);
      const { userID, session } = who;
      // Read before the socket is connected, so it is in every room before its first request.
      const groupIDs = await groupIDsOf(deps.db, userID);
      socket.data = { userID, locale, groupIDs, session } satisfies SocketData;
      next();
    } catch (error) {
      const reply = errorReply(error, locale);
      next(Object.assign(new Error(reply.message), { data: reply }));
    }
  });

  io.on('connection', (socket: Socket) => {
    const { userID, locale, groupIDs, session } = socket.data as SocketData;
    // Membership changes after this point reach the socket through `rooms.join`/`leave`.
    void socket.join([
      userRoom(userID),
      ...groupIDs.map(groupRoom),
      ...(session === null ? [] : [sessionRoom(session)]),
    ]);
    track(
      presence.connect(userID).then((first) => (first ? announceStatus(services, userID, true) : undefined)),
    );
    socket.on('disconnect', () => {
      limiter.forget(socket.id);
      track(
        presence
          .disconnect(userID)
          .then((last) => (last ? announceStatus(services, userID, false) : undefined)),
      );
    });
    socket.on('rpc', async (request: { op?: unknown; params?: unknown }, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = await runRpc(services, { userID, locale }, request, locale, {
        admit: (op) => limiter.check(userID, socket.id, op),
        logFailure: (error) => app.log.error({ err: error, op: request?.op }, 'chat rpc failed'),
      });
      (ack as Ack)(reply);
    });
  });

  const endedSessions = watchEndedSessions(io, deps.db, app.log);
  // Awaited (and its failure reported) when the app gets ready; no unhandled rejection before that.
  endedSessions.catch(() => {});
  const systemMessages = watchSystemMessages(services, app.log);
  systemMessages.catch(() => {});
  app.addHook('onReady', async () => {
    await Promise.all([endedSessions, systemMessages]);
  });
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    // No new drain starts; the running one finishes its sends before the batcher's last write.
    const outbox = await systemMessages;
    await outbox.close();
    await outbox.idle();
    await services.batcher.drain();
  });
  app.addHook('onClose', async () => {
    // Not io.close(): it would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
    await (await endedSessions).close();
    await Promise.all(pending);
    await Promise.all([redis?.quit(), subscriber?.quit()]);
  });
  return services;
}

async function runRpc(
  services: ChatServices,
  caller: Caller,
  request: { op?: unknown; params?: unknown } | undefined,
  locale: Locale,
  hooks: { admit(op: string): Promise<void>; logFailure(error: unknown): void },
) {
  const op = request?.op;
  try {
    // Every request counts, valid or not: a flood of garbage is a flood too.
    await hooks.admit(String(op));
  } catch (error) {
    return errorReply(error, locale);
  }
  if (typeof op !== 'string' || !Object.hasOwn(rpcSchemas, op)) {
    return errorReply(new ChatError(ChatCode.INVALID_PARAMS, 'chat.unknownOp', { op: String(op) }), locale);
  }
  // NUL and lone surrogates never reach a handler (or the database): the same rule as HTTP bodies.
  const unsafe = findUnsafeText(request?.params);
  if (unsafe) {
    return errorReply(
      new ChatError(ChatCode.INVALID_PARAMS, 'chat.invalidParams', {
        field: unsafe.path,
        reason: translate(locale, unsafeTextKeys[unsafe.reason]),
      }),
      locale,
    );
  }
  const parsed = rpcSchemas[op as RpcOp].params.safeParse(request?.params ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return errorReply(
      new ChatError(ChatCode.INVALID_PARAMS, 'chat.invalidParams', {
        field: issue?.path.join('.') ?? '',
        reason: issue?.message ?? '',
      }),
      locale,
    );
  }
  try {
    const handler = rpcHandlers[op as RpcOp] as (s: ChatServices, c: Caller, p: unknown) => Promise<unknown>;
    return { code: ChatCode.OK, message: '', data: await handler(services, caller, parsed.data) };
  } catch (error) {
    if (!(error instanceof ChatError)) hooks.logFailure(error);
    return errorReply(error, locale);
  }
}

import { ChatCode, type RpcOp } from '@renli/contracts';
import type { Config } from '../config.ts';
import type { RateLimitStore } from '../core/http/rate-limit.ts';
import { ChatError } from './errors.ts';

/** Requests that create messages: the costly kind, limited on their own. */
const SENDING_OPS: ReadonlySet<string> = new Set<RpcOp>(['sendMessage']);
const WINDOW_SECONDS = 1;

export interface ChatRateLimiter {
  /** Counts one request; throws RATE_LIMITED (2996) when a limit of the second is passed. */
  check(userID: string, connectionID: string, op: string): Promise<void>;
  /** Forgets a closed connection's counter. */
  forget(connectionID: string): void;
}

/**
 * Per-second limits on chat requests (docs/chat.md, "Rate limits"): per user over every device and
 * node (the shared store: Redis with REDIS_URL), sends separately, and per connection in this
 * process (a connection lives on one node, so its counter needs no round trip).
 */
export function createChatRateLimiter(
  store: RateLimitStore,
  config: Pick<
    Config,
    'CHAT_SENDS_PER_SECOND' | 'CHAT_REQUESTS_PER_SECOND' | 'CHAT_CONNECTION_REQUESTS_PER_SECOND'
  >,
  prefix: string,
): ChatRateLimiter {
  const connections = new Map<string, { second: number; count: number }>();
  const limited = () => new ChatError(ChatCode.RATE_LIMITED, 'chat.rateLimited');

  return {
    async check(userID, connectionID, op) {
      const second = Math.floor(Date.now() / 1000);
      const own = connections.get(connectionID);
      if (own?.second === second) own.count += 1;
      else connections.set(connectionID, { second, count: 1 });
      if (connections.get(connectionID)!.count > config.CHAT_CONNECTION_REQUESTS_PER_SECOND) throw limited();
      const [requests, sends] = await Promise.all([
        store.hit(`${prefix}rpc:${userID}`, WINDOW_SECONDS),
        SENDING_OPS.has(op) ? store.hit(`${prefix}send:${userID}`, WINDOW_SECONDS) : 0,
      ]);
      if (requests > config.CHAT_REQUESTS_PER_SECOND || sends > config.CHAT_SENDS_PER_SECOND) throw limited();
    },
    forget(connectionID) {
      connections.delete(connectionID);
    },
  };
}

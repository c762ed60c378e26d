import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called for every notification on the channel, after the notifying transaction committed. */
  onPayload(payload: string): void;
  /**
   * Called after the connection was lost and listens again: notifications sent meanwhile are gone,
   * so the caller re-checks whatever state it keeps.
   */
  onResubscribed?(): void;
  onError?(error: Error): void;
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 5000];

/**
 * LISTEN on `channel` of the database behind `db`: PostgreSQL delivers NOTIFY only on commit and to
 * every connected node, so it carries facts that must reach all nodes after a change is final
 * (docs/security.md, "Chat follows the login session"). PGlite, a single process, has it built in.
 */
export async function listen(db: Database, channel: string, options: ListenOptions): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unsubscribe = await client.listen(channel, options.onPayload);
    return { close: unsubscribe };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, channel, options);
  throw new Error('listen: unsupported database client');
}

async function listenOnPostgres(
  connection: pg.PoolConfig,
  channel: string,
  options: ListenOptions,
): Promise<Listener> {
  let closed = false;
  let current: pg.Client | null = null;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const client = new pg.Client(connection);
    client.on('notification', (message) => {
      if (message.channel === channel) options.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onError?.(error);
      if (current === client) reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    current = client;
  };

  const reconnect = () => {
    current = null;
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          attempt = 0;
          options.onResubscribed?.();
        },
        (error: Error) => {
          options.onError?.(error);
          reconnect();
        },
      );
    }, delay).unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

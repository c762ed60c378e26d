import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { RoutingNotifier } from '../notify/notifier.ts';
import type { DomainEvents } from './events.ts';
import type { RateLimitStore } from './http/rate-limit.ts';

/** What a module needs from the running process; built once in main.ts (or the test harness). */
export interface AppDeps {
  config: Config;
  db: Database;
  rateLimits: RateLimitStore;
  notifier: RoutingNotifier;
  events: DomainEvents;
  /** HMAC key for chat userSigs; never leaves the server. */
  chatSecret: string;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain's HTTP surface: registers its routes (and builds its services) from the shared deps. */
export type AppModule = (app: App, deps: AppDeps) => Promise<void>;

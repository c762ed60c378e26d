import type { Redis } from 'ioredis';

/**
 * Who is online (has a connected device on any node) and who watches whom. `connect`/`disconnect`
 * count devices and report the edge (first device in, last device out) that triggers `userStatus`.
 */
export interface Presence {
  connect(userID: string): Promise<boolean>;
  disconnect(userID: string): Promise<boolean>;
  onlineAmong(userIDs: string[]): Promise<Set<string>>;
  subscribe(subscriber: string, targets: string[]): Promise<void>;
  /** An empty list removes every subscription of the subscriber. */
  unsubscribe(subscriber: string, targets: string[]): Promise<void>;
  subscribersOf(target: string): Promise<string[]>;
}

export class MemoryPresence implements Presence {
  private devices = new Map<string, number>();
  private watchers = new Map<string, Set<string>>();

  async connect(userID: string) {
    const n = (this.devices.get(userID) ?? 0) + 1;
    this.devices.set(userID, n);
    return n === 1;
  }

  async disconnect(userID: string) {
    const n = (this.devices.get(userID) ?? 1) - 1;
    if (n <= 0) this.devices.delete(userID);
    else this.devices.set(userID, n);
    return n <= 0;
  }

  async onlineAmong(userIDs: string[]) {
    return new Set(userIDs.filter((id) => this.devices.has(id)));
  }

  async subscribe(subscriber: string, targets: string[]) {
    for (const t of targets) this.watchers.set(t, (this.watchers.get(t) ?? new Set()).add(subscriber));
  }

  async unsubscribe(subscriber: string, targets: string[]) {
    const list = targets.length > 0 ? targets : [...this.watchers.keys()];
    for (const t of list) this.watchers.get(t)?.delete(subscriber);
  }

  async subscribersOf(target: string) {
    return [...(this.watchers.get(target) ?? [])];
  }
}

/**
 * Shared by all nodes: a hash of device counts and one set of subscribers per watched user. A node
 * that dies without disconnecting leaves its counts behind; documented in docs/chat.md.
 */
export class RedisPresence implements Presence {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private get devicesKey() {
    return `${this.prefix}presence`;
  }

  private watchersKey(target: string) {
    return `${this.prefix}watchers:${target}`;
  }

  private watchingKey(subscriber: string) {
    return `${this.prefix}watching:${subscriber}`;
  }

  async connect(userID: string) {
    return (await this.redis.hincrby(this.devicesKey, userID, 1)) === 1;
  }

  async disconnect(userID: string) {
    const n = await this.redis.hincrby(this.devicesKey, userID, -1);
    if (n <= 0) await this.redis.hdel(this.devicesKey, userID);
    return n <= 0;
  }

  async onlineAmong(userIDs: string[]) {
    const counts = await this.redis.hmget(this.devicesKey, ...userIDs);
    return new Set(userIDs.filter((_, i) => Number(counts[i] ?? 0) > 0));
  }

  async subscribe(subscriber: string, targets: string[]) {
    const multi = this.redis.multi();
    for (const t of targets) multi.sadd(this.watchersKey(t), subscriber);
    multi.sadd(this.watchingKey(subscriber), ...targets);
    await multi.exec();
  }

  async unsubscribe(subscriber: string, targets: string[]) {
    const list = targets.length > 0 ? targets : await this.redis.smembers(this.watchingKey(subscriber));
    if (list.length === 0) return;
    const multi = this.redis.multi();
    for (const t of list) multi.srem(this.watchersKey(t), subscriber);
    multi.srem(this.watchingKey(subscriber), ...list);
    await multi.exec();
  }

  async subscribersOf(target: string) {
    return this.redis.smembers(this.watchersKey(target));
  }
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A bounded LRU of chat accounts with a TTL. The TTL is the only bound on what other nodes changed;
 * this node's own changes call `forget`. Entries are scoped to the database handle they were read
 * from, so test processes holding several databases with the same user IDs never mix them up.
 */
export class AccountCache<T extends { userID: string }> {
  /** Bumped by every `forget`: a read that overlapped one does not cache what it read (maybe stale). */
  epoch = 0;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly scopes = new WeakMap<object, number>();
  private scopeCount = 0;

  constructor(private readonly options: { maxSize: number; ttlMs: number }) {}

  /** The cached, unexpired accounts among `userIDs` (as seen by `db`), marked recently used. */
  getAll(db: object, userIDs: string[]): Map<string, T> {
    const found = new Map<string, T>();
    const scope = this.scopeOf(db);
    const now = Date.now();
    for (const id of userIDs) {
      const key = `${scope}\u0000${id}`;
      const entry = this.entries.get(key);
      if (!entry) continue;
      this.entries.delete(key);
      if (entry.expiresAt <= now) continue;
      this.entries.set(key, entry);
      found.set(id, entry.value);
    }
    return found;
  }

  /** Caches what a read returned, unless a `forget` happened since `epoch` was taken before it. */
  setAll(db: object, values: T[], epoch: number): void {
    if (epoch !== this.epoch) return;
    const scope = this.scopeOf(db);
    const expiresAt = Date.now() + this.options.ttlMs;
    for (const value of values) {
      const key = `${scope}\u0000${value.userID}`;
      this.entries.delete(key);
      this.entries.set(key, { value, expiresAt });
    }
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxSize) break;
      this.entries.delete(key);
    }
  }

  forget(userIDs: string[]): void {
    this.epoch += 1;
    for (let scope = 1; scope <= this.scopeCount; scope++) {
      for (const id of userIDs) this.entries.delete(`${scope}\u0000${id}`);
    }
  }

  private scopeOf(db: object): number {
    let scope = this.scopes.get(db);
    if (scope === undefined) {
      scope = ++this.scopeCount;
      this.scopes.set(db, scope);
    }
    return scope;
  }
}

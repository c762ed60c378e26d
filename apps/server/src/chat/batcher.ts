import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type SendJob, type StoreResult, storeBatch } from './store.ts';

interface Pending {
  job: SendJob;
  resolve(result: StoreResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit: sends arriving within `waitMs` (or until `maxSize`) share one transaction, and one
 * batch is written at a time so a batch's sequences and pushes precede the next one's. `waitMs` 0
 * writes every send in its own transaction (the comparison point of the benchmark).
 */
export class SendBatcher {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  /** Transactions written and messages submitted, for tests and the benchmark. */
  readonly stats = { transactions: 0, messages: 0 };

  constructor(
    private readonly db: Database,
    private readonly options: { waitMs: number; maxSize: number },
  ) {}

  submit(job: SendJob): Promise<StoreResult> {
    this.stats.messages += 1;
    if (this.options.waitMs === 0) return this.storeAlone(job);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (this.queue.length >= this.options.maxSize) this.kick();
      else if (!this.timer && !this.running) this.timer = setTimeout(() => this.kick(), this.options.waitMs);
    });
  }

  /** Writes what is queued; resolves once everything submitted so far is stored. */
  async drain(): Promise<void> {
    while (this.running || this.queue.length > 0) {
      this.kick();
      await this.running;
    }
  }

  private kick() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.options.maxSize);
    this.running = this.write(batch).finally(() => {
      this.running = null;
      // Whatever queued during the write goes next, without waiting again: that is the batching.
      if (this.queue.length > 0) this.kick();
    });
  }

  private async write(batch: Pending[]) {
    try {
      this.stats.transactions += 1;
      const results = await this.db.transaction((tx) =>
        storeBatch(
          tx,
          batch.map((p) => p.job),
        ),
      );
      for (const [i, p] of batch.entries()) p.resolve(results[i] as StoreResult);
    } catch {
      // One bad job (or a race with another node on the same client ID) must not fail its neighbours.
      for (const p of batch) await this.storeAlone(p.job).then(p.resolve, p.reject);
    }
  }

  private async storeAlone(job: SendJob): Promise<StoreResult> {
    const once = () => {
      this.stats.transactions += 1;
      return this.db.transaction(async (tx) => (await storeBatch(tx, [job]))[0] as StoreResult);
    };
    try {
      return await once();
    } catch (error) {
      // Another node stored the same (sender, client ID) first: the retry finds and returns it.
      if (isUniqueViolation(error)) return once();
      throw error;
    }
  }
}

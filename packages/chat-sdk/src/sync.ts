import type { RpcOp, RpcParams, RpcResult, WireConversation, WireMessage } from '@renli/contracts';
import { deriveConversationID } from './message.ts';

/** What the sync engine needs from its owner; the Chat implements it over a Transport. */
export interface SyncHost {
  rpc<O extends RpcOp>(op: O, params: RpcParams<O>): Promise<RpcResult<O>>;
  userID(): string;
  /** The conversation list of a `sync` call (before any message of that sync is delivered). */
  onConversations(list: WireConversation[], initial: boolean): void;
  /** New messages of one conversation, ascending, each delivered exactly once. */
  deliver(conversationID: string, messages: WireMessage[]): void;
  onError(error: unknown): void;
}

/**
 * Catch-up and ordering (protocol.ts header, docs/chat.md).
 *
 * It keeps, per conversation, the highest sequence delivered (`cursor`). `sync()` runs on login and
 * every reconnect: the first one (no local state) only adopts each conversation's `maxSeq` as its
 * cursor; later ones pull every conversation whose `maxSeq` is above its cursor, page by page.
 * Pushes arriving while a sync runs are buffered and replayed after it. A push at `cursor + 1` is
 * delivered; one at or below the cursor is a duplicate and dropped; one above `cursor + 1` leaves
 * a gap and triggers a pull. Work on one conversation is serialised so delivery stays in order.
 */
export class SyncEngine {
  private readonly cursors = new Map<string, number>();
  private readonly chains = new Map<string, Promise<void>>();
  private initialized = false;
  private syncing = false;
  private rerun = false;
  private buffer: WireMessage[] = [];
  private current: Promise<void> | undefined;

  constructor(
    private readonly host: SyncHost,
    private readonly pageSize = 100,
  ) {}

  /** Highest delivered sequence of a conversation (0 if none). */
  cursor(conversationID: string): number {
    return this.cursors.get(conversationID) ?? 0;
  }

  get isInitialized(): boolean {
    return this.initialized;
  }

  /** Forgets everything (logout). */
  reset(): void {
    this.cursors.clear();
    this.chains.clear();
    this.initialized = false;
    this.syncing = false;
    this.rerun = false;
    this.buffer = [];
    this.current = undefined;
  }

  /** Runs a sync; a call while one runs schedules one more run after it. */
  sync(): Promise<void> {
    if (this.current) {
      this.rerun = true;
      return this.current;
    }
    this.syncing = true;
    this.current = (async () => {
      try {
        do {
          this.rerun = false;
          await this.syncOnce();
        } while (this.rerun);
      } finally {
        this.syncing = false;
        this.current = undefined;
        const buffered = this.buffer;
        this.buffer = [];
        for (const m of buffered) this.push(m);
      }
    })();
    return this.current;
  }

  private async syncOnce(): Promise<void> {
    const { conversations } = await this.host.rpc('sync', {});
    const initial = !this.initialized;
    this.host.onConversations(conversations, initial);
    if (initial) {
      for (const c of conversations) this.cursors.set(c.conversationID, c.maxSeq);
      this.initialized = true;
      return;
    }
    const pulls: Promise<void>[] = [];
    let failure: unknown;
    for (const c of conversations) {
      if (c.maxSeq > this.cursor(c.conversationID))
        pulls.push(
          this.enqueue(c.conversationID, async () => {
            try {
              await this.pull(c.conversationID);
            } catch (e) {
              failure ??= e;
              throw e;
            }
          }),
        );
    }
    await Promise.all(pulls);
    // Reported through onError already; rejecting lets the owner retry the sync.
    if (failure !== undefined) throw failure;
  }

  /** Feeds one pushed message. */
  push(message: WireMessage): void {
    if (this.syncing || !this.initialized) {
      this.buffer.push(message);
      return;
    }
    const conversationID = deriveConversationID(message, this.host.userID());
    void this.enqueue(conversationID, async () => {
      const last = this.cursor(conversationID);
      if (message.sequence <= last) return;
      if (message.sequence === last + 1) {
        this.cursors.set(conversationID, message.sequence);
        this.host.deliver(conversationID, [message]);
        return;
      }
      await this.pull(conversationID);
      if (message.sequence > this.cursor(conversationID)) {
        this.cursors.set(conversationID, message.sequence);
        this.host.deliver(conversationID, [message]);
      }
    });
  }

  /** Pulls everything after the cursor, ascending, page by page. Call only inside `enqueue`. */
  private async pull(conversationID: string): Promise<void> {
    for (;;) {
      const after = this.cursor(conversationID);
      const page = await this.host.rpc('pullMessages', {
        conversationID,
        afterSeq: after,
        count: this.pageSize,
      });
      const fresh = page.messageList
        .filter((m) => m.sequence > after)
        .sort((a, b) => a.sequence - b.sequence);
      const unique: WireMessage[] = [];
      for (const m of fresh) if (unique.at(-1)?.sequence !== m.sequence) unique.push(m);
      if (unique.length > 0) {
        this.cursors.set(conversationID, unique.at(-1)!.sequence);
        this.host.deliver(conversationID, unique);
      }
      if (page.isCompleted || unique.length === 0) return;
    }
  }

  private enqueue(conversationID: string, task: () => Promise<void>): Promise<void> {
    const prev = this.chains.get(conversationID) ?? Promise.resolve();
    const next = prev.then(task).catch((e: unknown) => this.host.onError(e));
    this.chains.set(conversationID, next);
    void next.then(() => {
      if (this.chains.get(conversationID) === next) this.chains.delete(conversationID);
    });
    return next;
  }
}

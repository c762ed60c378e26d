import { ChatCode, conversationIDOf, MSG_TYPES, type SystemChatAccount } from '@renli/contracts';
import { inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type Listener, listen } from '../db/notify.ts';
import { importChatAccounts } from './accounts.ts';
import type { ChatServices } from './context.ts';
import { ChatError } from './errors.ts';
import { accessConversation } from './policy.ts';
import { chatOutbox } from './schema.ts';
import { storeAndDeliver } from './send.ts';

// System conversations (docs/chat.md): the server writes custom messages from reserved accounts.
// A message is queued in the transaction of the action it tells of (an outbox row) and delivered
// once that transaction has committed; a rolled-back action leaves no row and sends nothing.

/** How the system accounts are called and drawn; the web shows their names in the reader's language. */
const SYSTEM_PROFILES: Record<SystemChatAccount, { nick: string; faceUrl: string }> = {
  system_approval: { nick: '审批', faceUrl: '/system-approval.svg' },
  system_salary: { nick: '工资条', faceUrl: '/system-salary.svg' },
  system_work: { nick: '工作通知', faceUrl: '/system-work.svg' },
};

export interface SystemMessage {
  from: SystemChatAccount;
  /** A platform user's ID. */
  toUserId: number;
  /** The custom message's `data` object (its `businessID` tells the UI how to draw it). */
  data: Record<string, unknown>;
  /** What clients without a renderer for the business ID show. */
  description: string;
  /** Found by chat search. */
  searchText: string;
}

/** Queues custom messages in the caller's transaction; they are sent only if it commits. */
export async function queueSystemMessages(tx: DbOrTx, messages: readonly SystemMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(chatOutbox).values(
    messages.map((m) => ({
      senderId: m.from,
      toUserId: String(m.toUserId),
      payload: { data: JSON.stringify(m.data), description: m.description, extension: '' },
      searchText: m.searchText,
    })),
  );
}

/** A node delivering a row holds it this long; a node that died meanwhile leaves it to the next drain. */
const LEASE_SECONDS = 60;
const CLAIM_BATCH = 100;

type OutboxRow = typeof chatOutbox.$inferSelect;

/** Rows nobody holds, leased to this node in one statement (skip locked: nodes never share a row). */
async function claim(s: ChatServices): Promise<OutboxRow[]> {
  const free = s.db
    .select({ id: chatOutbox.id })
    .from(chatOutbox)
    .where(or(isNull(chatOutbox.claimedUntil), lt(chatOutbox.claimedUntil, sql`now()`)))
    .orderBy(chatOutbox.id)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  const rows = await s.db
    .update(chatOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(chatOutbox.id, free))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Stores and pushes one queued message as its system account. The client ID is the row's, so a row
 * delivered twice (a node died between sending and deleting it) is stored and pushed once.
 */
async function deliver(s: ChatServices, row: OutboxRow): Promise<void> {
  const access = await accessConversation(s.db, row.senderId, conversationIDOf('C2C', row.toUserId));
  await storeAndDeliver(
    s,
    { userID: row.senderId },
    {
      access,
      type: MSG_TYPES.CUSTOM,
      payload: row.payload,
      searchText: row.searchText,
      clientId: `outbox-${row.id}`,
    },
  );
}

export interface DrainLog {
  error(details: object, message: string): void;
}

/**
 * Delivers every queued message, oldest first, until none is left. A message to an account that no
 * longer exists is dropped; any other failure keeps the row for the next drain once its lease ends.
 */
export async function drainSystemMessages(s: ChatServices, log: DrainLog): Promise<number> {
  let sent = 0;
  let accountsReady = false;
  for (let rows = await claim(s); rows.length > 0; rows = await claim(s)) {
    if (!accountsReady) {
      await importChatAccounts(
        s.db,
        Object.entries(SYSTEM_PROFILES).map(([userID, profile]) => ({ userID, ...profile })),
      );
      accountsReady = true;
    }
    const done: number[] = [];
    for (const row of rows) {
      try {
        await deliver(s, row);
        sent += 1;
        done.push(row.id);
      } catch (error) {
        if (error instanceof ChatError && error.code === ChatCode.PEER_NOT_FOUND) done.push(row.id);
        log.error({ err: error, outboxId: row.id }, 'a system message was not delivered');
      }
    }
    if (done.length > 0) await s.db.delete(chatOutbox).where(inArray(chatOutbox.id, done));
    if (done.length < rows.length) break;
  }
  return sent;
}

/** The database channel the outbox trigger notifies on commit (migration 0025). */
const OUTBOX_CHANNEL = 'renli_chat_outbox';

/**
 * Every node listens for committed outbox rows and drains them (the lease keeps two nodes off one
 * row). Drains never overlap on a node: a notice during a drain runs one more after it. The node
 * also drains at start and after its listener reconnects, for rows whose notice it missed.
 */
export async function watchSystemMessages(
  s: ChatServices,
  log: DrainLog,
): Promise<Listener & { idle(): Promise<void> }> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainSystemMessages(s, log).catch((error: unknown) =>
          log.error({ err: error }, 'system messages could not be drained'),
        );
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const listener = await listen(s.db, OUTBOX_CHANNEL, {
    onPayload: () => void run(),
    onResubscribed: () => void run(),
    onError: (error) => log.error({ err: error }, 'the system message listener lost its connection'),
  });
  void run();
  return {
    close: () => listener.close(),
    /** Resolves once no drain is running (shutdown, tests). */
    idle: async () => {
      while (running) await running;
    },
  };
}

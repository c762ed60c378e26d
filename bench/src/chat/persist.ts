/**
 * Child process: persistence throughput of the send path's storage, without sockets. Drives the
 * server's SendBatcher directly with many concurrent submits against a fresh database, once with group
 * commit (the server's configured batching) and once with one transaction per message (wait 0), and
 * prints a `PersistResult`. Row counts are checked against the table afterwards.
 */
import { SendBatcher } from '../../../apps/server/src/chat/batcher.ts';
import { chatMessages, chatThreads } from '../../../apps/server/src/chat/schema.ts';
import type { SendJob } from '../../../apps/server/src/chat/store.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import type { DatabaseHandle } from '../../../apps/server/src/db/client.ts';
import { openTestDatabase } from '../../../apps/server/src/test/database.ts';
import { done, log, onStopRequest, readInput, reply } from './stdio.ts';
import type { PersistMode, PersistResult } from './types.ts';

/** Sends in flight at once: one per client of the largest load case. */
const CONCURRENCY = 200;
/** Conversations written to; each batch bumps every thread it touches once. */
const THREADS = 50;
const WARMUP_SECONDS = 0.5;

const { seconds } = await readInput<{ seconds: number }>();
// Stopped early, a PostgreSQL run still drops its throw-away database.
let current: DatabaseHandle | null = null;
onStopRequest(async () => current?.close());

function textJob(worker: number, n: number): SendJob {
  const threadId = `group:bench${(worker + n) % THREADS}`;
  const text = `persistence benchmark message ${n} from ${worker}`;
  return {
    persist: true,
    mentions: [],
    row: {
      threadId,
      senderId: `sender${worker}`,
      clientId: `w${worker}-${n}`,
      convType: 'GROUP',
      toId: threadId.slice('group:'.length),
      type: 'TIMTextElem',
      payload: { text },
      searchText: text,
      nick: `Sender ${worker}`,
      avatar: '',
      cloudCustomData: '',
      atUserList: [],
      needReadReceipt: false,
      revoked: false,
      revoker: '',
      risk: false,
      modified: false,
      version: 0,
      time: Math.floor(Date.now() / 1000),
    },
  };
}

/** Closed loop: each worker submits its next message as soon as the previous one is stored. */
async function drive(batcher: SendBatcher, forSeconds: number, next: { n: number }): Promise<number> {
  const deadline = performance.now() + forSeconds * 1000;
  let stored = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < deadline) {
        await batcher.submit(textJob(worker, next.n++));
        stored += 1;
      }
    }),
  );
  return stored;
}

async function measure(waitMs: number, maxSize: number): Promise<PersistMode> {
  const database = await openTestDatabase();
  current = database;
  try {
    await database.db
      .insert(chatThreads)
      .values(Array.from({ length: THREADS }, (_, i) => ({ id: `group:bench${i}`, kind: 'GROUP' as const })));
    const batcher = new SendBatcher(database.db, { waitMs, maxSize });
    const next = { n: 0 };
    const warm = await drive(batcher, WARMUP_SECONDS, next);
    const transactionsBefore = batcher.stats.transactions;
    const started = performance.now();
    const rows = await drive(batcher, seconds, next);
    const elapsed = (performance.now() - started) / 1000;
    const stored = await database.db.$count(chatMessages);
    if (stored !== warm + rows) throw new Error(`counted ${warm + rows} rows, table has ${stored}`);
    const result = {
      waitMs,
      maxSize,
      rows,
      transactions: batcher.stats.transactions - transactionsBefore,
      seconds: Number(elapsed.toFixed(2)),
      rowsPerSecond: Math.round(rows / elapsed),
    };
    log(
      `persistence wait ${waitMs} ms: ${result.rowsPerSecond} rows/s in ${result.transactions} transactions`,
    );
    return result;
  } finally {
    current = null;
    await database.close();
  }
}

// The batching the server would run with (CHAT_BATCH_* overrides included); NODE_ENV test so the
// production-only checks of unrelated settings cannot refuse.
const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const perMessage = await measure(0, config.CHAT_BATCH_MAX_SIZE);
const batched = await measure(config.CHAT_BATCH_WAIT_MS, config.CHAT_BATCH_MAX_SIZE);
reply({ concurrency: CONCURRENCY, threads: THREADS, batched, perMessage } satisfies PersistResult);
done();

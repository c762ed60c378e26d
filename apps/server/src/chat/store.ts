import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { MessageRow } from './presenter.ts';
import { chatMessages } from './schema.ts';

/** A validated message waiting for its sequence number. */
export interface SendJob {
  row: Omit<MessageRow, 'seq'>;
  /** AVChatRoom: a sequence is assigned but nothing is stored (no history, docs/chat.md). */
  persist: boolean;
  /** Group members mentioned (or AT_ALL), indexed for groupAtInfoList. */
  mentions: string[];
}

export interface StoreResult {
  row: MessageRow;
  /** False when the (sender, client ID) pair was already stored: a resend. */
  created: boolean;
}

const keyOf = (row: { senderId: string; clientId: string }) => `${row.senderId}\u0000${row.clientId}`;

/**
 * Every value of a batch travels as ONE jsonb parameter and is unpacked by `jsonb_to_recordset` in
 * the database: a statement's cost no longer grows with its parameter count (a 200-row INSERT had
 * 4,000 parameters, ≈ 35 ms of JavaScript to build), and a batch is a fixed number of statements
 * however many threads and messages it holds.
 */
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const messageColumns = Object.entries(getTableColumns(chatMessages)).map(([key, column]) => ({
  key: key as keyof MessageRow,
  name: column.name,
}));
const messageColumnList = sql.raw(messageColumns.map((c) => `"${c.name}"`).join(', '));

/** A row keyed by column name, as `jsonb_populate_recordset(null::chat_messages, …)` reads it. */
function toColumnRecord(row: MessageRow): Record<string, unknown> {
  return Object.fromEntries(messageColumns.map((c) => [c.name, row[c.key]]));
}

/** The stored rows among the batch's (sender, client ID) pairs: one statement. */
async function findStored(tx: Tx, jobs: SendJob[]): Promise<Map<string, MessageRow>> {
  const existing = new Map<string, MessageRow>();
  if (jobs.length === 0) return existing;
  const pairs = jobs.map((j) => ({ s: j.row.senderId, c: j.row.clientId }));
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(
      sql`(${chatMessages.senderId}, ${chatMessages.clientId}) in
        (select k.s, k.c from jsonb_to_recordset(${asJson(pairs)}) as k(s text, c text))`,
    );
  for (const r of rows) existing.set(keyOf(r), r);
  return existing;
}

/**
 * Bumps every thread of the batch in one statement and returns each one's new maxSeq. The threads
 * are locked in id order first (`for update` under a sort, materialised so it runs before the
 * UPDATE's own join, whose order the planner picks): two batches on different nodes sharing threads
 * then wait for each other instead of deadlocking.
 */
async function bumpThreads(tx: Tx, counts: Map<string, { n: number; lastTime: number }>) {
  const batch = [...counts].map(([id, c]) => ({ id, n: c.n, lt: c.lastTime }));
  const result = await tx.execute(sql`
    with batch as (select * from jsonb_to_recordset(${asJson(batch)}) as b(id text, n int, lt int)),
    locked as materialized (
      select t.id from chat_threads t join batch b on b.id = t.id order by t.id for update of t
    )
    update chat_threads t
    set max_seq = t.max_seq + b.n,
      -- Another node's clock may run ahead: a conversation's time never moves backwards.
      last_time = greatest(t.last_time, b.lt)
    from batch b join locked l on l.id = b.id
    where t.id = b.id
    returning t.id, t.max_seq`);
  const rows = (result as unknown as { rows: { id: string; max_seq: number }[] }).rows;
  const maxSeq = new Map(rows.map((r) => [r.id, Number(r.max_seq)]));
  for (const id of counts.keys()) if (!maxSeq.has(id)) throw new Error(`thread ${id} is missing`);
  return maxSeq;
}

async function insertRows(tx: Tx, rows: MessageRow[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into chat_messages (${messageColumnList})
    select ${messageColumnList}
    from jsonb_populate_recordset(null::chat_messages, ${asJson(rows.map(toColumnRecord))})`);
}

async function insertMentions(tx: Tx, mentions: { thread_id: string; seq: number; user_id: string }[]) {
  if (mentions.length === 0) return;
  await tx.execute(sql`
    insert into chat_mentions (thread_id, seq, user_id)
    select m.thread_id, m.seq, m.user_id
    from jsonb_to_recordset(${asJson(mentions)}) as m(thread_id text, seq int, user_id text)
    on conflict do nothing`);
}

/**
 * Stores a batch in the caller's transaction with at most four statements, whatever its size: the
 * resend lookup, one UPDATE bumping every thread's maxSeq by its number of new messages, one INSERT
 * of the rows and one of the mentions. Sequences follow job order within each thread; a resend
 * (stored before, or earlier in the same batch) answers the stored row. Results are in job order.
 */
export async function storeBatch(tx: Tx, jobs: SendJob[]): Promise<StoreResult[]> {
  const existing = await findStored(
    tx,
    jobs.filter((j) => j.persist),
  );

  // The first job of each new key gets a sequence; later duplicates in the batch share its row.
  const firstOfKey = new Map<string, SendJob>();
  const fresh: SendJob[] = [];
  const counts = new Map<string, { n: number; lastTime: number }>();
  for (const job of jobs) {
    const key = keyOf(job.row);
    if (job.persist && (existing.has(key) || firstOfKey.has(key))) continue;
    if (job.persist) firstOfKey.set(key, job);
    fresh.push(job);
    const count = counts.get(job.row.threadId) ?? { n: 0, lastTime: 0 };
    counts.set(job.row.threadId, { n: count.n + 1, lastTime: Math.max(count.lastTime, job.row.time) });
  }

  const assigned = new Map<SendJob, MessageRow>();
  if (fresh.length > 0) {
    const maxSeq = await bumpThreads(tx, counts);
    // Hand out each thread's new range in job order: first job gets maxSeq - n + 1.
    const next = new Map([...counts].map(([id, c]) => [id, (maxSeq.get(id) as number) - c.n + 1]));
    for (const job of fresh) {
      const seq = next.get(job.row.threadId) as number;
      next.set(job.row.threadId, seq + 1);
      assigned.set(job, { ...job.row, seq });
    }
  }

  const stored = fresh.filter((j) => j.persist);
  await insertRows(
    tx,
    stored.map((j) => assigned.get(j) as MessageRow),
  );
  await insertMentions(
    tx,
    stored.flatMap((j) =>
      j.mentions.map((userId) => ({
        thread_id: j.row.threadId,
        seq: (assigned.get(j) as MessageRow).seq,
        user_id: userId,
      })),
    ),
  );

  return jobs.map((job) => {
    const own = assigned.get(job);
    if (own) return { row: own, created: true };
    const key = keyOf(job.row);
    const before = existing.get(key);
    if (before) return { row: before, created: false };
    return { row: assigned.get(firstOfKey.get(key) as SendJob) as MessageRow, created: false };
  });
}

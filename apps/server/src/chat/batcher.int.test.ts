import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { SendBatcher } from './batcher.ts';
import { chatMentions, chatMessages, chatThreads } from './schema.ts';
import { type SendJob, storeBatch } from './store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(chatThreads).values([
    { id: 'group:a', kind: 'GROUP' },
    { id: 'group:b', kind: 'GROUP' },
    { id: 'group:c', kind: 'GROUP' },
  ]);
});
afterAll(() => database.close());

const job = (threadId: string, senderId: string, clientId: string): SendJob => ({
  persist: true,
  mentions: [],
  row: {
    threadId,
    senderId,
    clientId,
    convType: 'GROUP',
    toId: threadId.slice(6),
    type: 'TIMTextElem',
    payload: { text: clientId },
    searchText: clientId,
    nick: '',
    avatar: '',
    cloudCustomData: '',
    atUserList: [],
    needReadReceipt: false,
    revoked: false,
    revoker: '',
    risk: false,
    modified: false,
    version: 0,
    time: 1,
  },
});

describe('SendBatcher', () => {
  it('stores concurrent sends in few transactions with gap-free per-thread sequences', async () => {
    const batcher = new SendBatcher(database.db, { waitMs: 5, maxSize: 50 });
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        batcher.submit(job(i % 2 ? 'group:a' : 'group:b', 'u1', `m${i}`)),
      ),
    );
    const seqsOf = (thread: string) => results.filter((r) => r.row.threadId === thread).map((r) => r.row.seq);
    expect(seqsOf('group:a')).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(seqsOf('group:b')).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(batcher.stats.transactions).toBeLessThanOrEqual(4);
  });

  it('answers resends, also within one batch, with the stored row', async () => {
    const batcher = new SendBatcher(database.db, { waitMs: 5, maxSize: 50 });
    const [first, twin] = await Promise.all([
      batcher.submit(job('group:c', 'u2', 'same')),
      batcher.submit(job('group:c', 'u2', 'same')),
    ]);
    expect(first).toMatchObject({ created: true, row: { seq: 1 } });
    expect(twin).toMatchObject({ created: false, row: { seq: 1 } });
    const again = await batcher.submit(job('group:c', 'u2', 'same'));
    expect(again).toMatchObject({ created: false, row: { seq: 1 } });
  });

  it('writes one transaction per message when batching is off', async () => {
    const batcher = new SendBatcher(database.db, { waitMs: 0, maxSize: 50 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.submit(job('group:c', 'u3', `solo${i}`))));
    expect(batcher.stats.transactions).toBe(10);
  });

  it('stores a batch over many threads at once: job order, room jobs, mentions, time never backwards', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `group:many${String(i).padStart(2, '0')}`);
    await database.db
      .insert(chatThreads)
      .values(ids.map((id) => ({ id, kind: 'GROUP' as const, lastTime: 50 })));
    // Threads in reverse id order, each twice, a room job (no history) and a mention in between.
    const jobs = [...ids].reverse().flatMap((id, i) => [
      { ...job(id, 'u4', `many${i}a`), mentions: ['u5'] },
      { ...job(id, 'u4', `many${i}b`), persist: i % 10 !== 0 },
    ]);
    jobs[0] = { ...jobs[0], row: { ...(jobs[0] as SendJob).row, time: 99 } } as SendJob;
    const results = await database.db.transaction((tx) => storeBatch(tx, jobs));
    expect(results.map((r) => [r.row.clientId, r.row.seq, r.created])).toEqual(
      jobs.map((j, i) => [j.row.clientId, (i % 2) + 1, true]),
    );
    const stored = await database.db
      .select({ clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(inArray(chatMessages.threadId, ids));
    expect(stored).toHaveLength(76);
    const mentions = await database.db.select().from(chatMentions).where(eq(chatMentions.userId, 'u5'));
    expect(mentions).toHaveLength(40);
    const threads = await database.db.select().from(chatThreads).where(like(chatThreads.id, 'group:many%'));
    expect(threads.every((t) => t.maxSeq === 2)).toBe(true);
    // The first job's thread moved to time 99; the others kept 50, ahead of the jobs' time 1.
    expect(threads.map((t) => t.lastTime).sort()).toEqual([...Array(39).fill(50), 99]);
  });

  it('lets concurrent batches (several nodes) share threads without deadlock or gaps', async () => {
    const threads = ['group:a', 'group:b', 'group:c'];
    const before = await database.db.select().from(chatThreads).where(inArray(chatThreads.id, threads));
    // Each transaction meets the threads in a different order; no fallback hides a deadlock here.
    const batches = Array.from({ length: 6 }, (_, b) =>
      Array.from({ length: 30 }, (_, i) =>
        job(threads[(b % 2 ? 99 - i : i) % 3] as string, 'u6', `n${b}-${i}`),
      ),
    );
    const results = (
      await Promise.all(batches.map((jobs) => database.db.transaction((tx) => storeBatch(tx, jobs))))
    ).flat();
    for (const thread of threads) {
      const start = before.find((t) => t.id === thread)?.maxSeq ?? 0;
      const seqs = results.filter((r) => r.row.threadId === thread).map((r) => r.row.seq);
      expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => start + i + 1));
    }
  });
});

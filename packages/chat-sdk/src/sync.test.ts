import type { RpcOp, WireConversation, WireMessage } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { FakeServer } from './__tests__/fake-server.ts';
import { setTimer } from './platform.ts';
import { SyncEngine, type SyncHost } from './sync.ts';

function harness(server: FakeServer, me: string, pageSize = 100) {
  const delivered: { conversationID: string; seqs: number[] }[] = [];
  const lists: { list: WireConversation[]; initial: boolean }[] = [];
  const errors: unknown[] = [];
  let gate: Promise<void> | undefined;
  const host: SyncHost = {
    rpc: async (op, params) => {
      await Promise.resolve();
      if (op === 'sync' && gate) await gate;
      return JSON.parse(JSON.stringify(server.handle(me, op as RpcOp, params as Record<string, unknown>)));
    },
    userID: () => me,
    onConversations: (list, initial) => lists.push({ list, initial }),
    deliver: (conversationID, messages) =>
      delivered.push({ conversationID, seqs: messages.map((m) => m.sequence) }),
    onError: (e) => errors.push(e),
  };
  const engine = new SyncEngine(host, pageSize);
  const seqs = (cid: string) => delivered.filter((d) => d.conversationID === cid).flatMap((d) => d.seqs);
  return {
    engine,
    delivered,
    lists,
    errors,
    seqs,
    setGate: (p: Promise<void> | undefined) => {
      gate = p;
    },
  };
}

const text = (server: FakeServer, from: string, to: string, n: number): WireMessage[] =>
  Array.from({ length: n }, (_, i) =>
    server.store(from, {
      ID: `${from}-msg-${server.time}-${i}`,
      to,
      type: 'TIMTextElem',
      payload: { text: `m${i}` },
    }),
  );

const settle = () => new Promise<void>((r) => setTimer(r, 10));

describe('SyncEngine', () => {
  it('first sync adopts maxSeq without downloading history', async () => {
    const server = new FakeServer();
    text(server, 'alice', 'bob', 250);
    const h = harness(server, 'bob');
    await h.engine.sync();
    expect(h.lists[0]?.initial).toBe(true);
    expect(h.delivered).toEqual([]);
    expect(h.engine.cursor('C2Calice')).toBe(250);
    expect(server.calls.filter((c) => c.op === 'pullMessages')).toHaveLength(0);
  });

  it('a later sync pulls every gap in ascending pages, each message once', async () => {
    const server = new FakeServer();
    text(server, 'alice', 'bob', 3);
    const h = harness(server, 'bob', 100);
    await h.engine.sync();
    text(server, 'alice', 'bob', 250);
    text(server, 'carol', 'bob', 5);
    await h.engine.sync();
    expect(h.lists[1]?.initial).toBe(false);
    expect(h.seqs('C2Calice')).toEqual(Array.from({ length: 250 }, (_, i) => i + 4));
    expect(h.seqs('C2Ccarol')).toEqual([1, 2, 3, 4, 5]);
    const pulls = server.calls.filter(
      (c) =>
        c.op === 'pullMessages' &&
        c.params &&
        (c.params as { conversationID: string }).conversationID === 'C2Calice',
    );
    expect(pulls.map((p) => (p.params as { afterSeq: number }).afterSeq)).toEqual([3, 103, 203]);
    // nothing new: no pull
    await h.engine.sync();
    expect(h.seqs('C2Calice')).toHaveLength(250);
  });

  it('in-order pushes are delivered directly and duplicates dropped', async () => {
    const server = new FakeServer();
    const h = harness(server, 'bob');
    await h.engine.sync();
    const [m1, m2] = text(server, 'alice', 'bob', 2);
    h.engine.push(m1!);
    h.engine.push(m2!);
    h.engine.push(m1!);
    h.engine.push(m2!);
    await settle();
    expect(h.seqs('C2Calice')).toEqual([1, 2]);
    expect(server.calls.filter((c) => c.op === 'pullMessages')).toHaveLength(0);
  });

  it('a push that leaves a gap triggers a pull and everything arrives once, in order', async () => {
    const server = new FakeServer();
    const h = harness(server, 'bob');
    await h.engine.sync();
    const msgs = text(server, 'alice', 'bob', 5);
    h.engine.push(msgs[0]!);
    h.engine.push(msgs[4]!); // 2..4 lost
    h.engine.push(msgs[2]!); // late duplicate of a pulled one
    await settle();
    expect(h.seqs('C2Calice')).toEqual([1, 2, 3, 4, 5]);
    expect(server.calls.filter((c) => c.op === 'pullMessages')).toHaveLength(1);
  });

  it('pushes arriving during a sync are buffered and replayed after it without duplicates', async () => {
    const server = new FakeServer();
    text(server, 'alice', 'bob', 2);
    const h = harness(server, 'bob');
    await h.engine.sync();
    const offline = text(server, 'alice', 'bob', 3); // 3..5 while offline
    let open!: () => void;
    h.setGate(new Promise((r) => (open = r)));
    const p = h.engine.sync();
    const live = text(server, 'alice', 'bob', 2); // 6, 7 pushed while the sync is in flight
    for (const m of [...offline, ...live]) h.engine.push(m);
    expect(h.delivered).toEqual([]);
    open();
    await p;
    await settle();
    expect(h.seqs('C2Calice')).toEqual([3, 4, 5, 6, 7]);
  });

  it('own messages are synced like any other (multi-device)', async () => {
    const server = new FakeServer();
    const h = harness(server, 'alice');
    await h.engine.sync();
    text(server, 'alice', 'bob', 2);
    await h.engine.sync();
    expect(h.seqs('C2Cbob')).toEqual([1, 2]);
  });

  it('a failing pull is reported and retried by the next sync', async () => {
    const server = new FakeServer();
    const h = harness(server, 'bob');
    await h.engine.sync();
    text(server, 'alice', 'bob', 3);
    const orig = server.handle.bind(server);
    let fail = true;
    server.handle = (u, op, params) => {
      if (op === 'pullMessages' && fail) throw { code: 2801, message: 'timeout' };
      return orig(u, op, params);
    };
    await expect(h.engine.sync()).rejects.toMatchObject({ code: 2801 });
    expect(h.errors).toHaveLength(1);
    expect(h.seqs('C2Calice')).toEqual([]);
    fail = false;
    await h.engine.sync();
    expect(h.seqs('C2Calice')).toEqual([1, 2, 3]);
  });
});

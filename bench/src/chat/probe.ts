/**
 * Child process: single operations on a large group (issue 4), each timed from the client through
 * the protocol: joins of new users, sends that request read receipts, read receipts and
 * `getMessageReadReceiptList`. Prints a `ProbeResult`.
 */
import { connect, type TestClient } from '../../../apps/server/src/chat/test-client.ts';
import { done, log, readInput, reply } from './stdio.ts';
import type { ProbeJob, ProbeResult, Timing } from './types.ts';

/** Sends (and receipt rounds) timed; each reader marks every message read. */
const ROUNDS = 10;
const READERS = 10;

const job = await readInput<ProbeJob>();
const [sender, ...readers] = await Promise.all(
  job.members.slice(0, READERS + 1).map((u) => connect(job.url, u, { SDKAppID: job.sdkAppID })),
);
const joiners = await Promise.all(job.joiners.map((u) => connect(job.url, u, { SDKAppID: job.sdkAppID })));
const conversationID = `GROUP${job.groupID}`;

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v: number | undefined) => Number((v ?? 0).toFixed(1));
  return {
    samples: sorted.length,
    p50Ms: ms(sorted[Math.floor(sorted.length / 2)]),
    maxMs: ms(sorted.at(-1)),
  };
}

const joins: number[] = [];
let memberCount = 0;
for (const joiner of joiners) {
  const { group } = await timed(joins, () =>
    joiner.ok('joinGroup', { groupID: job.groupID, applyMessage: '' }),
  );
  memberCount = group?.memberCount ?? memberCount;
}

const sends: number[] = [];
const receipts: number[] = [];
const lists: number[] = [];
let lastReceipt = { readCount: 0, unreadCount: 0 };
for (let round = 0; round < ROUNDS; round++) {
  const { message } = await timed(sends, () =>
    (sender as TestClient).ok('sendMessage', {
      ID: `probe-${Date.now()}-${round}`,
      conversationType: 'GROUP',
      to: job.groupID,
      type: 'TIMTextElem',
      payload: { text: `probe ${round}` },
      needReadReceipt: true,
    }),
  );
  const sequences = [message.sequence];
  for (const reader of readers) {
    await timed(receipts, () => reader.ok('sendMessageReadReceipt', { conversationID, sequences }));
  }
  const { list } = await timed(lists, () =>
    (sender as TestClient).ok('getMessageReadReceiptList', { conversationID, sequences }),
  );
  lastReceipt = { readCount: list[0]?.readCount ?? 0, unreadCount: list[0]?.unreadCount ?? 0 };
}

for (const client of [sender, ...readers, ...joiners]) client?.close();
const result: ProbeResult = {
  memberCountAfterJoins: memberCount,
  join: timing(joins),
  sendWithReceipt: timing(sends),
  sendMessageReadReceipt: timing(receipts),
  getMessageReadReceiptList: timing(lists),
  lastReceipt,
};
log(`probe: ${JSON.stringify(result)}`);
reply(result);
done();

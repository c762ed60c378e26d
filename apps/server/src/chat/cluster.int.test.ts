import { randomUUID } from 'node:crypto';
import type { WireMessage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './test-client.ts';
import { type ChatTestCluster, startChatCluster } from './testing.ts';

// Two processes' worth of servers on one database, joined by the machine's Redis (CI sets REDIS_URL).
describe.skipIf(!process.env.REDIS_URL)('two-node delivery', () => {
  let cluster: ChatTestCluster;
  beforeAll(async () => {
    cluster = await startChatCluster();
  });
  afterAll(() => cluster.close());

  it('delivers between users connected to different nodes, in order, with shared presence', async () => {
    const [n0, n1] = cluster.nodes as [ChatTestCluster['nodes'][0], ChatTestCluster['nodes'][0]];
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cluster.createUser()));
    const groupID = await cluster.createGroup({
      type: 'Work',
      ownerID: a!.userID,
      memberIDs: [b!.userID, c!.userID],
    });
    const alice = await connect(n0.url, a!);
    const bob = await connect(n1.url, b!);
    const carolPhone = await connect(n0.url, c!);
    const carolLaptop = await connect(n1.url, c!);

    expect(
      (await alice.ok('getUserStatus', { userIDList: [b!.userID] })).successUserList[0]?.statusType,
    ).toBe(1);
    const direct = await alice.ok('sendMessage', {
      ID: randomUUID(),
      conversationType: 'C2C',
      to: b!.userID,
      type: 'TIMTextElem',
      payload: { text: 'across nodes' },
    });
    await bob.waitFor((x) => x.pushesOf('message').length === 1);
    expect(bob.pushesOf('message')[0]).toEqual(direct.message);

    await Promise.all(
      [alice, bob].map(async (client, i) => {
        for (let n = 0; n < 20; n++) {
          await client.ok('sendMessage', {
            ID: randomUUID(),
            conversationType: 'GROUP',
            to: groupID,
            type: 'TIMTextElem',
            payload: { text: `${i}-${n}` },
          });
        }
      }),
    );
    for (const client of [carolPhone, carolLaptop]) {
      await client.waitFor((x) => x.pushesOf('message').length === 40);
      const seqs = client.pushesOf('message').map((m: WireMessage) => m.sequence);
      expect([...seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    }
    for (const client of [alice, bob, carolPhone, carolLaptop]) client.close();
  });
});

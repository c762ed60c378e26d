/**
 * `npm run bench:chat`: the chat engine against a bare ws relay, and group commit against one
 * transaction per message. Each server and each load generator is its own process (children.ts), so
 * the load never shares an event loop with the server it measures. One JSON document on stdout
 * (report.ts); progress on stderr.
 */

import { readFile } from 'node:fs/promises';
import { loadAverageNow } from '../machine.ts';
import { runChild, startServer } from './children.ts';
import { type BenchCase, PROBE_JOINS, roomMembers, selectedCases, stepSeconds } from './config.ts';
import { summarize } from './report.ts';
import { log } from './stdio.ts';
import type {
  ChatServerReady,
  ChatServerSpec,
  LargeGroupResult,
  LoadJob,
  LoadResult,
  PersistResult,
  ProbeJob,
  ProbeResult,
  RelayServerReady,
  Room,
} from './types.ts';

const started = Date.now();
const loadAverageAtStart = loadAverageNow();
const seconds = stepSeconds();
const cases = selectedCases();

// One set of users serves every case; groups are created per GROUP conversation of every case. A
// large group holds `storedMembers` once its probe's joiners are in, most of them without a client.
const groupCases = cases.filter((c) => c.kind === 'GROUP');
const largeCases = cases.filter((c) => c.storedMembers !== undefined);
const spec: ChatServerSpec = {
  users: Math.max(...cases.map((c) => c.clients)),
  spareUsers: largeCases.length * PROBE_JOINS,
  groups: groupCases.flatMap((c) =>
    roomMembers(c).map((members) => ({
      type: c.groupType ?? 'Work',
      members,
      extraMembers: c.storedMembers ? c.storedMembers - members.length - PROBE_JOINS : 0,
    })),
  ),
};
log(`starting the chat server (${spec.users} users, ${spec.groups.length} groups) and the ws relay`);
const [chat, relay] = await Promise.all([
  startServer<ChatServerReady>('server', spec),
  startServer<RelayServerReady>('relay', {}),
]);

function roomsOf(c: BenchCase, system: LoadJob['system']): Room[] {
  const firstGroup = groupCases
    .slice(0, groupCases.indexOf(c))
    .reduce((n, g) => n + roomMembers(g).length, 0);
  return roomMembers(c).map((members, i) => ({
    // The relay only needs distinct names; the chat needs the real groupIDs.
    id:
      system === 'chat' && c.kind === 'GROUP'
        ? (chat.ready.groupIDs[firstGroup + i] as string)
        : `${c.name}-${i}`,
    kind: c.kind,
    members,
  }));
}

/** The server's resident set from /proc (Linux), null elsewhere. */
async function serverRssMB(): Promise<number | null> {
  const status = await readFile(`/proc/${chat.ready.pid}/status`, 'utf8').catch(() => '');
  const kB = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kB ? Math.round(Number(kB) / 1024) : null;
}

const results: {
  c: BenchCase;
  chat: LoadResult;
  relay: LoadResult;
  largeGroup?: LargeGroupResult;
}[] = [];
try {
  for (const c of cases) {
    const job = (system: LoadJob['system']): LoadJob => ({
      system,
      caseName: c.name,
      url: system === 'chat' ? chat.ready.url : relay.ready.url,
      sdkAppID: chat.ready.sdkAppID,
      users: chat.ready.users.slice(0, c.clients),
      rooms: roomsOf(c, system),
      stepSeconds: seconds,
    });
    // Baseline first, then the chat, back to back, so both see the same machine state.
    const beforeLoad = await serverRssMB();
    const relayResult = await runChild<LoadResult>('loadgen', job('relay'));
    const chatResult = await runChild<LoadResult>('loadgen', job('chat'));
    if (c.storedMembers === undefined) {
      results.push({ c, chat: chatResult, relay: relayResult });
      continue;
    }
    const large = largeCases.indexOf(c);
    const probe = await runChild<ProbeResult>('probe', {
      url: chat.ready.url,
      sdkAppID: chat.ready.sdkAppID,
      groupID: (roomsOf(c, 'chat')[0] as Room).id,
      members: chat.ready.users.slice(0, c.clients),
      joiners: chat.ready.spareUsers.slice(large * PROBE_JOINS, (large + 1) * PROBE_JOINS),
    } satisfies ProbeJob);
    const largeGroup = { probe, serverRssMB: { beforeLoad, afterProbe: await serverRssMB() } };
    results.push({ c, chat: chatResult, relay: relayResult, largeGroup });
  }
} finally {
  // Also when a load generator failed: the servers close their sockets and databases.
  await Promise.all([chat.stop(), relay.stop()]);
}

log('persistence: SendBatcher with group commit vs one transaction per message');
const persistence = await runChild<PersistResult>('persist', { seconds });

const summary = summarize({
  stepSeconds: seconds,
  loadAverageAtStart,
  bulkMembers: chat.ready.bulkMembers,
  cases: results,
  persistence,
});
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);

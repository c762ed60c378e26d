/**
 * Child process: the real chat server (Fastify + Socket.IO gateway + group commit) on a fresh database
 * (in-memory PGlite, or a throw-away database on DATABASE_URL), with the users and groups the load
 * needs. Prints `ChatServerReady` once listening; stops when stdin closes.
 */
import { insertMembers, lockGroup } from '../../../apps/server/src/chat/groups/members.ts';
import { startChatServer } from '../../../apps/server/src/chat/testing.ts';
import { log, onStopRequest, readInput, reply } from './stdio.ts';
import type { BenchUser, ChatServerReady, ChatServerSpec, MemoryMB } from './types.ts';

const spec = await readInput<ChatServerSpec>();

// The server reads its configuration from the object it is given, not from process.env: pass the
// batching knobs through so a run can compare settings.
const env: Record<string, string> = {};
for (const key of ['CHAT_BATCH_WAIT_MS', 'CHAT_BATCH_MAX_SIZE']) {
  const value = process.env[key];
  if (value) env[key] = value;
}
const starting = startChatServer(env);
// Registered before the server is up, so a stop during start-up still closes it.
onStopRequest(async () => (await starting).close());
const server = await starting;

const users: BenchUser[] = [];
for (let i = 0; i < spec.users; i++) users.push(await server.createUser(`Bench ${i}`));
const spareUsers: BenchUser[] = [];
for (let i = 0; i < spec.spareUsers; i++) spareUsers.push(await server.createUser(`Joiner ${i}`));

function memory(): MemoryMB {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: Math.round(rss / 2 ** 20), heapUsed: Math.round(heapUsed / 2 ** 20) };
}

/** Chunks keep each statement under PostgreSQL's 65,535 parameters. */
const BULK_CHUNK = 5000;

/**
 * Stored-only members through the server's own `insertMembers` (member count, limit check, thread
 * states), in one transaction holding the group lock, as an import would add them.
 */
async function addStoredMembers(groupID: string, count: number) {
  await server.deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupID);
    for (let first = 0; first < count; first += BULK_CHUNK) {
      const ids = Array.from(
        { length: Math.min(BULK_CHUNK, count - first) },
        (_, i) => `bench-member-${first + i}`,
      );
      await insertMembers(tx, group, ids);
    }
  });
}

const groupIDs: string[] = [];
const extra = spec.groups.reduce((n, g) => n + g.extraMembers, 0);
const before = memory();
const bulkStarted = performance.now();
for (const group of spec.groups) {
  const memberIDs = group.members.map((i) => (users[i] as BenchUser).userID);
  const groupID = await server.createGroup({
    type: group.type,
    ownerID: memberIDs[0] as string,
    memberIDs,
    name: 'bench',
  });
  if (group.extraMembers > 0) await addStoredMembers(groupID, group.extraMembers);
  groupIDs.push(groupID);
}
const bulkMembers =
  extra > 0
    ? {
        members: extra,
        seconds: Number(((performance.now() - bulkStarted) / 1000).toFixed(1)),
        before,
        after: memory(),
      }
    : null;
if (bulkMembers) log(`${extra} stored members added in ${bulkMembers.seconds} s`);
log(`chat server on ${server.url} (${process.env.DATABASE_URL ? 'postgres' : 'pglite'}), pid ${process.pid}`);
reply({
  url: server.url,
  sdkAppID: server.sdkAppID,
  pid: process.pid,
  users,
  spareUsers,
  groupIDs,
  bulkMembers,
} satisfies ChatServerReady);

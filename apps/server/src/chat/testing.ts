/**
 * Test servers for chat integration tests (server and SDK alike). Stable API:
 *
 *   const server = await startChatServer({ CHAT_REVOKE_WINDOW_SECONDS: '1' });
 *   server.url                       // http://127.0.0.1:<port>; the socket path is /socket.io
 *   server.sdkAppID                  // handshake SDKAppID
 *   const alice = await server.createUser('Alice');   // { userID, userSig } (a real platform user)
 *   const eve = await server.createStranger('Eve');    // the same, but nobody's colleague
 *   const groupID = await server.createGroup({ type: 'Work', ownerID, memberIDs: [...] });
 *   server.sign(userID, { expire?, sdkAppId?, key? })   // any userSig, forged ones included
 *   const { status, body } = await server.upload(alice, bytes, 'photo.png')  // POST /chat/upload
 *   await server.close();
 *
 *   const cluster = await startChatCluster();  // two nodes, one database; needs REDIS_URL
 *   cluster.nodes[0].url, cluster.nodes[1].url, cluster.createUser(), cluster.createGroup(), close()
 *
 * The database is fresh per server (in-memory PGlite, or a throw-away database on DATABASE_URL);
 * with REDIS_URL the nodes use the Redis adapter under a random key prefix, so parallel test files
 * never see each other's pushes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GroupType } from '@renli/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../core/deps.ts';
import { DomainEvents } from '../core/events.ts';
import { MemoryRateLimitStore } from '../core/http/rate-limit.ts';
import type { Database } from '../db/client.ts';
import { users } from '../modules/auth/schema.ts';
import { genUserSig } from '../modules/auth/user-sig.ts';
import { createCompany } from '../modules/company/service.ts';
import { addStaffMember } from '../modules/staff/records.ts';
import { DevOutbox, RoutingNotifier } from '../notify/notifier.ts';
import { openTestDatabase } from '../test/database.ts';
import { createGroup } from './groups/members.ts';

export const TEST_CHAT_SECRET = 'test-chat-secret-0123456789abcdef';

export interface ChatTestUser {
  userID: string;
  userSig: string;
}

export interface ChatNode {
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
}

interface Fixtures {
  sdkAppID: number;
  /** A platform user; every user made this way is a colleague of the others (one test company). */
  createUser(name?: string): Promise<ChatTestUser>;
  /** A platform user in no company: outside everyone's reach until a friendship, group or reply. */
  createStranger(name?: string): Promise<ChatTestUser>;
  createGroup(input: {
    type: GroupType;
    ownerID: string;
    memberIDs?: string[];
    name?: string;
  }): Promise<string>;
  sign(userID: string, options?: { expire?: number; time?: number; sdkAppId?: number; key?: string }): string;
}

export interface UploadAnswer {
  status: number;
  body: { code: number; message: string; data: Record<string, unknown> };
}

/** POST /chat/upload as `user` (English messages), the way the SDK uploads media. */
async function uploadAs(
  url: string,
  user: ChatTestUser,
  bytes: Uint8Array,
  name: string,
  userSig = user.userSig,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${url}/chat/upload`, {
    method: 'POST',
    headers: { 'chat-userid': user.userID, 'chat-usersig': userSig, lang: 'en' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

export type ChatTestServer = ChatNode &
  Fixtures & {
    upload(user: ChatTestUser, bytes: Uint8Array, name: string, userSig?: string): Promise<UploadAnswer>;
    close(): Promise<void>;
  };
export type ChatTestCluster = Fixtures & { nodes: ChatNode[]; close(): Promise<void> };

async function startNode(db: Database, env: Record<string, string>, dataDir: string): Promise<ChatNode> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL ?? '',
    VERIFY_CODE_MAX_PER_ADDRESS: '100000',
    // Tests and the benchmark send as fast as they can; the limits have their own test.
    CHAT_SENDS_PER_SECOND: '100000',
    CHAT_REQUESTS_PER_SECOND: '100000',
    CHAT_CONNECTION_REQUESTS_PER_SECOND: '100000',
    ...env,
  });
  const deps: AppDeps = {
    config,
    db,
    rateLimits: new MemoryRateLimitStore(),
    notifier: new RoutingNotifier(null, new DevOutbox(dataDir)),
    events: new DomainEvents(),
    chatSecret: TEST_CHAT_SECRET,
  };
  const app = await buildApp(deps, { logger: false, serveWeb: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, deps };
}

function fixtures(db: Database, sdkAppID: number): Fixtures {
  let counter = 0;
  const insertUser = async (name?: string) => {
    counter += 1;
    const [row] = await db
      .insert(users)
      .values({
        loginCode: `chat-${counter}-${randomBytes(4).toString('hex')}@test.local`,
        passwordHash: 'not-a-login',
        userType: 1,
        userName: name ?? `User ${counter}`,
      })
      .returning({ id: users.id });
    return String(row?.id);
  };
  let company: Promise<number> | null = null;
  const testCompany = () => {
    company ??= insertUser('Test company owner').then(async (owner) => {
      const { id } = await createCompany(db, {
        compName: `Chat test company ${randomBytes(4).toString('hex')}`,
        ownerUserId: Number(owner),
      });
      return id;
    });
    return company;
  };
  const sign: Fixtures['sign'] = (userID, o = {}) =>
    genUserSig(o.key ?? TEST_CHAT_SECRET, {
      identifier: userID,
      sdkAppId: o.sdkAppId ?? sdkAppID,
      time: o.time ?? Math.floor(Date.now() / 1000),
      expire: o.expire ?? 86400,
    });
  return {
    sdkAppID,
    sign,
    async createUser(name) {
      const userID = await insertUser(name);
      // Colleagues of one test company: within each other's reach (docs/chat.md).
      await addStaffMember(db, {
        compId: await testCompany(),
        userId: Number(userID),
        staffName: name ?? userID,
      });
      return { userID, userSig: sign(userID) };
    },
    async createStranger(name) {
      const userID = await insertUser(name);
      return { userID, userSig: sign(userID) };
    },
    createGroup: (input) => createGroup(db, input),
  };
}

export async function startChatServer(env: Record<string, string> = {}): Promise<ChatTestServer> {
  const cluster = await startChatCluster({ env, nodes: 1, requireRedis: false });
  const node = cluster.nodes[0] as ChatNode;
  return { ...cluster, ...node, upload: (...args) => uploadAs(node.url, ...args) };
}

/** Several nodes on one database; with REDIS_URL they deliver to each other's sockets. */
export async function startChatCluster(
  options: { env?: Record<string, string>; nodes?: number; requireRedis?: boolean } = {},
): Promise<ChatTestCluster> {
  if ((options.requireRedis ?? true) && !process.env.REDIS_URL) {
    throw new Error('startChatCluster needs REDIS_URL');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'renli-chat-'));
  const database = await openTestDatabase();
  const env = { CHAT_REDIS_PREFIX: `renli:test:${randomBytes(6).toString('hex')}:`, ...options.env };
  const nodes: ChatNode[] = [];
  for (let i = 0; i < (options.nodes ?? 2); i++) nodes.push(await startNode(database.db, env, dataDir));
  const sdkAppID = (nodes[0] as ChatNode).deps.config.CHAT_SDK_APP_ID;
  return {
    ...fixtures(database.db, sdkAppID),
    nodes,
    async close() {
      for (const node of nodes) await node.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

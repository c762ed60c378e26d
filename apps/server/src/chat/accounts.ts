import { eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { findUserProfiles } from '../modules/auth/profiles.ts';
import { AccountCache } from './account-cache.ts';
import { chatAccounts } from './schema.ts';

export interface ChatAccount {
  userID: string;
  nick: string;
  faceUrl: string;
}

/**
 * Every send reads the sender's nick and avatar (and a C2C send the peer's existence): they come from
 * this process's cache, which this node's account writes clear at once. Another node's writes are
 * seen within `ttlMs` (docs/chat.md, "Chat account cache").
 */
const cache = new AccountCache<ChatAccount>({ maxSize: 10_000, ttlMs: 30_000 });

/**
 * Returns the chat accounts that exist among `userIDs`, creating the missing ones of platform users
 * on the fly (every platform user has a chat account; no separate sign-up step).
 */
export async function ensureChatAccounts(db: DbOrTx, userIDs: string[]): Promise<Map<string, ChatAccount>> {
  const wanted = [...new Set(userIDs)];
  // A transaction sees its own uncommitted writes: what it reads must neither come from nor reach the cache.
  const cacheable = !(db instanceof PgTransaction);
  const found = cacheable ? cache.getAll(db, wanted) : new Map<string, ChatAccount>();
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length === 0) return found;
  const epoch = cache.epoch;
  const rows = await db.select().from(chatAccounts).where(inArray(chatAccounts.userId, unknown));
  const loaded = rows.map((r) => ({ userID: r.userId, nick: r.nick, faceUrl: r.faceUrl }));
  const stored = new Set(rows.map((r) => r.userId));
  const missing = unknown.filter((id) => !stored.has(id) && isPlatformUserID(id));
  loaded.push(...(await upsertFromProfiles(db, missing.map(Number), 'keep')));
  for (const account of loaded) found.set(account.userID, account);
  if (cacheable) cache.setAll(db, loaded, epoch);
  return found;
}

/** Platform users' chat IDs are their user IDs; imported accounts may use any other ID. */
export const isPlatformUserID = (id: string) => /^\d{1,9}$/.test(id);

export type ChatAccountRow = typeof chatAccounts.$inferSelect;

/** Like `ensureChatAccounts`, with every profile field (gender, signature, allowType). */
export async function ensureChatAccountRows(
  db: DbOrTx,
  userIDs: string[],
): Promise<Map<string, ChatAccountRow>> {
  const wanted = [...new Set(userIDs)];
  if (wanted.length === 0) return new Map();
  const read = () => db.select().from(chatAccounts).where(inArray(chatAccounts.userId, wanted));
  let rows = await read();
  // Only when some are missing: create the platform users' accounts, then read them too.
  if (rows.length < wanted.length) {
    const stored = new Set(rows.map((r) => r.userId));
    await ensureChatAccounts(
      db,
      wanted.filter((id) => !stored.has(id)),
    );
    rows = await read();
  }
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * Writes chat accounts from platform profiles: `keep` only creates missing ones (a concurrent
 * creator wins), `overwrite` also brings existing ones up to date.
 */
async function upsertFromProfiles(
  db: DbOrTx,
  userIds: number[],
  mode: 'keep' | 'overwrite',
): Promise<ChatAccount[]> {
  const profiles = await findUserProfiles(db, userIds);
  if (profiles.length === 0) return [];
  const values = profiles.map((p) => ({ userId: String(p.userId), nick: p.userName, faceUrl: p.userFace }));
  const insert = db.insert(chatAccounts).values(values);
  await (mode === 'keep'
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: chatAccounts.userId,
        set: { nick: sql`excluded.nick`, faceUrl: sql`excluded.face_url` },
      }));
  return values.map((v) => ({ userID: v.userId, nick: v.nick, faceUrl: v.faceUrl }));
}

/** Keeps a platform user's chat nick and avatar equal to their profile (on `user.profileChanged`). */
export async function syncChatAccountFromUser(db: DbOrTx, userId: number): Promise<void> {
  await upsertFromProfiles(db, [userId], 'overwrite');
  forgetChatAccounts([String(userId)]);
}

/** Call after an account change has committed, so this node's next send snapshots the new profile. */
export function forgetChatAccounts(userIDs: string[]): void {
  cache.forget(userIDs);
}

/** Admin import (spec AccountList); existing accounts get the new nick and avatar. */
export async function importChatAccounts(db: DbOrTx, accounts: ChatAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insert(chatAccounts)
    .values(accounts.map((a) => ({ userId: a.userID, nick: a.nick, faceUrl: a.faceUrl })))
    .onConflictDoUpdate({
      target: chatAccounts.userId,
      set: { nick: sql`excluded.nick`, faceUrl: sql`excluded.face_url` },
    });
  forgetChatAccounts(accounts.map((a) => a.userID));
}

/**
 * Signs a user out of the chat: userSigs issued before now are refused from here on (one-second
 * granularity: a userSig issued in the same second still works).
 */
export async function refuseEarlierSigs(db: DbOrTx, userID: string): Promise<boolean> {
  // A platform user who never chatted has no account row yet: make it, so the cut-off holds.
  if (!(await ensureChatAccounts(db, [userID])).has(userID)) return false;
  const rows = await db
    .update(chatAccounts)
    .set({ sigValidFrom: Math.floor(Date.now() / 1000) })
    .where(eq(chatAccounts.userId, userID))
    .returning({ userId: chatAccounts.userId });
  return rows.length > 0;
}

/** Whether a userSig issued at `issuedAt` was cut off by a sign-out (read at connect, not cached). */
export async function isSigRefused(db: DbOrTx, userID: string, issuedAt: number): Promise<boolean> {
  const [row] = await db
    .select({ from: chatAccounts.sigValidFrom })
    .from(chatAccounts)
    .where(eq(chatAccounts.userId, userID));
  return (row?.from ?? 0) > issuedAt;
}

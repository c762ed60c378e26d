import type { Tx } from '../db/client.ts';
import type { CompanyActor } from './actor.ts';
import type { PresentedRow } from './presenter.ts';
import { type AuditChanges, auditLog } from './schema.ts';

export type AuditAction = 'insert' | 'update' | 'delete' | 'import';

/** Bookkeeping fields change on every write and say nothing about what a person changed. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/** Changed fields with their values before and after; a missing side (insert, delete) is null. */
export function diffRows(before: PresentedRow | null, after: PresentedRow | null): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after ?? before ?? {})) {
    if (BOOKKEEPING.has(key)) continue;
    const was = before ? (before[key] ?? null) : null;
    const now = after ? (after[key] ?? null) : null;
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = { before: was, after: now };
  }
  return changes;
}

export interface AuditEntry {
  recordId: number;
  action: AuditAction;
  changes: AuditChanges;
}

/** Written with the change's own transaction, so a rolled-back change leaves no audit row. */
export async function writeAudit(tx: Tx, actor: CompanyActor, resource: string, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await tx
    .insert(auditLog)
    .values(entries.map((e) => ({ ...e, compId: actor.compId, userId: actor.userId, resource })));
}

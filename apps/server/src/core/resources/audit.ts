import { customFieldName } from '@renli/contracts';
import type { Tx } from '../../db/client.ts';
import type { AuditAuthor } from '../actor.ts';
import type { PresentedRow } from './presenter.ts';
import { type AuditChanges, auditLog } from './schema.ts';

export type AuditAction = 'insert' | 'update' | 'delete' | 'import' | 'transition';

/** Bookkeeping fields change on every write and say nothing about what a person changed. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt', 'transitions']);

type Values = Record<string, unknown>;

/**
 * Custom values as fields of their own (`custom.<key>`, docs/modules.md, "Custom fields"), so a
 * timeline names each one that changed rather than the whole set.
 */
function spreadCustom(row: PresentedRow | null): Values | null {
  if (!row || typeof row.custom !== 'object' || row.custom === null) return row;
  const { custom, ...rest } = row;
  const spread: Values = { ...rest };
  for (const [key, value] of Object.entries(custom)) spread[customFieldName(key)] = value;
  return spread;
}

/** Changed fields with their values before and after; a missing side (insert, delete) is null. */
export function diffRows(beforeRow: PresentedRow | null, afterRow: PresentedRow | null): AuditChanges {
  const changes: AuditChanges = {};
  const before = spreadCustom(beforeRow);
  const after = spreadCustom(afterRow);
  // A custom value an update cleared is absent after it, yet changed.
  const cleared =
    before && after ? Object.keys(before).filter((key) => key.startsWith('custom.') && !(key in after)) : [];
  for (const key of [...Object.keys(after ?? before ?? {}), ...cleared]) {
    if (BOOKKEEPING.has(key)) continue;
    // Undefined on both sides: a field the resource adds when it answers (a referenced name), not stored.
    if (before?.[key] === undefined && after?.[key] === undefined) continue;
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
  /** The transition's name, for `action` 'transition'. */
  transition?: string;
  changes: AuditChanges;
}

/** A company actor (company and login) is an author as it is; an administrator adds `adminId`. */
type Author = Pick<AuditAuthor, 'compId' | 'userId'> & { adminId?: number | null };

/** Written with the change's own transaction, so a rolled-back change leaves no audit row. */
export async function writeAudit(tx: Tx, author: Author, resource: string, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      recordId: e.recordId,
      action: e.action,
      transition: e.transition ?? null,
      changes: e.changes,
      compId: author.compId,
      userId: author.userId,
      adminId: author.adminId ?? null,
      resource,
    })),
  );
}

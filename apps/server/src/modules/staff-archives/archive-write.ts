import { eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { Tx } from '../../db/client.ts';
import { auditArchive } from './archive-audit.ts';
import type { ArchiveRow } from './archive-present.ts';
import { staffArchives } from './schema.ts';

/** Writes columns of a locked archive, bumping its version, with one timeline entry. */
export async function writeArchive(
  tx: Tx,
  author: Pick<CompanyActor, 'compId' | 'userId'>,
  existing: ArchiveRow,
  columns: Record<string, unknown>,
  action: 'update' | 'import' = 'update',
): Promise<ArchiveRow> {
  const [updated] = await tx
    .update(staffArchives)
    .set({ ...columns, version: sql`${staffArchives.version} + 1`, updatedAt: new Date() })
    .where(eq(staffArchives.id, existing.id))
    .returning();
  await auditArchive(tx, author, action, existing, updated!);
  return updated!;
}

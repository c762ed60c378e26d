import { type EntryFormLink, EntryInfoStatus, EntryStatus, STAFF_INFO_FORM_ROUTE } from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { UserAuth } from '../../core/actor.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import { writeAudit } from '../../core/resources/audit.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import type { Database } from '../../db/client.ts';
import { newFormToken } from './form-token.ts';
import { entryManager } from './hr-actor.ts';
import { staffEntryMessages as m } from './messages.ts';
import { managedEntryTypes } from './policy.ts';
import { staffEntries } from './schema.ts';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** Where the caller's browser reached the app: the form's link opens there too. */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && ORIGIN.test(origin) ? origin : `${request.protocol}://${request.host}`;
}

/**
 * `sendFormUrl`: a new link to a pending entry's registration form, valid for 7 days. Only its hash
 * is kept, so the previous link stops working and this one is shown this once (HR copies it or
 * shows its QR code; the hire has no login to be told through). docs/product/staff.md, "Entry (入职)".
 */
export async function sendFormLink(
  db: Database,
  auth: UserAuth,
  id: number,
  request: FastifyRequest,
): Promise<EntryFormLink> {
  const actor = await entryManager(db, auth, 'update');
  const { token, hash, expiresAt } = newFormToken();
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ status: staffEntries.status, infoStatus: staffEntries.infoStatus })
      .from(staffEntries)
      .where(and(eq(staffEntries.id, id), eq(staffEntries.compId, actor.compId), managedEntryTypes(actor)))
      .for('update');
    if (!entry) throw notFound(resourceMessages['resource.notFound']);
    if (entry.status !== EntryStatus.PENDING) throw conflict(m['staffEntry.notPending']);
    await tx
      .update(staffEntries)
      .set({
        linkTokenHash: hash,
        linkExpiresAt: expiresAt,
        infoStatus: EntryInfoStatus.SENT,
        version: sql`${staffEntries.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(staffEntries.id, id));
    // The timeline says a link went out and until when; never the token.
    await writeAudit(tx, actor, 'staffEntry', [
      {
        recordId: id,
        action: 'update',
        changes: {
          infoStatus: { before: entry.infoStatus, after: EntryInfoStatus.SENT },
          linkExpiresAt: { before: null, after: expiresAt.toISOString() },
        },
      },
    ]);
  });
  const query = new URLSearchParams({ token });
  return {
    url: `${originOf(request)}/#${STAFF_INFO_FORM_ROUTE}?${query}`,
    expiresAt: expiresAt.toISOString(),
  };
}

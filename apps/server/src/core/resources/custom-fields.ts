import {
  type CustomFields,
  labelIn,
  type ResourceFields,
  type saveCustomFieldsBodySchema,
} from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ResourceActor } from '../actor.ts';
import { conflict } from '../http/errors.ts';
import { LOCALES } from '../i18n/index.ts';
import { auditNameOf } from './actors.ts';
import { activeFields, applyDrafts, type StoredCustomField } from './custom-definitions.ts';
import { customMessages as m } from './custom-messages.ts';
import type { AnyResource } from './define.ts';
import { invalid, problemMessages } from './problems.ts';
import { resourceCustomFields as table } from './schema.ts';
import type { Caller } from './service.ts';

type SaveBody = z.output<typeof saveCustomFieldsBodySchema>;

const ofCompany = (compId: number, kind: string) => and(eq(table.compId, compId), eq(table.resource, kind));

/** Every field the company ever had for a record kind (removed ones flagged), and the list's version (0: none saved). */
async function storedOf(tx: DbOrTx, compId: number, kind: string) {
  const [row] = await tx.select().from(table).where(ofCompany(compId, kind)).limit(1);
  return { fields: row?.fields ?? ([] as StoredCustomField[]), version: row?.version ?? 0 };
}

/**
 * The fields the company has now for `resource`, in order, read with `tx`: for a module that writes
 * the records through endpoints of its own (the staff archive) and checks their values inside its
 * write's transaction.
 */
export const activeCustomFields = async (tx: DbOrTx, resource: AnyResource, compId: number) =>
  activeFields((await storedOf(tx, compId, auditNameOf(resource))).fields);

/**
 * A company's own fields of one record kind (docs/modules.md, "Custom fields"): read by anyone who
 * reads the records, replaced as a whole list against the version read.
 */
export function createCustomFieldStore(db: Database, resource: AnyResource) {
  const kind = auditNameOf(resource);
  const declaredLabels = Object.values(resource.contract.fields as ResourceFields).flatMap((spec) =>
    LOCALES.map((locale) => labelIn(spec.label, locale)),
  );
  const stored = (tx: DbOrTx, compId: number) => storedOf(tx, compId, kind);

  return {
    stored,

    /** The fields the company has now, in order. */
    active: (tx: DbOrTx, compId: number) => activeCustomFields(tx, resource, compId),

    async read(caller: Caller, canEdit: boolean): Promise<CustomFields> {
      const { fields, version } = await stored(db, (caller.actor as ResourceActor).compId);
      return { version, fields: activeFields(fields), canEdit };
    },

    /** Replaces the list; a version other than the stored one (someone saved meanwhile) is a 409. */
    async save(caller: Caller, body: SaveBody): Promise<CustomFields> {
      const { compId } = caller.actor as ResourceActor;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.select().from(table).where(ofCompany(compId, kind)).for('update');
          if ((row?.version ?? 0) !== body.version) throw conflict(m['resource.custom.stale']);
          const applied = applyDrafts(row?.fields ?? [], body.fields, declaredLabels);
          if (!applied.ok) throw invalid(problemMessages(caller.locale, applied.problems), true);
          const [saved] = row
            ? await tx
                .update(table)
                .set({ fields: applied.fields, version: sql`${table.version} + 1`, updatedAt: new Date() })
                .where(eq(table.id, row.id))
                .returning()
            : await tx.insert(table).values({ compId, resource: kind, fields: applied.fields }).returning();
          return { version: saved!.version, fields: activeFields(saved!.fields), canEdit: true };
        });
      } catch (error) {
        // Two first saves at once: the unique index lets one in, the other read a version that is gone.
        if (isUniqueViolation(error)) throw conflict(m['resource.custom.stale']);
        throw error;
      }
    },
  };
}

export type CustomFieldStore = ReturnType<typeof createCustomFieldStore>;

import {
  type CustomValues,
  type FieldOption,
  labelIn,
  MAX_SHEET_ROWS,
  type ResourcePage,
  type SortOrder,
  yesNoOptions,
} from '@renli/contracts';
import { and, asc, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ResourceActor } from '../actor.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { translate } from '../i18n/index.ts';
import { offsetOf } from '../paging.ts';
import { type AnyActor, auditNameOf, authorOf } from './actors.ts';
import { type AuditEntry, diffRows, writeAudit } from './audit.ts';
import { createCustomFieldStore } from './custom-fields.ts';
import { prepareCustom } from './custom-values.ts';
import type { AnyResource, ResourceCaller } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { type PresentedRow, presentRow } from './presenter.ts';
import { type FieldMessage, invalid, issueMessages, problemMessages } from './problems.ts';
import { columnsOf, filterOf, orderOf, ownerValues, scopeOf, toColumnValues } from './query.ts';

export type { ResourceCaller } from './define.ts';
export type Caller = ResourceCaller<AnyActor>;

export interface ListQuery extends Record<string, unknown> {
  sortField?: string | undefined;
  sortOrder?: SortOrder | undefined;
}

/** A sheet row already read into field values; `row` is its spreadsheet row number. */
export interface ImportRow {
  row: number;
  values: Record<string, unknown>;
  /** Names typed for references (`display` fields), to be resolved to ids by the resource's lookups. */
  names?: Record<string, string>;
  /** Cells of option fields that name no option: field -> what was typed. */
  notOptions?: Record<string, string>;
  /** Custom fields' values by key, and their choice cells that name no option (key -> what was typed). */
  custom?: CustomValues;
  customNotOptions?: Record<string, string>;
}

type Values = Record<string, unknown>;

/**
 * The generic logic every resource shares, for callers of its scope; it owns the transactions.
 * Transitions and timelines build on `rowsOf` (transitions.ts, timeline.ts).
 */
export function createResourceService(db: Database, resource: AnyResource) {
  const columns = columnsOf(resource);
  const { table } = resource;
  const auditName = auditNameOf(resource);
  const audited = resource.audit !== false;
  const customFields = resource.contract.customFields ? createCustomFieldStore(db, resource) : null;
  /** The company's custom fields now, read in the write's transaction; none without custom fields. */
  const customFieldsNow = async (tx: Tx, caller: Caller) =>
    customFields ? customFields.active(tx, (caller.actor as ResourceActor).compId) : null;
  /** The caller's scope, narrowed by the resource's actor scope when it has one. */
  const visible = async (tx: DbOrTx, actor: AnyActor) =>
    and(scopeOf(resource, actor), await resource.actorScope?.(tx, actor as never));
  const presentAll = (rows: unknown[], caller: Caller) =>
    rows.map((row) => presentRow(resource, row as Values, caller.locale));
  const decorate = async (rows: PresentedRow[], caller?: Caller) =>
    resource.decorate ? resource.decorate(db, rows, caller?.actor as never) : rows;
  /** A unique index refusing the write (two people saving the same thing at once): 409. */
  const unique = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(m['resource.duplicate']);
      throw error;
    }
  };
  const audit = async (tx: Tx, caller: Caller, entries: AuditEntry[]) => {
    if (audited) await writeAudit(tx, authorOf(resource, caller.actor), auditName, entries);
  };
  /** Bookkeeping of a write, for the columns the table has. */
  const bump = (): Values => ({
    ...(columns.version ? { version: sql`${columns.version} + 1` } : {}),
    ...(columns.updatedAt ? { updatedAt: new Date() } : {}),
  });

  /** Locks the caller's rows with these ids (removed rows do not count), in id order. */
  const lockRows = async (tx: Tx, caller: Caller, ids: number[]) => {
    const rows = await tx
      .select()
      .from(table)
      .where(and(await visible(tx, caller.actor), inArray(columns.id!, ids)))
      .orderBy(asc(columns.id!))
      .for('update');
    return presentAll(rows, caller);
  };

  /** Each reference field's typed names, looked up once for the whole sheet: field -> name -> id. */
  const resolveNames = async (tx: Tx, caller: Caller, rows: ImportRow[]) => {
    const ids = new Map<string, Map<string, number>>();
    for (const [field, lookup] of Object.entries(resource.lookups ?? {})) {
      const names = [...new Set(rows.flatMap((r) => (r.names?.[field] ? [r.names[field]] : [])))];
      if (names.length) ids.set(field, await lookup(tx, caller.actor as never, names));
    }
    return ids;
  };
  const unknownName = (caller: Caller, field: string, name: string): FieldMessage => {
    const spec = resource.contract.fields[field];
    const label = spec ? labelIn(spec.label, caller.locale) : field;
    return { field, message: translate(caller.locale, m['resource.import.unknownName'], { name, label }) };
  };

  const notAnOption = (caller: Caller, field: string, value: string): FieldMessage => {
    const options: readonly FieldOption[] = resource.contract.fields[field]?.options ?? yesNoOptions;
    const separator = caller.locale === 'en' ? ', ' : '、';
    const allowed = options.map((o) => labelIn(o.label, caller.locale)).join(separator);
    return {
      field,
      message: translate(caller.locale, m['resource.import.unknownOption'], { value, allowed }),
    };
  };

  const checkRules = async (tx: Tx, caller: Caller, input: Values, existing?: PresentedRow) => {
    const problems = (await resource.validate?.(tx, caller.actor as never, input, existing)) ?? [];
    return problemMessages(caller.locale, problems);
  };

  const insertRow = async (tx: Tx, caller: Caller, input: Values) => {
    const own = resource.toColumns ? await resource.toColumns(tx, caller.actor as never, input) : input;
    // Custom values are the kit's, whatever columns the resource makes of its input.
    const values = input.custom === undefined ? own : { ...own, custom: input.custom };
    const created = await tx
      .insert(table)
      .values({ ...toColumnValues(resource, values), ...ownerValues(resource, caller.actor) } as never)
      .returning();
    return presentRow(resource, (created as Values[])[0]!, caller.locale);
  };

  const filtered = async (actor: AnyActor, query: ListQuery) =>
    and(await visible(db, actor), ...filterOf(resource, query));

  const byId = (id: number): SQL => sql`${columns.id} = ${id}`;

  return {
    visible,
    lockRows,
    decorate,
    audit,
    bump,
    byId,
    customFields,

    async selectPage(
      caller: Caller,
      query: ListQuery & { pageNum: number; pageSize: number },
    ): Promise<ResourcePage<PresentedRow>> {
      const where = await filtered(caller.actor, query);
      const order = orderOf(resource, query.sortField, query.sortOrder);
      // The page and the count are two index-friendly queries: a window count over the whole filtered
      // list would sort every matching row before LIMIT (docs/modules.md, "List performance").
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(table).where(where),
      ]);
      const list = presentAll(rows as Values[], caller);
      return {
        list: await decorate(list, caller),
        total: counted?.total ?? 0,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    },

    async selectById(caller: Caller, id: number) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(await visible(db, caller.actor), byId(id)))
        .limit(1);
      if (!row) throw notFound(m['resource.notFound']);
      const [decorated] = await decorate(presentAll([row], caller), caller);
      return decorated!;
    },

    /** Rows of an export: the list's filters and order, refused above the sheet limit. */
    async exportRows(caller: Caller, query: ListQuery) {
      const rows = await db
        .select()
        .from(table)
        .where(await filtered(caller.actor, query))
        .orderBy(...orderOf(resource, query.sortField, query.sortOrder))
        .limit(MAX_SHEET_ROWS + 1);
      if (rows.length > MAX_SHEET_ROWS) throw badRequest(m['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
      return decorate(presentAll(rows, caller), caller);
    },

    async insert(caller: Caller, input: Values) {
      const created = await unique(() =>
        db.transaction(async (tx) => {
          const fields = await customFieldsNow(tx, caller);
          const custom = fields ? prepareCustom(fields, caller.locale, input.custom as CustomValues) : null;
          const problems = [...(await checkRules(tx, caller, input)), ...(custom?.problems ?? [])];
          if (problems.length > 0) throw invalid(problems);
          const row = await insertRow(tx, caller, custom ? { ...input, custom: custom.custom } : input);
          await audit(tx, caller, [{ recordId: row.id, action: 'insert', changes: diffRows(null, row) }]);
          return row;
        }),
      );
      const [decorated] = await decorate([created], caller);
      return decorated!;
    },

    async update(caller: Caller, body: Values & { id: number; version: number }) {
      const { id, version, ...patch } = body;
      const changed = await unique(() =>
        db.transaction(async (tx) => {
          const [existing] = await lockRows(tx, caller, [id]);
          if (!existing) throw notFound(m['resource.notFound']);
          if (existing.version !== version) throw conflict(m['resource.stale']);
          const sent = patch.custom as CustomValues | undefined;
          const fields = sent === undefined ? null : await customFieldsNow(tx, caller);
          const custom = fields ? prepareCustom(fields, caller.locale, sent, existing) : null;
          const problems = [...(await checkRules(tx, caller, patch, existing)), ...(custom?.problems ?? [])];
          if (problems.length > 0) throw invalid(problems);
          const changes = custom ? { ...patch, custom: custom.custom } : patch;
          const [updated] = await tx
            .update(table)
            .set({ ...toColumnValues(resource, changes), ...bump() } as never)
            .where(byId(id))
            .returning();
          const row = presentRow(resource, updated as Values, caller.locale);
          await audit(tx, caller, [{ recordId: id, action: 'update', changes: diffRows(existing, row) }]);
          return row;
        }),
      );
      const [decorated] = await decorate([changed], caller);
      return decorated!;
    },

    /** All or nothing: one id that is not the caller's (or already removed) refuses the whole batch. */
    remove(caller: Caller, ids: number[]) {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await lockRows(tx, caller, unique);
        if (rows.length !== unique.length) throw notFound(m['resource.notFound']);
        await resource.beforeDelete?.(tx, caller.actor as never, rows);
        const soft = resource.softDelete;
        const target = inArray(columns.id!, unique);
        if (soft) {
          await tx
            .update(table)
            .set({ [soft.column]: soft.removed, ...bump() } as never)
            .where(target);
        } else {
          await tx.delete(table).where(target);
        }
        await audit(
          tx,
          caller,
          rows.map((row) => ({ recordId: row.id, action: 'delete', changes: diffRows(row, null) })),
        );
        return { deleted: rows.length };
      });
    },

    /**
     * Every row is checked (schema, then the resource's rules against rows imported before it) and
     * every problem reported; one problem anywhere rolls the whole import back.
     */
    importRows(caller: Caller, rows: ImportRow[]) {
      if (rows.length > MAX_SHEET_ROWS) throw badRequest(m['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
      const create = resource.contract.schemas.create;
      return unique(() =>
        db.transaction(async (tx) => {
          const errors: (FieldMessage & { row: number })[] = [];
          const entries: AuditEntry[] = [];
          const created: PresentedRow[] = [];
          const ids = await resolveNames(tx, caller, rows);
          const fields = await customFieldsNow(tx, caller);
          for (const { row, values, names = {}, notOptions = {}, ...cells } of rows) {
            const unknown = Object.entries(names).filter(([field, name]) => !ids.get(field)?.has(name));
            const typed = Object.entries(notOptions).map(([field, value]) =>
              notAnOption(caller, field, value),
            );
            const resolved = Object.fromEntries(
              Object.entries(names).map(([field, name]) => [field, ids.get(field)?.get(name)]),
            );
            const parsed = create.safeParse({ ...values, ...resolved }, { reportInput: true });
            const custom = fields
              ? prepareCustom(fields, caller.locale, cells.custom, undefined, cells.customNotOptions)
              : null;
            const problems = [
              ...(unknown.length + typed.length
                ? [...unknown.map(([field, name]) => unknownName(caller, field, name)), ...typed]
                : parsed.success
                  ? await checkRules(tx, caller, parsed.data)
                  : issueMessages(caller.locale, parsed.error.issues)),
              ...(custom?.problems ?? []),
            ];
            if (problems.length > 0) {
              errors.push(...problems.map((p) => ({ row, ...p })));
              continue;
            }
            const input = parsed.data as Values;
            const inserted = await insertRow(
              tx,
              caller,
              custom ? { ...input, custom: custom.custom } : input,
            );
            created.push(inserted);
            entries.push({ recordId: inserted.id, action: 'import', changes: diffRows(null, inserted) });
          }
          if (errors.length > 0)
            throw badRequest(m['resource.import.rowErrors'], { count: errors.length }, { errors });
          await audit(tx, caller, entries);
          return { imported: created.length, created };
        }),
      );
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;

import { MAX_SHEET_ROWS, type ResourcePage, type SortOrder } from '@renli/contracts';
import { and, asc, count, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Locale } from '../i18n/index.ts';
import type { ResourceActor } from './actor.ts';
import { type AuditEntry, diffRows, writeAudit } from './audit.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { type PresentedRow, presentRow } from './presenter.ts';
import { type FieldMessage, invalid, issueMessages, problemMessages } from './problems.ts';
import { columnsOf, filterOf, orderOf, scopeOf } from './query.ts';

/** Who asks and in which language messages about their input are written. */
export interface ResourceCaller {
  actor: ResourceActor;
  locale: Locale;
}

export interface ListQuery extends Record<string, unknown> {
  sortField?: string | undefined;
  sortOrder?: SortOrder | undefined;
}

/** A sheet row already read into field values; `row` is its spreadsheet row number. */
export interface ImportRow {
  row: number;
  values: Record<string, unknown>;
}

type Values = Record<string, unknown>;

/** The generic CRUD logic every resource shares; it owns the transactions. */
export function createResourceService(db: Database, resource: AnyResource) {
  const columns = columnsOf(resource);
  const { table } = resource;
  const name = resource.contract.name;
  const present = (dbRow: unknown) => presentRow(resource, dbRow as Values);
  /** The caller's company, narrowed by the resource's actor scope when it has one. */
  const visible = async (tx: Database | Tx, actor: ResourceActor) =>
    and(scopeOf(resource, actor.compId), await resource.actorScope?.(tx, actor));
  const decorate = async (rows: PresentedRow[]) => (resource.decorate ? resource.decorate(db, rows) : rows);

  /** Locks the caller's rows with these ids (removed rows do not count), in id order. */
  const lockRows = async (tx: Tx, actor: ResourceActor, ids: number[]) => {
    const rows = await tx
      .select()
      .from(table)
      .where(and(await visible(tx, actor), inArray(columns.id!, ids)))
      .orderBy(asc(columns.id!))
      .for('update');
    return rows.map(present);
  };

  const checkRules = async (tx: Tx, caller: ResourceCaller, input: Values, existing?: PresentedRow) => {
    const problems = (await resource.validate?.(tx, caller.actor, input, existing)) ?? [];
    return problemMessages(caller.locale, problems);
  };

  const insertRow = async (tx: Tx, actor: ResourceActor, input: Values) => {
    const values = resource.toColumns ? await resource.toColumns(tx, actor, input) : input;
    const created = await tx
      .insert(table)
      .values({ ...values, [resource.tenant]: actor.compId } as never)
      .returning();
    return present((created as Values[])[0]);
  };

  const list = async (actor: ResourceActor, query: ListQuery, paging?: { offset: number; limit: number }) => {
    const where = and(await visible(db, actor), ...filterOf(resource, query));
    const select = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(resource, query.sortField, query.sortOrder));
    const rows = paging ? await select.offset(paging.offset).limit(paging.limit) : await select;
    return { where, rows: await decorate(rows.map(present)) };
  };

  return {
    async selectPage(
      actor: ResourceActor,
      query: ListQuery & { pageNum: number; pageSize: number },
    ): Promise<ResourcePage<PresentedRow>> {
      const { pageNum, pageSize } = query;
      const { where, rows } = await list(actor, query, {
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return { list: rows, total: total?.n ?? 0, pageNum, pageSize };
    },

    async selectById(actor: ResourceActor, id: number) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(await visible(db, actor), sql`${columns.id} = ${id}`))
        .limit(1);
      if (!row) throw notFound(m['resource.notFound']);
      const [decorated] = await decorate([present(row)]);
      return decorated!;
    },

    /** Rows of an export: the list's filters and order, refused above the sheet limit. */
    async exportRows(actor: ResourceActor, query: ListQuery) {
      const { rows } = await list(actor, query, { offset: 0, limit: MAX_SHEET_ROWS + 1 });
      if (rows.length > MAX_SHEET_ROWS) throw badRequest(m['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
      return rows;
    },

    async insert(caller: ResourceCaller, input: Values) {
      const created = await db.transaction(async (tx) => {
        const problems = await checkRules(tx, caller, input);
        if (problems.length > 0) throw invalid(problems);
        const row = await insertRow(tx, caller.actor, input);
        await writeAudit(tx, caller.actor, name, [
          { recordId: row.id, action: 'insert', changes: diffRows(null, row) },
        ]);
        return row;
      });
      const [decorated] = await decorate([created]);
      return decorated!;
    },

    async update(caller: ResourceCaller, body: Values & { id: number; version: number }) {
      const { id, version, ...patch } = body;
      const changed = await db.transaction(async (tx) => {
        const [existing] = await lockRows(tx, caller.actor, [id]);
        if (!existing) throw notFound(m['resource.notFound']);
        if (existing.version !== version) throw conflict(m['resource.stale']);
        const problems = await checkRules(tx, caller, patch, existing);
        if (problems.length > 0) throw invalid(problems);
        const [updated] = await tx
          .update(table)
          .set({ ...patch, version: sql`${columns.version} + 1`, updatedAt: new Date() } as never)
          .where(sql`${columns.id} = ${id}`)
          .returning();
        const row = present(updated);
        await writeAudit(tx, caller.actor, name, [
          { recordId: id, action: 'update', changes: diffRows(existing, row) },
        ]);
        return row;
      });
      const [decorated] = await decorate([changed]);
      return decorated!;
    },

    /** All or nothing: one id that is not the caller's (or already removed) refuses the whole batch. */
    remove(caller: ResourceCaller, ids: number[]) {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await lockRows(tx, caller.actor, unique);
        if (rows.length !== unique.length) throw notFound(m['resource.notFound']);
        await resource.beforeDelete?.(tx, caller.actor, rows);
        const soft = resource.softDelete;
        const target = inArray(columns.id!, unique);
        if (soft) {
          await tx
            .update(table)
            .set({
              [soft.column]: soft.removed,
              version: sql`${columns.version} + 1`,
              updatedAt: new Date(),
            } as never)
            .where(target);
        } else {
          await tx.delete(table).where(target);
        }
        await writeAudit(
          tx,
          caller.actor,
          name,
          rows.map((row) => ({ recordId: row.id, action: 'delete', changes: diffRows(row, null) })),
        );
        return { deleted: rows.length };
      });
    },

    /**
     * Every row is checked (schema, then the resource's rules against rows imported before it) and
     * every problem reported; one problem anywhere rolls the whole import back.
     */
    importRows(caller: ResourceCaller, rows: ImportRow[]) {
      if (rows.length > MAX_SHEET_ROWS) throw badRequest(m['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
      const create = resource.contract.schemas.create;
      return db.transaction(async (tx) => {
        const errors: (FieldMessage & { row: number })[] = [];
        const audit: AuditEntry[] = [];
        const created: PresentedRow[] = [];
        for (const { row, values } of rows) {
          const parsed = create.safeParse(values, { reportInput: true });
          const problems = parsed.success
            ? await checkRules(tx, caller, parsed.data)
            : issueMessages(caller.locale, parsed.error.issues);
          if (problems.length > 0) {
            errors.push(...problems.map((p) => ({ row, ...p })));
            continue;
          }
          const inserted = await insertRow(tx, caller.actor, parsed.data as Values);
          created.push(inserted);
          audit.push({ recordId: inserted.id, action: 'import', changes: diffRows(null, inserted) });
        }
        if (errors.length > 0)
          throw badRequest(m['resource.import.rowErrors'], { count: errors.length }, { errors });
        await writeAudit(tx, caller.actor, name, audit);
        return { imported: audit.length, created };
      });
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;

import type { AssetAdjustBody, AssetKind, AssetLedgerRow, AssetSummary } from '@renli/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { billingMessages as m } from './messages.ts';
import { toFen, toYuan } from './money.ts';
import { assetLedger, companyAssets } from './schema.ts';

export interface AssetChange {
  balanceFen: number;
  sms: number;
  email: number;
  note: string;
  /** 'admin:<id>' or 'order:<no>': who caused it, kept in the ledger. */
  source: string;
}

/**
 * The spec's `/cOrderCtl/updateEmailCountAndSMSCountAndBalance`, as a server function: the only way
 * a company account changes. Runs in the caller's transaction, locks the account row, refuses any
 * quantity going below zero (400, nothing written) and writes one ledger row per changed quantity.
 */
export async function updateEmailCountAndSMSCountAndBalance(tx: DbOrTx, compId: number, change: AssetChange) {
  try {
    await tx.insert(companyAssets).values({ compId }).onConflictDoNothing();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(m['billing.companyNotFound']);
    throw error;
  }
  const [current] = await tx
    .select()
    .from(companyAssets)
    .where(eq(companyAssets.compId, compId))
    .for('update');
  const steps: { kind: AssetKind; amount: number; after: number }[] = [
    { kind: 'balance', amount: change.balanceFen, after: current!.balanceFen + change.balanceFen },
    { kind: 'sms', amount: change.sms, after: current!.smsCount + change.sms },
    { kind: 'email', amount: change.email, after: current!.emailCount + change.email },
  ];
  const below = steps.find((s) => s.after < 0);
  if (below) throw badRequest(m[`billing.insufficient.${below.kind}`]);
  const [balance, sms, email] = steps;
  await tx
    .update(companyAssets)
    .set({
      balanceFen: balance!.after,
      smsCount: sms!.after,
      emailCount: email!.after,
      updatedAt: new Date(),
    })
    .where(eq(companyAssets.compId, compId));
  const changed = steps.filter((s) => s.amount !== 0);
  if (changed.length > 0) {
    await tx
      .insert(assetLedger)
      .values(changed.map((s) => ({ compId, ...s, note: change.note, source: change.source })));
  }
}

export async function adjustAssets(db: DbOrTx, adminId: number, input: AssetAdjustBody) {
  await db.transaction(async (tx) =>
    updateEmailCountAndSMSCountAndBalance(tx, input.compId, {
      balanceFen: toFen(input.balanceDelta),
      sms: input.smsDelta,
      email: input.emailDelta,
      note: input.note,
      source: `admin:${adminId}`,
    }),
  );
  return assetSummary(db, input.compId);
}

export async function assetSummary(db: DbOrTx, compId: number): Promise<AssetSummary> {
  const [row] = await db.select().from(companyAssets).where(eq(companyAssets.compId, compId));
  return {
    balance: toYuan(row?.balanceFen ?? 0),
    smsCount: row?.smsCount ?? 0,
    emailCount: row?.emailCount ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function assetLedgerPage(
  db: DbOrTx,
  compId: number,
  query: { pageNum: number; pageSize: number; kind?: AssetKind | undefined },
) {
  const where: SQL | undefined = and(
    eq(assetLedger.compId, compId),
    query.kind ? eq(assetLedger.kind, query.kind) : undefined,
  );
  return paginate(
    () =>
      db
        .select({ r: assetLedger, total: pageTotal() })
        .from(assetLedger)
        .where(where)
        .orderBy(desc(assetLedger.createdAt), desc(assetLedger.id)),
    query,
    ({ r }): AssetLedgerRow => {
      const money = r.kind === 'balance';
      return {
        id: r.id,
        kind: r.kind,
        amount: money ? toYuan(r.amount) : r.amount,
        after: money ? toYuan(r.after) : r.after,
        note: r.note,
        createdAt: r.createdAt.toISOString(),
      };
    },
  );
}

import {
  CONTRIBUTION_ITEMS,
  type ContributionItem,
  type ContributionKind,
  type MonthView,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { staffFacts } from '../../staff/records.ts';
import { maskedIdNumbersOf } from '../../staff-archives/id-numbers.ts';
import { managesPayOf } from '../access.ts';
import { moneyText } from '../rounding.ts';
import { managedStaff, presentEnrolments, typesOf } from './enrolments.ts';
import { socialMessages as m } from './messages.ts';
import { computedLines, type Line, monthLines, monthRow } from './month-lines.ts';
import { contributionEnrolments, contributionLines, contributionMonths } from './schema.ts';

// The monthly lists (社保明细 / 公积金明细, docs/product/salary.md, "Social insurance and housing fund"):
// generate the month's lines from the enrolments, regenerate while it is not confirmed, book
// back-payments and adjustments, confirm (lock) and reopen. HR sees and generates the people of the
// employee types they manage; confirming locks the whole month.

interface MonthKey {
  kind: ContributionKind;
  month: string;
}

const sum = (values: Iterable<string>) => {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return moneyText(total);
};

/** The staff among `staffIds` whose pay the caller manages (of the screen's type). */
async function managedAmong(
  db: DbOrTx,
  actor: CompanyActor,
  staffIds: readonly number[],
  employeeType?: number,
) {
  const facts = await staffFacts(db, actor.compId, staffIds);
  const types = typesOf(actor, employeeType);
  return new Set([...facts].filter(([, f]) => types.includes(f.employeeType)).map(([id]) => id));
}

/** The month as the screen shows it, for the people the caller manages. */
export async function monthView(
  db: DbOrTx,
  actor: CompanyActor,
  key: MonthKey & { employeeType?: number },
): Promise<MonthView> {
  const { row, lines: all } = await monthLines(db, actor.compId, key.kind, key.month);
  const changes = await db
    .select()
    .from(contributionEnrolments)
    .where(and(eq(contributionEnrolments.compId, actor.compId), eq(contributionEnrolments.kind, key.kind)));
  const starting = changes.filter((e) => e.startMonth === key.month);
  const stopping = changes.filter((e) => e.stopMonth === key.month);
  const managed = await managedAmong(
    db,
    actor,
    [...all.map((l) => l.staffId), ...starting.map((e) => e.staffId), ...stopping.map((e) => e.staffId)],
    key.employeeType,
  );
  const lines = all.filter((l) => managed.has(l.staffId));
  const staffIds = [...new Set(lines.map((l) => l.staffId))];
  const [cards, idNumbers] = await Promise.all([
    staffCardsOf(db, actor.compId, staffIds),
    maskedIdNumbersOf(db, actor.compId, staffIds),
  ]);
  const people = staffIds
    .map((staffId) => {
      const own = lines.filter((l) => l.staffId === staffId);
      const regular = own.find((l) => l.type === 'regular');
      return {
        staffId,
        staffName: cards.get(staffId)?.staffName ?? '',
        jobNo: cards.get(staffId)?.jobNo ?? null,
        idNumber: idNumbers.get(staffId) ?? null,
        base: regular?.base ?? null,
        company: sum(own.map((l) => l.company)),
        personal: sum(own.map((l) => l.personal)),
        lines: own.map((l) => ({
          id: l.id,
          type: l.type,
          item: l.item,
          forMonth: l.forMonth,
          base: l.base,
          companyRate: l.companyRate,
          personalRate: l.personalRate,
          company: l.company,
          personal: l.personal,
          reason: l.reason,
        })),
      };
    })
    .sort((a, b) => (a.jobNo ?? '').localeCompare(b.jobNo ?? '') || a.staffId - b.staffId);
  const items = CONTRIBUTION_ITEMS.filter((item) => lines.some((l) => l.item === item));
  const change = async (rows: typeof changes) => {
    const presented = await presentEnrolments(
      db,
      actor.compId,
      rows.filter((r) => managed.has(r.staffId)),
    );
    return presented.map((e) => ({
      staffId: e.staffId,
      staffName: e.staffName,
      jobNo: e.jobNo,
      schemeName: e.schemeName,
      base: e.effectiveBase ?? e.base,
    }));
  };
  return {
    kind: key.kind,
    month: key.month,
    status: !row?.generatedAt ? 'none' : row.status,
    version: row?.version ?? 0,
    people,
    totals: items.map((item: ContributionItem) => {
      const of = lines.filter((l) => l.item === item);
      return { item, company: sum(of.map((l) => l.company)), personal: sum(of.map((l) => l.personal)) };
    }),
    company: sum(lines.map((l) => l.company)),
    personal: sum(lines.map((l) => l.personal)),
    joiners: await change(starting),
    leavers: await change(stopping),
  };
}

/** The month's row locked for a write, created as a draft when missing; refused once confirmed. */
async function openMonth(tx: DbOrTx, compId: number, key: MonthKey) {
  await tx
    .insert(contributionMonths)
    .values({ compId, kind: key.kind, month: key.month })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(contributionMonths)
    .where(
      and(
        eq(contributionMonths.compId, compId),
        eq(contributionMonths.kind, key.kind),
        eq(contributionMonths.month, key.month),
      ),
    )
    .for('update');
  if (row!.status === 'confirmed') throw badRequest(m['salary.social.monthConfirmed'], { month: key.month });
  return row!;
}

const bump = (
  tx: DbOrTx,
  row: { id: number; version: number },
  set: Partial<typeof contributionMonths.$inferInsert> = {},
) =>
  tx
    .update(contributionMonths)
    .set({ ...set, version: row.version + 1, updatedAt: new Date() })
    .where(eq(contributionMonths.id, row.id));

const stored = (compId: number, monthId: number, line: Omit<Line, 'id'>) => ({
  compId,
  monthId,
  staffId: line.staffId,
  type: line.type,
  item: line.item,
  forMonth: line.forMonth,
  base: line.base,
  companyRate: line.companyRate,
  personalRate: line.personalRate,
  company: line.company,
  personal: line.personal,
  reason: line.reason,
});

/**
 * (Re)generates the regular lines of the people the caller manages from their enrolments in force;
 * back-payments and adjustments stay.
 */
export async function generateMonth(db: Database, actor: CompanyActor, key: MonthKey) {
  await db.transaction(async (tx) => {
    const row = await openMonth(tx, actor.compId, key);
    const fresh = await computedLines(tx, actor.compId, key.kind, key.month);
    const old = await tx
      .select({ id: contributionLines.id, staffId: contributionLines.staffId })
      .from(contributionLines)
      .where(and(eq(contributionLines.monthId, row.id), eq(contributionLines.type, 'regular')));
    const managed = await managedAmong(tx, actor, [
      ...fresh.map((l) => l.staffId),
      ...old.map((l) => l.staffId),
    ]);
    const gone = old.filter((l) => managed.has(l.staffId)).map((l) => l.id);
    if (gone.length) await tx.delete(contributionLines).where(inArray(contributionLines.id, gone));
    const lines = fresh.filter((l) => managed.has(l.staffId));
    if (lines.length)
      await tx.insert(contributionLines).values(lines.map((l) => stored(actor.compId, row.id, l)));
    await bump(tx, row, { generatedAt: new Date() });
  });
  return monthView(db, actor, key);
}

/** 补缴: the person's lines of an earlier month, by the enrolment and scheme version of THAT month. */
export async function bookBackPay(
  db: Database,
  actor: CompanyActor,
  body: MonthKey & { staffId: number; forMonth: string; reason: string },
) {
  if (body.forMonth >= body.month) throw badRequest(m['salary.social.backPayNotEarlier']);
  await db.transaction(async (tx) => {
    const staff = await managedStaff(tx, actor, body.staffId);
    const lines = await computedLines(tx, actor.compId, body.kind, body.forMonth, [body.staffId]);
    if (lines.length === 0)
      throw badRequest(m['salary.social.notEnrolledIn'], { name: staff.staffName, month: body.forMonth });
    const row = await openMonth(tx, actor.compId, body);
    await tx
      .insert(contributionLines)
      .values(
        lines.map((l) =>
          stored(actor.compId, row.id, { ...l, type: 'backPay', reason: body.reason || null }),
        ),
      );
    await bump(tx, row);
  });
  return monthView(db, actor, body);
}

/** 调整: signed company and personal amounts of one item, with the reason. */
export async function bookAdjustment(
  db: Database,
  actor: CompanyActor,
  body: MonthKey & {
    staffId: number;
    item: ContributionItem;
    company: string;
    personal: string;
    reason: string;
  },
) {
  await db.transaction(async (tx) => {
    await managedStaff(tx, actor, body.staffId);
    const row = await openMonth(tx, actor.compId, body);
    await tx.insert(contributionLines).values(
      stored(actor.compId, row.id, {
        staffId: body.staffId,
        type: 'adjustment',
        item: body.item,
        forMonth: body.month,
        base: '0',
        companyRate: '0',
        personalRate: '0',
        company: moneyText(new Decimal(body.company)),
        personal: moneyText(new Decimal(body.personal)),
        reason: body.reason,
      }),
    );
    await bump(tx, row);
  });
  return monthView(db, actor, body);
}

/** Removes a back-payment or adjustment of an unconfirmed month. */
export async function deleteLine(db: Database, actor: CompanyActor, body: MonthKey & { lineId: number }) {
  await db.transaction(async (tx) => {
    const row = await openMonth(tx, actor.compId, body);
    const [line] = await tx
      .select()
      .from(contributionLines)
      .where(and(eq(contributionLines.id, body.lineId), eq(contributionLines.monthId, row.id)));
    const facts = line && (await staffFacts(tx, actor.compId, [line.staffId])).get(line.staffId);
    if (!line || line.type === 'regular' || !facts || !managesPayOf(actor, facts.employeeType))
      throw badRequest(m['salary.social.lineNotFound']);
    await tx.delete(contributionLines).where(eq(contributionLines.id, line.id));
    await bump(tx, row);
  });
  return monthView(db, actor, body);
}

/** Confirms (locks) a generated month at the version read, or reopens a confirmed one. */
export async function confirmMonth(
  db: Database,
  actor: CompanyActor,
  body: MonthKey & { reopen: boolean; version: number },
) {
  await db.transaction(async (tx) => {
    const row = await monthRow(tx, actor.compId, body.kind, body.month);
    if (!row?.generatedAt) throw badRequest(m['salary.social.monthNotGenerated'], { month: body.month });
    if (row.version !== body.version) throw conflict(m['salary.social.stale']);
    const [locked] = await tx
      .select()
      .from(contributionMonths)
      .where(eq(contributionMonths.id, row.id))
      .for('update');
    if (locked!.version !== body.version) throw conflict(m['salary.social.stale']);
    if (body.reopen ? locked!.status !== 'confirmed' : locked!.status === 'confirmed')
      throw conflict(m['salary.social.stale']);
    await bump(
      tx,
      locked!,
      body.reopen ? { status: 'draft', confirmedAt: null } : { status: 'confirmed', confirmedAt: new Date() },
    );
  });
  return monthView(db, actor, body);
}

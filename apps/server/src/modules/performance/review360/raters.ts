import type { addRaterBodySchema } from '@renli/contracts';
import {
  RATER_RELATIONS,
  RATER_STATUS,
  RATERS_MAX,
  type RaterRelation,
  type SheetRaters,
  StaffStatus,
} from '@renli/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { createReminder } from '../../notifications/service.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';
import { review360Messages as m } from './messages.ts';
import { perfRaters } from './schema.ts';
import { type Caller, type Sheet360, sheetFor360 } from './sheet-access.ts';
import { newRaterToken } from './token.ts';

// Choosing, sending and reminding a sheet's raters (docs/product/performance.md, "360"). A rater is
// first a draft (status 0) the owner or HR may still remove; sending checks the template's minimums
// per relation, then colleagues get a bell and external people a one-time link.

const INBOX_LINK = '#/performance/360';

const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** A sheet with a 360 section, or 400/404. */
async function sheetWith360(db: DbOrTx, caller: Caller, sheetId: number) {
  const found = await sheetFor360(db, caller, sheetId);
  if (!(found.isOwner || found.isHr || found.isReviewer)) throw notFound(m['performance.360.raterNotFound']);
  if (found.sectionIndex < 0) throw badRequest(m['performance.360.noSection']);
  return found;
}

/** The owner or HR, while the 360 is open: the only ones who change the raters. */
async function managedSheet(db: DbOrTx, caller: Caller, sheetId: number) {
  const found = await sheetWith360(db, caller, sheetId);
  if (!(found.isOwner || found.isHr)) throw forbidden(m['performance.360.notManager']);
  if (found.closed) throw badRequest(m['performance.360.closed']);
  return found;
}

const canManage = (found: Sheet360) => (found.isOwner || found.isHr) && !found.closed;

/** `raters`: the sheet's raters (revoked ones left out) and the minimums. */
export async function sheetRaters(db: DbOrTx, caller: Caller, sheetId: number): Promise<SheetRaters> {
  const found = await sheetWith360(db, caller, sheetId);
  return presentRaters(db, found);
}

async function presentRaters(db: DbOrTx, found: Sheet360): Promise<SheetRaters> {
  const rows = await db
    .select()
    .from(perfRaters)
    .where(and(eq(perfRaters.sheetId, found.sheet.id), ne(perfRaters.status, RATER_STATUS.revoked)))
    .orderBy(asc(perfRaters.id));
  const profiles = await findUserProfiles(
    db,
    rows.flatMap((r) => (r.raterUserId === null ? [] : [r.raterUserId])),
  );
  const names = new Map(profiles.map((p) => [p.userId, p.userName]));
  const minimums = found.cycle.config?.raterMinimums ?? { peer: 0, subordinate: 0, superior: 0, external: 0 };
  return {
    sheetId: found.sheet.id,
    staffName: found.staffName,
    cycleName: found.cycle.name,
    minimums,
    canManage: canManage(found),
    raters: rows.map((r) => ({
      id: r.id,
      relation: r.relation,
      name: r.raterUserId === null ? (r.externalName ?? '') : (names.get(r.raterUserId) ?? ''),
      mobile: r.externalMobile === null ? null : maskMobile(r.externalMobile),
      status: r.status,
      reminded: r.remindedAt !== null,
    })),
  };
}

/** `addRater`: a draft rater; not the person rated, not twice, at most RATERS_MAX. */
export async function addRater(
  db: Database,
  caller: Caller,
  body: z.output<typeof addRaterBodySchema>,
): Promise<SheetRaters> {
  return db.transaction(async (tx) => {
    const found = await managedSheet(tx, caller, body.sheetId);
    await tx
      .select({ id: perfSheets.id })
      .from(perfSheets)
      .where(eq(perfSheets.id, found.sheet.id))
      .for('update');
    const current = await tx
      .select()
      .from(perfRaters)
      .where(and(eq(perfRaters.sheetId, found.sheet.id), ne(perfRaters.status, RATER_STATUS.revoked)));
    if (current.length >= RATERS_MAX) throw badRequest(m['performance.360.tooMany'], { max: RATERS_MAX });
    const base = { compId: found.sheet.compId, sheetId: found.sheet.id, status: RATER_STATUS.draft };
    if (body.relation === 'external') {
      if (current.some((r) => r.externalMobile === body.mobile))
        throw badRequest(m['performance.360.duplicate']);
      await tx.insert(perfRaters).values({
        ...base,
        relation: 'external',
        externalName: body.name,
        externalMobile: body.mobile,
      });
    } else {
      const card = (await staffCardsOf(tx, found.sheet.compId, [body.staffId])).get(body.staffId);
      if (!card || card.status !== StaffStatus.ACTIVE) throw badRequest(m['performance.360.staffNotFound']);
      if (card.userId === found.sheet.userId) throw badRequest(m['performance.360.selfRater']);
      if (current.some((r) => r.raterUserId === card.userId))
        throw badRequest(m['performance.360.duplicate']);
      await tx.insert(perfRaters).values({ ...base, relation: body.relation, raterUserId: card.userId });
    }
    return presentRaters(tx, found);
  });
}

/** `removeRater`: a draft is deleted; a rater sent to who has not answered is revoked. */
export async function removeRater(db: Database, caller: Caller, raterId: number): Promise<SheetRaters> {
  return db.transaction(async (tx) => {
    const [rater] = await tx
      .select()
      .from(perfRaters)
      .where(and(eq(perfRaters.id, raterId), eq(perfRaters.compId, caller.actor.compId)))
      .for('update');
    if (!rater) throw notFound(m['performance.360.raterNotFound']);
    const found = await managedSheet(tx, caller, rater.sheetId);
    if (rater.status === RATER_STATUS.submitted) throw badRequest(m['performance.360.answered']);
    if (rater.status === RATER_STATUS.draft) await tx.delete(perfRaters).where(eq(perfRaters.id, rater.id));
    else
      await tx
        .update(perfRaters)
        .set({ status: RATER_STATUS.revoked, tokenHash: null, updatedAt: new Date() })
        .where(eq(perfRaters.id, rater.id));
    return presentRaters(tx, found);
  });
}

/** Relations whose count of raters (sent or to send) is below the template's minimum. */
export function missingMinimums(
  minimums: Record<RaterRelation, number>,
  relations: readonly RaterRelation[],
): { relation: RaterRelation; min: number; count: number }[] {
  return RATER_RELATIONS.flatMap((relation) => {
    const count = relations.filter((r) => r === relation).length;
    return count < minimums[relation] ? [{ relation, min: minimums[relation], count }] : [];
  });
}

const remindOf = (found: Sheet360) => ({
  compId: found.sheet.compId,
  type: 'system' as const,
  titleKey: m['performance.360.remind.title'],
  contentKey: m['performance.360.remind.content'],
  params: { staffName: found.staffName, cycleName: found.cycle.name },
  link: INBOX_LINK,
});

/** `send`: checks the minimums, then sends every draft (bell, or a one-time link shown once). */
export async function sendRaters(db: Database, caller: Caller, sheetId: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const found = await managedSheet(tx, caller, sheetId);
    await tx
      .select({ id: perfSheets.id })
      .from(perfSheets)
      .where(eq(perfSheets.id, found.sheet.id))
      .for('update');
    const rows = await tx
      .select()
      .from(perfRaters)
      .where(and(eq(perfRaters.sheetId, found.sheet.id), ne(perfRaters.status, RATER_STATUS.revoked)));
    const minimums = found.cycle.config!.raterMinimums;
    const [missing] = missingMinimums(
      minimums,
      rows.map((r) => r.relation),
    );
    if (missing)
      throw badRequest(m['performance.360.belowMinimum'], {
        relation: translate(locale, m[`performance.360.relation.${missing.relation}`]),
        min: missing.min,
        count: missing.count,
      });
    const drafts = rows.filter((r) => r.status === RATER_STATUS.draft);
    if (drafts.length === 0) throw badRequest(m['performance.360.nothingToSend']);
    const links: { name: string; token: string }[] = [];
    for (const rater of drafts) {
      const link = rater.relation === 'external' ? newRaterToken() : null;
      await tx
        .update(perfRaters)
        .set({ status: RATER_STATUS.pending, tokenHash: link?.hash ?? null, updatedAt: new Date() })
        .where(eq(perfRaters.id, rater.id));
      if (link) links.push({ name: rater.externalName ?? '', token: link.token });
      else await createReminder(tx, { ...remindOf(found), userId: rater.raterUserId! });
    }
    return { sent: drafts.length, links };
  });
}

/** `remind`: a bell to colleagues who have not answered; external ones are only marked reminded. */
export async function remindRaters(db: Database, caller: Caller, sheetId: number) {
  return db.transaction(async (tx) => {
    const found = await managedSheet(tx, caller, sheetId);
    const pending = await tx
      .select()
      .from(perfRaters)
      .where(and(eq(perfRaters.sheetId, found.sheet.id), eq(perfRaters.status, RATER_STATUS.pending)));
    if (pending.length === 0) throw badRequest(m['performance.360.nobodyToRemind']);
    for (const rater of pending)
      if (rater.raterUserId !== null)
        await createReminder(tx, { ...remindOf(found), userId: rater.raterUserId });
    await tx
      .update(perfRaters)
      .set({ remindedAt: new Date() })
      .where(
        inArray(
          perfRaters.id,
          pending.map((r) => r.id),
        ),
      );
    return { count: pending.length };
  });
}

/** `sheets`: the caller's own sheets with a 360 section, or (HR) a cycle's they manage. */
export async function review360Sheets(db: DbOrTx, caller: Caller, cycleId: number | undefined) {
  const hr = cycleId !== undefined ? caller.hr : null;
  const scope =
    hr && cycleId !== undefined
      ? and(eq(perfSheets.compId, caller.actor.compId), eq(perfSheets.cycleId, cycleId))
      : and(eq(perfSheets.compId, caller.actor.compId), eq(perfSheets.userId, caller.actor.userId));
  const rows = await db
    .select({ sheet: perfSheets, cycle: perfCycles })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(scope)
    .orderBy(asc(perfSheets.id));
  const with360 = rows.filter((r) => r.cycle.config?.sections.some((s) => s.kind === 'review360'));
  const cards = await staffCardsOf(
    db,
    caller.actor.compId,
    with360.map((r) => r.sheet.staffId),
  );
  const visible = with360.filter(
    (r) => hr === null || hr.managedTypes.includes(cards.get(r.sheet.staffId)?.employeeType ?? 0),
  );
  const raters = visible.length
    ? await db
        .select({ sheetId: perfRaters.sheetId, status: perfRaters.status })
        .from(perfRaters)
        .where(
          inArray(
            perfRaters.sheetId,
            visible.map((r) => r.sheet.id),
          ),
        )
    : [];
  return {
    list: visible.map((r) => {
      const own = raters.filter((x) => x.sheetId === r.sheet.id);
      return {
        sheetId: r.sheet.id,
        cycleName: r.cycle.name,
        staffName: cards.get(r.sheet.staffId)?.staffName ?? '',
        sheetStatus: r.sheet.status,
        invited: own.filter((x) => x.status === RATER_STATUS.pending || x.status === RATER_STATUS.submitted)
          .length,
        submitted: own.filter((x) => x.status === RATER_STATUS.submitted).length,
      };
    }),
  };
}

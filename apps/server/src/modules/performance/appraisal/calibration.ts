import { type CalibrationBoard, CYCLE_STAGES, SHEET_STATUS } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database } from '../../../db/client.ts';
import { createReminder } from '../../notifications/service.ts';
import { staffOfTypes } from '../../staff/cards.ts';
import { perfAdmin, perfAdminOrNull, perfPerson } from '../access.ts';
import { perfCycles, perfSheetEvents, perfSheets } from '../cycles/schema.ts';
import { checkDistribution } from '../engine/distribution.ts';
import { scoreText } from '../engine/score.ts';
import { type Cycle, cycleOf, sheetForHr } from './access.ts';
import { appraisalMessages as m } from './messages.ts';
import { departmentsHeadedBy, sheetNames } from './people.ts';
import { gradesOf } from './progression.ts';

// Calibration (docs/product/performance.md, "Appraisal"): HR sees the cycle's scored people by grade
// with the forced distribution checked per group, moves a person to another grade with a reason
// (the score stays), sets potential and publishes; heads of departments see their departments'
// board read-only (they argue for their people; HR decides). Publishing is refused while a group
// breaks a limit, and opens the 结果确认 stage of the cycle.

const SCORED = SHEET_STATUS.calibrating;
const MY_LINK = '#/performance/performanceappraisal/my';

type Person = CalibrationBoard['people'][number];

/** The people of the cycle the caller sees on the board: HR's managed types, or a head's departments. */
async function boardPeople(db: Database, auth: UserAuth, cycle: Cycle) {
  const actor = await perfPerson(db, auth);
  const hr = await perfAdminOrNull(db, auth);
  const sheets = await db
    .select()
    .from(perfSheets)
    .where(
      and(
        eq(perfSheets.cycleId, cycle.id),
        eq(perfSheets.compId, actor.compId),
        hr ? staffOfTypes(perfSheets.staffId, hr.managedTypes.length ? hr.managedTypes : [0]) : undefined,
      ),
    );
  const led = hr
    ? null
    : await departmentsHeadedBy(
        db,
        actor.compId,
        actor.userId,
        sheets.map((s) => s.departmentId),
      );
  if (led?.size === 0) throw notFound('perf.appraisal.cycleNotFound');
  const visible = led ? sheets.filter((s) => s.departmentId !== null && led.has(s.departmentId)) : sheets;
  const names = await sheetNames(db, actor.compId, visible);
  const rows = visible.map((sheet) => ({
    sheet,
    staffName: names.staffName(sheet),
    departmentName: names.departmentName(sheet),
  }));
  return { rows, canEdit: hr !== null };
}

/** The groups the forced distribution applies to, each with its checks (engine/distribution.ts). */
function groupsOf(cycle: Cycle, people: readonly Person[], noDepartment: string, wholeCycle: string) {
  const distribution = cycle.config.distribution;
  if (!distribution) return [];
  const result = (p: Person) => p.calibratedGrade ?? p.grade ?? '';
  if (distribution.scope === 'cycle')
    return [
      {
        departmentId: null,
        name: wholeCycle,
        limits: checkDistribution(distribution.limits, people.map(result)),
      },
    ];
  const ids = [...new Set(people.map((p) => p.departmentId))];
  return ids.map((departmentId) => {
    const own = people.filter((p) => p.departmentId === departmentId);
    return {
      departmentId,
      name: own[0]?.departmentName || noDepartment,
      limits: checkDistribution(distribution.limits, own.map(result)),
    };
  });
}

export async function calibrationBoard(
  db: Database,
  auth: UserAuth,
  cycleId: number,
  locale: Locale,
): Promise<CalibrationBoard> {
  const actor = await perfPerson(db, auth);
  const cycle = await cycleOf(db, actor.compId, cycleId);
  const { rows, canEdit } = await boardPeople(db, auth, cycle);
  const people: Person[] = rows
    .filter((r) => r.sheet.status >= SCORED)
    .map(({ sheet, staffName, departmentName }) => ({
      id: sheet.id,
      staffName,
      departmentId: sheet.departmentId,
      departmentName,
      status: sheet.status as Person['status'],
      totalScore: sheet.totalScore === null ? null : scoreText(sheet.totalScore),
      grade: sheet.grade,
      calibratedGrade: sheet.calibratedGrade,
      calibrationNote: sheet.calibrationNote,
      potential: sheet.potential,
    }));
  return {
    cycleId: cycle.id,
    cycleName: cycle.name,
    grades: gradesOf(cycle.config),
    scope: cycle.config.distribution?.scope ?? null,
    canEdit,
    pending: rows.length - people.length,
    groups: groupsOf(
      cycle,
      people,
      translate(locale, m['perf.appraisal.noDepartment']),
      translate(locale, m['perf.appraisal.wholeCycle']),
    ),
    people,
  };
}

async function calibratingSheet(db: Database, auth: UserAuth, id: number) {
  const view = await sheetForHr(db, auth, id);
  if (view.sheet.status !== SCORED) throw conflict(m['perf.appraisal.notCalibrating']);
  return view;
}

/** Moves a person to `grade` with a reason; the score is kept, the calibrated grade is the result. */
export async function calibrate(
  db: Database,
  auth: UserAuth,
  body: { id: number; grade: string; note: string },
) {
  const { sheet, cycle } = await calibratingSheet(db, auth, body.id);
  if (!gradesOf(cycle.config).includes(body.grade))
    throw badRequest(m['perf.appraisal.unknownGrade'], { grade: body.grade });
  await db.transaction(async (tx) => {
    await tx
      .update(perfSheets)
      .set({ calibratedGrade: body.grade, calibrationNote: body.note })
      .where(eq(perfSheets.id, sheet.id));
    await tx.insert(perfSheetEvents).values({
      compId: sheet.compId,
      sheetId: sheet.id,
      kind: 'calibrated',
      actorUserId: auth.userId,
      detail: { from: sheet.calibratedGrade ?? sheet.grade, to: body.grade, note: body.note },
    });
  });
  return { id: sheet.id };
}

export async function setPotential(db: Database, auth: UserAuth, body: { id: number; potential: number }) {
  const { sheet } = await sheetForHr(db, auth, body.id);
  await db.update(perfSheets).set({ potential: body.potential }).where(eq(perfSheets.id, sheet.id));
  return { id: sheet.id };
}

/** Publishes the scored results of the cycle HR manages; refused, naming each broken limit. */
export async function publishResults(db: Database, auth: UserAuth, cycleId: number, locale: Locale) {
  const actor = await perfAdmin(db, auth);
  const board = await calibrationBoard(db, auth, cycleId, locale);
  const toPublish = board.people.filter((p) => p.status === SCORED);
  if (toPublish.length === 0) throw conflict(m['perf.appraisal.nothingToPublish']);
  const problems = board.groups.flatMap((group) =>
    group.limits
      .filter((limit) => !limit.ok)
      .map((limit) => {
        const over = limit.allowedMax !== null && limit.count > limit.allowedMax;
        return translate(locale, over ? m['perf.appraisal.limitOver'] : m['perf.appraisal.limitUnder'], {
          group: group.name,
          grade: limit.grade,
          count: limit.count,
          allowed: limit.allowedMax ?? 0,
          required: limit.requiredMin ?? 0,
        });
      }),
  );
  if (problems.length > 0)
    throw badRequest(m['perf.appraisal.distributionBroken'], { problems: problems.join('；') });
  const cycle = await cycleOf(db, actor.compId, cycleId);
  const ids = toPublish.map((p) => p.id);
  await db.transaction(async (tx) => {
    const published = await tx
      .update(perfSheets)
      .set({ status: SHEET_STATUS.confirming })
      .where(and(inArray(perfSheets.id, ids), eq(perfSheets.status, SCORED)))
      .returning({ id: perfSheets.id, userId: perfSheets.userId });
    for (const sheet of published) {
      await tx.insert(perfSheetEvents).values({
        compId: actor.compId,
        sheetId: sheet.id,
        kind: 'published',
        actorUserId: auth.userId,
      });
      if (sheet.userId)
        await createReminder(tx, {
          userId: sheet.userId,
          compId: actor.compId,
          type: 'system',
          titleKey: m['remind.perf.published.title'],
          contentKey: m['remind.perf.published.content'],
          params: { cycleName: cycle.name },
          link: MY_LINK,
        });
    }
    if (CYCLE_STAGES.indexOf(cycle.stage) < CYCLE_STAGES.indexOf('confirmation'))
      await tx.update(perfCycles).set({ stage: 'confirmation' }).where(eq(perfCycles.id, cycle.id));
  });
  return { published: ids.length };
}

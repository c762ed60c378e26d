import { StaffChangeStage } from '@renli/contracts';
import { chinaToday } from '../../core/china-time.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import type { ResourceService } from '../../core/resources/service.ts';
import type { Database, Tx } from '../../db/client.ts';
import { moveJobChange } from '../staff-archives/employment.ts';
import { employmentFactsOf } from '../staff-archives/employment-facts.ts';
import { employmentMessages } from '../staff-archives/messages.ts';
import { staffChangeMessages as m } from './messages.ts';
import { answerRow, type HrCaller, lockedChange, saveChange } from './row-writes.ts';
import { effectiveFromOf } from './rules.ts';
import { dateProblems, latestProblem } from './validate.ts';

// 修改日期 (the spec's updateOfficialDate and updateDimissionDate): a change not yet in effect moves
// to another day; a confirmed one moves its scheduled version with it (docs/product/staff.md).

/** Moves the scheduled version; "not after the version before" becomes the date field's message. */
async function moveVersion(
  tx: Tx,
  caller: HrCaller,
  change: { kind: number; versionId: number },
  from: string,
) {
  const { actor, locale } = caller;
  try {
    await moveJobChange(tx, {
      compId: actor.compId,
      versionId: change.versionId,
      effectiveFrom: from,
      today: chinaToday(),
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== employmentMessages['staffHr.changeBeforeLatest'])
      throw error;
    throw invalid(problemMessages(locale, [latestProblem(change.kind, String(error.params.date))]));
  }
}

export interface DateMove {
  id: number;
  version: number;
  effectiveDate: string;
}

export async function moveChangeDate(
  db: Database,
  service: ResourceService,
  caller: HrCaller,
  body: DateMove,
) {
  const { actor, locale } = caller;
  const row = await db.transaction(async (tx) => {
    const existing = await lockedChange(tx, service, caller, body);
    const stage = existing.stage as number;
    if (stage !== StaffChangeStage.PENDING && stage !== StaffChangeStage.SCHEDULED)
      throw badRequest(m['staffChange.dateEffective']);
    const kind = existing.kind as number;
    const employment = await employmentFactsOf(tx, actor.compId, existing.staffId as number);
    if (!employment) throw badRequest(employmentMessages['staffHr.noEmployment']);
    const scheduled = stage === StaffChangeStage.SCHEDULED;
    const problems = dateProblems(kind, body.effectiveDate, {
      entryDate: employment.entryDate,
      latestFrom: scheduled ? null : employment.latestFrom,
    });
    if (problems.length > 0) throw invalid(problemMessages(locale, problems));
    const effectiveFrom = effectiveFromOf(kind, body.effectiveDate);
    if (scheduled)
      await moveVersion(tx, caller, { kind, versionId: existing.versionId as number }, effectiveFrom);
    return saveChange(tx, service, caller, existing, { effectiveDate: body.effectiveDate, effectiveFrom });
  });
  return answerRow(service, caller, row);
}

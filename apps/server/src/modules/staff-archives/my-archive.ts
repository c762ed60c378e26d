import {
  type ArchiveRequest,
  HR_REVIEWED_INFO_FIELDS,
  type MyStaffArchive,
  type ReviewedChanges,
  type SelfEditable,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { activeCustomFields } from '../../core/resources/custom-fields.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companiesByIds } from '../company/service.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { presentArchive } from './archive-detail.ts';
import { jobHistoryOf } from './archive-history.ts';
import { archiveMessages as m } from './archive-messages.ts';
import type { ArchiveRow } from './archive-present.ts';
import { reviewRequest } from './archive-request-rules.ts';
import { latestRequestOf, pendingRequestOf, presentRequests } from './archive-requests.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';
import { archiveChange } from './archive-rules.ts';
import { writeArchive } from './archive-write.ts';
import { staffArchiveRequests, staffArchives } from './schema.ts';

// One's own record (`assi-my`, docs/product/staff.md, "Archives (员工档案) and my record"): any staff
// identity reads its archive, changes its contact, emergency contacts, education and work history
// at once, and asks HR to change identity and bank fields. No column permission is needed.

/** The caller's employment in their current company, locked for a write when given `tx`. */
async function ownArchive(db: DbOrTx, auth: UserAuth, lock = false): Promise<[CompanyActor, ArchiveRow]> {
  const actor = await resolveCompanyActor(db, auth);
  if (actor.staffId === null) throw notFound(m['staffArchive.noneOfMine']);
  const query = db
    .select()
    .from(staffArchives)
    .where(and(eq(staffArchives.compId, actor.compId), eq(staffArchives.staffId, actor.staffId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['staffArchive.noneOfMine']);
  return [actor, row];
}

/** The caller's archive in full (it is their own), their job history and their latest request. */
export async function myArchive(db: DbOrTx, auth: UserAuth): Promise<MyStaffArchive> {
  const [actor, row] = await ownArchive(db, auth);
  const [archive, companies, history, latestRequest, customFields] = await Promise.all([
    presentArchive(db, actor.compId, row, true),
    companiesByIds(db, [actor.compId]),
    jobHistoryOf(db, actor.compId, row.staffId),
    latestRequestOf(db, actor.compId, row.staffId),
    activeCustomFields(db, staffArchiveResourceDefinition, actor.compId),
  ]);
  return {
    // HR's note on the person is HR's: the employee's own view leaves it out.
    archive: { ...(archive as unknown as MyStaffArchive['archive']), remarks: null },
    compName: companies.get(actor.compId)?.compName ?? '',
    history,
    latestRequest,
    customFields,
  };
}

/** Contact, emergency contacts, education and work history, changed by the employee at once. */
export async function updateMine(
  db: Database,
  auth: UserAuth,
  locale: Locale,
  body: SelfEditable & { version: number },
): Promise<MyStaffArchive> {
  const { version, ...change } = body;
  await db.transaction(async (tx) => {
    const [actor, existing] = await ownArchive(tx, auth, true);
    if (existing.version !== version) throw conflict(resourceMessages['resource.stale']);
    const { columns, problems } = await archiveChange(tx, actor.userId, change, existing, chinaToday());
    if (problems.length > 0) throw invalid(problemMessages(locale, problems));
    await writeArchive(tx, actor, existing, columns);
  });
  return myArchive(db, auth);
}

const reviewedOf = (row: ArchiveRow): ReviewedChanges =>
  Object.fromEntries(HR_REVIEWED_INFO_FIELDS.map((field) => [field, row[field]]));

async function insertRequest(db: DbOrTx, actor: CompanyActor, staffId: number, changes: ReviewedChanges) {
  try {
    const [row] = await db
      .insert(staffArchiveRequests)
      .values({ compId: actor.compId, staffId, changes })
      .returning();
    return row!;
  } catch (error) {
    // Two requests sent at once: the pending index keeps one.
    if (isUniqueViolation(error)) throw conflict(m['staffArchive.request.pendingExists']);
    throw error;
  }
}

/** Identity and bank fields wait for HR: one pending request per employment. */
export async function requestChange(
  db: Database,
  auth: UserAuth,
  locale: Locale,
  changes: ReviewedChanges,
): Promise<ArchiveRequest> {
  const [actor, archive] = await ownArchive(db, auth);
  if (await pendingRequestOf(db, actor.compId, archive.staffId))
    throw conflict(m['staffArchive.request.pendingExists']);
  const review = reviewRequest(changes, reviewedOf(archive), chinaToday());
  if (review.refusal) throw badRequest(m[`staffArchive.request.${review.refusal}`]);
  if (review.problems.length > 0) throw invalid(problemMessages(locale, review.problems));
  const row = await insertRequest(db, actor, archive.staffId, review.changes);
  return (await presentRequests(db, actor.compId, [row]))[0]!;
}

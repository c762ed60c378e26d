import { type OaSearchFound, searchSnippet } from '@renli/contracts';
import { and, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { staffNamesByUser } from '../staff/directory.ts';
import { periodLabel } from './periods.ts';
import { MY_LINK, REVIEW_LINK } from './reports.ts';
import { diaryReportReviewers, diaryReports, diaryTemplates } from './schema.ts';

/** The text of a report's answers: strings and numbers, lists and nested values flattened. */
export function valuesText(values: unknown): string {
  if (values === null || values === undefined) return '';
  if (typeof values === 'string') return values;
  if (typeof values === 'number' || typeof values === 'boolean') return String(values);
  if (Array.isArray(values)) return values.map(valuesText).filter(Boolean).join(' ');
  if (typeof values === 'object') return Object.values(values).map(valuesText).filter(Boolean).join(' ');
  return '';
}

/**
 * Reports the actor may open (the same rule as the report itself: their own in any state, and
 * submitted ones they were chosen to review; never a department head's or an administrator's view)
 * whose template name or answers contain `q`. Newest first; the link opens 我的日志 for one's own
 * and 查看日志 for received ones.
 */
export async function searchDiaryForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const pattern = containing(q);
  const reviewing = and(
    eq(diaryReports.status, 'submitted'),
    exists(
      db
        .select({ one: sql`1` })
        .from(diaryReportReviewers)
        .where(
          and(
            eq(diaryReportReviewers.reportId, diaryReports.id),
            eq(diaryReportReviewers.userId, actor.userId),
          ),
        ),
    ),
  );
  const rows = await db
    .select({
      id: diaryReports.id,
      authorUserId: diaryReports.authorUserId,
      periodKey: diaryReports.periodKey,
      values: diaryReports.values,
      submittedAt: diaryReports.submittedAt,
      updatedAt: diaryReports.updatedAt,
      templateName: diaryTemplates.name,
    })
    .from(diaryReports)
    .innerJoin(diaryTemplates, eq(diaryTemplates.id, diaryReports.templateId))
    .where(
      and(
        eq(diaryReports.compId, actor.compId),
        or(eq(diaryReports.authorUserId, actor.userId), reviewing),
        or(
          ilike(diaryTemplates.name, pattern),
          sql`exists (select 1 from jsonb_each_text(${diaryReports.values}) v where v.value ilike ${pattern})`,
        ),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${diaryReports.submittedAt}, ${diaryReports.updatedAt})`),
      desc(diaryReports.id),
    )
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const others = shown.filter((r) => r.authorUserId !== actor.userId).map((r) => r.authorUserId);
  const names =
    others.length > 0 ? await staffNamesByUser(db, actor.compId, others) : new Map<number, string>();
  return {
    hits: shown.map((row) => {
      const mine = row.authorUserId === actor.userId;
      const name = mine ? '' : names.get(row.authorUserId);
      return {
        id: row.id,
        title: [name, row.templateName, periodLabel(row.periodKey)].filter(Boolean).join(' · '),
        snippet: searchSnippet(valuesText(row.values), q),
        time: (row.submittedAt ?? row.updatedAt).toISOString(),
        link: mine ? MY_LINK(row.id) : REVIEW_LINK(row.id),
      };
    }),
    more: rows.length > limit,
  };
}

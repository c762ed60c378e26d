import type { JobChangeKind, RosterPage, RosterPageBody, RosterRow } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { offsetOf } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rosterQuery } from './roster-query.ts';

type Selected = Omit<RosterRow, 'changeKind'> & { changeKind: string };

/** A selected row as the contract has it. */
export const rosterRow = (row: Selected): RosterRow => ({
  ...row,
  changeKind: row.changeKind as JobChangeKind,
});

/**
 * One page of the roster as of `asOf` (default today in China), and how many rows match: the page and
 * the count are two queries (docs/modules.md, "List performance").
 */
export async function selectRosterPage(
  db: DbOrTx,
  actor: CompanyActor,
  body: RosterPageBody,
): Promise<RosterPage> {
  const asOf = body.asOf ?? chinaToday();
  const query = await rosterQuery(db, actor, body, asOf);
  const [rows, total] = await Promise.all([query.rows(body, body.pageSize, offsetOf(body)), query.total()]);
  return { asOf, list: rows.map(rosterRow), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

import { rosterPageBodySchema } from '@renli/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../apps/server/src/core/actor.ts';
import { offsetOf } from '../../../apps/server/src/core/paging.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { rosterQuery } from '../../../apps/server/src/modules/staff-archives/roster-query.ts';
import { queryRows } from '../approval/report.ts';
import type { RosterCase } from './index.ts';

/** The plans of each roster case's page and count queries as the server builds them, as the company account. */
export async function explainCases(
  db: Database,
  compId: number,
  today: string,
  cases: RosterCase[],
  progress: (line: string) => void,
) {
  const actor: CompanyActor = {
    userId: 0,
    compId,
    staffId: null,
    isCompany: true,
    staffAdmin: false,
    managedTypes: [1, 2],
  };
  const plan = async (query: SQLWrapper) =>
    (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  for (const c of cases) {
    if (!c.path.endsWith('/selectPage')) continue;
    const body = rosterPageBodySchema.parse(c.body);
    const query = await rosterQuery(db, actor, body, body.asOf ?? today);
    const page = query.rows(body, body.pageSize, offsetOf(body));
    progress(`plan of ${c.name}, page:\n${await plan(page)}`);
    progress(`plan of ${c.name}, count:\n${await plan(query.counting())}`);
  }
}

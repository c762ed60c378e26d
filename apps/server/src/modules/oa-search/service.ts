import {
  OA_SEARCH_KINDS,
  OA_SEARCH_PER_KIND,
  type OaSearchFound,
  type OaSearchGroup,
  type OaSearchKind,
} from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { searchEventsForPerson } from '../calendar/search.ts';
import { searchDiaryForPerson } from '../diary/search.ts';
import { searchDocumentsForPerson } from '../documents/search.ts';
import { searchMeetingsForPerson } from '../meetings/search.ts';
import { searchNoticesForPerson } from '../notices/search.ts';
import { searchTasksForPerson } from '../tasks/search.ts';

type KindSearch = (db: DbOrTx, actor: CompanyActor, q: string, limit: number) => Promise<OaSearchFound>;

/** Each kind's search, owned by its module and bound by that module's visibility rules. */
export const KIND_SEARCHES: Record<OaSearchKind, KindSearch> = {
  diary: searchDiaryForPerson,
  document: searchDocumentsForPerson,
  notice: searchNoticesForPerson,
  task: searchTasksForPerson,
  event: searchEventsForPerson,
  meeting: searchMeetingsForPerson,
};

/**
 * The asked kinds (all when none are named) searched side by side for the caller, at most
 * OA_SEARCH_PER_KIND hits each, in the order of OA_SEARCH_KINDS.
 */
export async function searchOa(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  kinds: readonly OaSearchKind[] | undefined,
): Promise<OaSearchGroup[]> {
  const asked = OA_SEARCH_KINDS.filter((kind) => !kinds || kinds.length === 0 || kinds.includes(kind));
  return Promise.all(
    asked.map(async (kind) => ({ kind, ...(await KIND_SEARCHES[kind](db, actor, q, OA_SEARCH_PER_KIND)) })),
  );
}

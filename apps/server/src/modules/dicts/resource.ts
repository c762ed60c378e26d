import { DictStatus, dictResource } from '@renli/contracts';
import { ilike, or } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { defineResource } from '../../core/resources/define.ts';
import { onOffTransitions } from '../../core/resources/on-off.ts';
import { containing } from '../../db/like.ts';
import { CACHE_NAMES, findCache } from '../platform/caches.ts';
import { dictMessages as m } from './messages.ts';
import { dictItems } from './schema.ts';

/** Apps read enabled items from a per-node cache: a switch on this node clears it at once. */
const clearCache = async (deps: AppDeps) => findCache(deps, CACHE_NAMES.dicts)?.clear();

/**
 * The dictionaries' flat lists (`#/Parameter/<type>`), a platform resource: the kit lists, exports and
 * switches items on and off; the editor endpoints (routes.ts) add, change and remove them, writing the
 * same record kind to the audit log so the timeline is whole.
 */
export const dictResourceDefinition = defineResource({
  scope: 'platform',
  contract: dictResource,
  table: dictItems,
  policy: () => true,
  searchable: [],
  customFilters: {
    keyword: (value) => {
      const like = containing(String(value));
      return or(ilike(dictItems.code, like), ilike(dictItems.labelZh, like), ilike(dictItems.labelEn, like))!;
    },
  },
  softDelete: null,
  defaultSort: [
    { field: 'groupCode', order: 'ascend' },
    { field: 'sort', order: 'ascend' },
  ],
  states: {
    field: 'status',
    transitions: onOffTransitions({
      on: DictStatus.ENABLED,
      off: DictStatus.DISABLED,
      labels: { disable: m['dict.disable'], enable: m['dict.enable'] },
      after: clearCache,
    }),
  },
  sample: {
    async seed(db) {
      const [row] = await db
        .insert(dictItems)
        .values({ type: 'Commonly', groupCode: 'sample', code: `s${Date.now()}`, labelZh: '样例' })
        .returning({ id: dictItems.id });
      return row!.id;
    },
  },
});

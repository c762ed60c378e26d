import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dictItems } from './schema.ts';
import { DICT_SEED, type SeedItem } from './seed-data.ts';

/** Fills the dictionaries on a platform that has none (a fresh install or the demo). */
export async function seedDictsIfEmpty(db: DbOrTx) {
  const [existing] = await db.select({ n: count() }).from(dictItems);
  if ((existing?.n ?? 0) > 0) return;
  for (const { type, group, items } of DICT_SEED) {
    const insertAll = async (list: SeedItem[], parentId: number | null) => {
      for (const [sort, item] of list.entries()) {
        const [row] = await db
          .insert(dictItems)
          .values({
            type,
            groupCode: group,
            parentId,
            code: item.code,
            labelZh: item.zh,
            labelEn: item.en,
            sort,
            extra: item.extra ?? {},
          })
          .returning({ id: dictItems.id });
        if (item.children) await insertAll(item.children, row!.id);
      }
    };
    await insertAll(items, null);
  }
}

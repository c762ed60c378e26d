import { asc, gt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { pageTotal, paginate } from './paging.ts';

const numbers = pgTable('paging_numbers', { n: integer('n').notNull() });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table paging_numbers (n integer not null)`);
  // 23 rows: 1..23.
  await handle.db.insert(numbers).values(Array.from({ length: 23 }, (_, i) => ({ n: i + 1 })));
});
afterAll(() => handle.close());

const page = (pageNum: number, pageSize: number, above = 0) =>
  paginate(
    () =>
      handle.db
        .select({ n: numbers.n, total: pageTotal() })
        .from(numbers)
        .where(gt(numbers.n, above))
        .orderBy(asc(numbers.n)),
    { pageNum, pageSize },
    (row) => row.n,
  );

describe('paginate', () => {
  it('answers page 3 of 23 rows at size 10 with its 3 rows and the total', async () => {
    expect(await page(3, 10)).toEqual({ list: [21, 22, 23], total: 23, pageNum: 3, pageSize: 10 });
    expect(await page(1, 10)).toEqual({
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 23,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('answers an empty page beyond the end with the real total', async () => {
    expect(await page(4, 10)).toEqual({ list: [], total: 23, pageNum: 4, pageSize: 10 });
    expect(await page(99, 100)).toEqual({ list: [], total: 23, pageNum: 99, pageSize: 100 });
  });

  it('counts the filtered rows only, and none when nothing matches', async () => {
    // n > 20: 21, 22, 23.
    expect(await page(1, 2, 20)).toEqual({ list: [21, 22], total: 3, pageNum: 1, pageSize: 2 });
    expect(await page(1, 10, 23)).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await page(2, 10, 23)).toEqual({ list: [], total: 0, pageNum: 2, pageSize: 10 });
  });
});

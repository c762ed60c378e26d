import { sql } from 'drizzle-orm';

/** The house list request (docs/architecture.md): 1-based page number and page size. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** The house list answer: one page of rows and how many the whole filtered list has. */
export interface PageOf<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * Selected beside a list's columns (`total: pageTotal()`): the row count of the whole filtered query,
 * computed by the same scan that reads the page (a window over the result before LIMIT/OFFSET).
 */
export const pageTotal = () => sql<number>`cast(count(*) over () as integer)`.mapWith(Number);

/** What `paginate` needs of a drizzle select: LIMIT then OFFSET, awaited for its rows. */
export interface PageableQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** Rows to skip before a page. */
export const offsetOf = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/**
 * Reads one page of a list. `build` returns the filtered, ordered select with a `total: pageTotal()`
 * column; it is called once, and a second time only for a page past the end (no rows, so no window
 * value), where one row of the first page says how many there are. `map` turns a row into what the
 * list shows.
 */
export async function paginate<R extends { total: number }, T>(
  build: () => PageableQuery<R>,
  paging: PageRequest,
  map: (row: R) => T,
): Promise<PageOf<T>> {
  const { pageNum, pageSize } = paging;
  const rows = await build().limit(pageSize).offset(offsetOf(paging));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && pageNum > 1) {
    const [first] = await build().limit(1).offset(0);
    total = first?.total ?? 0;
  }
  return { list: rows.map(map), total, pageNum, pageSize };
}

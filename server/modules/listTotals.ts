import type { Queryable, SqlValue } from '../db/database';

/**
 * The totals of the organization, event and location lists, at a cost that stays flat as the
 * directory grows (docs/api.md, "Totals"): exact from the totals tables the triggers of
 * migrations 006 and 016 keep for an unfiltered or status-only list, else counted up to
 * COUNT_AHEAD rows past the page.
 */

/** How many matches past the page's first row a filtered list counts at most. */
export const COUNT_AHEAD = 1000;

export interface ListTotal {
  count: number;
  /** False when there are more matches than `count` (a filtered list counted up to its bound). */
  exact: boolean;
}

/** The sum of `total` over the rows of a totals table matching `where` (exact). */
export async function keptTotal(
  db: Queryable,
  table: 'organization_totals' | 'event_totals' | 'location_totals',
  where: Record<string, boolean | undefined>,
): Promise<ListTotal> {
  const params: SqlValue[] = [];
  const conditions = Object.entries(where)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      params.push(value as boolean);
      return `${column} = $${params.length}`;
    });
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(total), 0)::int AS total FROM ${table}
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    params,
  );
  return { count: row?.total ?? 0, exact: true };
}

/**
 * The matches of `FROM ...` (`fromWhereSql`: a table and its WHERE, or a derived table; with
 * `params`), counted up to
 * `offset + COUNT_AHEAD`: exact below that, else that bound with `exact: false`.
 */
export async function boundedTotal(
  db: Queryable,
  fromWhereSql: string,
  params: readonly SqlValue[],
  offset: number,
  /**
   * The order to count in, when an index on it holds the matches in that order: the bounded
   * count then reads them from that index rather than the table.
   */
  indexedOrder?: string,
): Promise<ListTotal> {
  const bound = offset + COUNT_AHEAD;
  const order = indexedOrder ? ` ORDER BY ${indexedOrder}` : '';
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${fromWhereSql}${order} LIMIT $${params.length + 1}) AS matching`,
    [...params, bound + 1],
  );
  const counted = row?.total ?? 0;
  return counted > bound ? { count: bound, exact: false } : { count: counted, exact: true };
}

/** The paging fields of a list's answer. */
export function pageTotals(total: ListTotal, perPage: number) {
  return {
    total_pages: Math.ceil(total.count / perPage),
    per_page_items: perPage,
    total_items: total.count,
    total_items_exact: total.exact,
  };
}

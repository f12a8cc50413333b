import { referencesTo } from '../../shared/resources/references';
import type { Queryable } from '../db/database';
import type { RowLock } from '../store/records';
import { HttpError } from './errors';
import { idParams, type RouteDefinition, route } from './routes';

/**
 * Uses are counted up to this many, so that a check costs the same for a region holding most of
 * the directory as for a small one; beyond it a message says "more than 1,000".
 */
export const USAGE_COUNT_BOUND = 1000;

/** One kind of live record that uses (or lives under) a record, counted by SQL. */
export interface UsedBy {
  /** Key of its count in the usage answer: `organizations`, `event_participants`. */
  key: string;
  /** What messages call one of them and several. */
  singular: string;
  plural: string;
  /**
   * `SELECT count(*)::int AS n ...` of the live records using the record whose id is `$1`,
   * counting at most `$2` of them.
   */
  countSql: string;
}

/** The live rows of `table` whose `column` holds the record's id, keyed by the table's name. */
export function usedByColumn(
  table: string,
  column: string,
  singular: string,
  plural: string,
): UsedBy {
  return {
    key: table,
    singular,
    plural,
    countSql: `SELECT count(*)::int AS n FROM (
        SELECT 1 FROM ${table} WHERE ${column} = $1 AND deleted_at IS NULL LIMIT $2
      ) AS used`,
  };
}

/**
 * The live records whose declarations reference a record of `table` with a delete refused while
 * they are live (shared/resources/references.ts), each counted by its column.
 */
export const usedByReferences = (table: string): UsedBy[] =>
  referencesTo(table, 'refuse').map(({ from, column }) =>
    usedByColumn(from.table, column, from.label.one.toLowerCase(), from.label.many.toLowerCase()),
  );

/** What was counted, as a message says it: "3 organizations and 2 events", 5 in all. */
export interface CountedUses {
  text: string;
  total: number;
}

/** Who uses the records of one kind, and what a refused delete of one says. */
export interface UsageRule<Row> {
  /** The live record (404 otherwise), row-locked for the rest of the transaction with `lock`. */
  load(db: Queryable, id: number, lock?: RowLock): Promise<Row>;
  usedBy: readonly UsedBy[];
  refusal(record: Row, uses: CountedUses): string;
}

/** A record's usage, as `GET <record>/usage` answers it. */
export interface Usage {
  in_use: boolean;
  /** Live users by kind, zeros included; at most USAGE_COUNT_BOUND each. */
  counts: Record<string, number>;
  /** False when a count stopped at USAGE_COUNT_BOUND: there are more. */
  counts_exact: boolean;
  /** The refusal a delete would answer now; null when the record can be deleted. */
  message: string | null;
}

function countText(count: number, usedBy: UsedBy): string {
  if (count > USAGE_COUNT_BOUND) {
    return `more than ${USAGE_COUNT_BOUND.toLocaleString('en')} ${usedBy.plural}`;
  }
  return `${count} ${count === 1 ? usedBy.singular : usedBy.plural}`;
}

/** Counts the live users of `record` (whose id is `id`) by kind and words the refusal, if any. */
export async function usageOf<Row>(
  db: Queryable,
  rule: UsageRule<Row>,
  record: Row,
  id: number,
): Promise<Usage> {
  const counts: Record<string, number> = {};
  const used: string[] = [];
  let total = 0;
  let exact = true;
  for (const usedBy of rule.usedBy) {
    const [row] = await db.query<{ n: number }>(usedBy.countSql, [id, USAGE_COUNT_BOUND + 1]);
    const count = row?.n ?? 0;
    counts[usedBy.key] = Math.min(count, USAGE_COUNT_BOUND);
    exact &&= count <= USAGE_COUNT_BOUND;
    total += count;
    if (count > 0) used.push(countText(count, usedBy));
  }
  if (total === 0) return { in_use: false, counts, counts_exact: true, message: null };
  const text =
    used.length > 1 ? `${used.slice(0, -1).join(', ')} and ${used.at(-1)}` : `${used[0]}`;
  return {
    in_use: true,
    counts,
    counts_exact: exact,
    message: rule.refusal(record, { text, total }),
  };
}

/**
 * The live record, row-locked (`FOR UPDATE`), unless live records use it: then 409 with the
 * rule's message. A writer that references a record share-locks it first, so it either committed
 * before this count (and is counted) or waits for this transaction and then finds the record
 * deleted.
 */
export async function lockUnlessUsed<Row>(
  tx: Queryable,
  rule: UsageRule<Row>,
  id: number,
): Promise<Row> {
  const record = await rule.load(tx, id, 'FOR UPDATE');
  const { message } = await usageOf(tx, rule, record, id);
  if (message !== null) throw new HttpError(409, message);
  return record;
}

/** `GET <itemPath>/usage`: what still uses one record, so that a client can say so before a delete. */
export function usageRoute<Row>(options: {
  itemPath: string;
  noun: string;
  rule: UsageRule<Row>;
}): Omit<RouteDefinition, 'tag'> {
  const kinds = options.rule.usedBy.map((usedBy) => usedBy.key).join(', ');
  return route({
    method: 'get',
    path: `${options.itemPath}/usage`,
    summary: `What still uses a ${options.noun} (live ${kinds}, counted under those keys up to ${USAGE_COUNT_BOUND}), and the refusal its delete would answer now (null when it can be deleted)`,
    params: idParams,
    errors: { 404: `No live ${options.noun} with this id` },
    async handler({ services, params }) {
      const record = await options.rule.load(services.db, params.id);
      return { usage: await usageOf(services.db, options.rule, record, params.id) };
    },
  });
}

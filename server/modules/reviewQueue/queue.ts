import { isLimited, type Person } from '../../../shared/resources/access';
import type { Finding } from '../../../shared/resources/reviewQueue';
import type { Queryable, SqlValue } from '../../db/database';
import { keysetBatches } from '../../db/keysetBatches';
import { boundedTotal, COUNT_AHEAD, type ListTotal, pageTotals } from '../listTotals';
import { ORGANIZATION_REGION_JOINS } from '../regions';
import { reviewDueAtSql } from '../verification/dueDate';
import { FINDINGS_SQL, findingCondition, STREAM_CONDITIONS } from './findings';

export interface QueueFilters {
  stateId?: number | undefined;
  cityId?: number | undefined;
  categoryId?: number | undefined;
  finding?: Finding | undefined;
}

type Place = { stateId?: number | undefined; cityId?: number | undefined };

/**
 * The places the queue reads, each one range of a place's index: the filter's, or for a limited
 * editor each province and municipality of their region within it (a region condition on the
 * whole queue's range would read past every listing outside it). None: nothing to read.
 */
function placesRead(filters: QueueFilters, person: Person): Place[] {
  const asked = { stateId: filters.stateId, cityId: filters.cityId };
  if (!isLimited(person)) return [asked];
  return [
    ...person.stateIds.map((stateId) => ({ ...asked, stateId })),
    ...person.cityIds.map((cityId) => ({ ...asked, cityId })),
  ].filter(
    (place) =>
      (filters.stateId === undefined || place.stateId === filters.stateId) &&
      (filters.cityId === undefined || place.cityId === filters.cityId),
  );
}

/** A stream's condition, for a read narrowed to a place or a category or not. */
type StreamCondition = (narrowed: boolean) => string;

/** The streams the queue reads: the finding asked for's, or every one, the cheapest first. */
function streamsOf(filters: QueueFilters): StreamCondition[] {
  const { finding } = filters;
  if (finding) return [(narrowed) => findingCondition(finding, narrowed)];
  return Object.values(STREAM_CONDITIONS).map((condition) => () => condition);
}

/** The last organization a read of the queue went past, in its order: where the next begins. */
type QueueKey = { last_verified_at: string; id: number };

/**
 * The queue's matches, each stream (findings.ts) of each place read in order from its index up
 * to `limit` rows (after `after` when given), merged without repeats: the first `limit` of the
 * queue are among them.
 */
function queueStreams(
  filters: QueueFilters,
  person: Person,
  params: SqlValue[],
  limit: string,
  { streams = streamsOf(filters), after }: { streams?: StreamCondition[]; after?: QueueKey } = {},
): string {
  const equal = (column: string, value: number | undefined) => {
    if (value === undefined) return [];
    params.push(value);
    return [`${column} = $${params.length}`];
  };
  const afterKey: string[] = [];
  if (after) {
    params.push(after.last_verified_at, after.id);
    const [at, id] = [params.length - 1, params.length];
    // `>=` starts each index range at the last organization; the rest only skips its equals.
    afterKey.push(
      `o.last_verified_at >= $${at}::timestamptz AND (o.last_verified_at > $${at}::timestamptz OR o.id > $${id})`,
    );
  }
  const reads = placesRead(filters, person).flatMap((place) => {
    const scope = [
      'o.deleted_at IS NULL',
      ...equal('o.place_state_id', place.stateId),
      ...equal('o.place_city_id', place.cityId),
      ...equal('o.category_id', filters.categoryId),
    ];
    const narrowed = scope.length > 1;
    return streams.map(
      (condition) =>
        `(SELECT o.id, o.last_verified_at FROM organizations o
           WHERE ${[...scope, ...afterKey, condition(narrowed)].join(' AND ')}
           ORDER BY o.last_verified_at, o.id LIMIT ${limit})`,
    );
  });
  return reads.length > 0
    ? reads.join(' UNION ')
    : 'SELECT o.id, o.last_verified_at FROM organizations o WHERE false';
}

/**
 * The queue's total, counted up to COUNT_AHEAD rows past the page. A stream that alone holds more
 * settles it without the others, so each but the last (every organization's events, the dearest
 * to read) is counted alone first, the cheapest first; then, all of them small, their union.
 */
async function queueTotal(
  db: Queryable,
  filters: QueueFilters,
  person: Person,
  offset: number,
): Promise<ListTotal> {
  const limit = `${offset + COUNT_AHEAD + 1}`;
  const streams = streamsOf(filters);
  for (const stream of streams.slice(0, -1)) {
    const params: SqlValue[] = [];
    const alone = queueStreams(filters, person, params, limit, { streams: [stream] });
    const total = await boundedTotal(db, `(${alone}) AS queue`, params, offset);
    if (!total.exact) return total;
  }
  const params: SqlValue[] = [];
  const counted = queueStreams(filters, person, params, limit, { streams });
  return boundedTotal(db, `(${counted}) AS queue`, params, offset);
}

/** One page of the review queue, oldest verified first, with its bounded total. */
export async function reviewQueuePage(
  db: Queryable,
  filters: QueueFilters,
  person: Person,
  paging: { page: number; perPage: number },
) {
  const { perPage } = paging;
  const offset = (paging.page - 1) * perPage;
  const total = await queueTotal(db, filters, person, offset);
  const organizations = await queueRead(db, filters, person, { limit: perPage, offset });
  return { organizations, ...pageTotals(total, perPage) };
}

/** The queue's columns, as a page and its export answer them. */
export const QUEUE_COLUMNS = [
  'id',
  'name',
  'city',
  'state',
  'category',
  'is_published',
  'last_verified_at',
  'review_due_at',
  'updated_at',
  'findings',
  'state_id',
  'city_id',
  'category_id',
] as const;

type QueueRow = Record<(typeof QUEUE_COLUMNS)[number], unknown> & QueueKey;

/** `limit` organizations of the queue, after `offset` of them or after `after`, in its order. */
function queueRead(
  db: Queryable,
  filters: QueueFilters,
  person: Person,
  { limit, offset = 0, after }: { limit: number; offset?: number; after?: QueueKey },
) {
  const params: SqlValue[] = [];
  const streams = queueStreams(filters, person, params, `${offset + limit}`, { after });
  params.push(limit, offset);
  return db.query<QueueRow>(
    `SELECT o.id, o.name, coalesce(ci.city, l.city) AS city, coalesce(s.state, l.state) AS state,
            cat.name AS category, o.is_published, o.last_verified_at,
            ${reviewDueAtSql()} AS review_due_at, o.updated_at, ${FINDINGS_SQL} AS findings,
            o.place_state_id AS state_id, o.place_city_id AS city_id, o.category_id
       FROM (SELECT queue.id FROM (${streams}) AS queue
              ORDER BY queue.last_verified_at, queue.id
              LIMIT $${params.length - 1} OFFSET $${params.length}) AS page
       JOIN organizations o ON o.id = page.id
       ${ORGANIZATION_REGION_JOINS}
       LEFT JOIN categories cat ON cat.id = o.category_id
      ORDER BY o.last_verified_at, o.id`,
    params,
  );
}

/**
 * Every organization of the queue for these filters, in its order, `batchRows` at a time, each
 * batch reading each index range on from the last organization of the one before.
 */
export const reviewQueueBatches = (
  db: Queryable,
  filters: QueueFilters,
  person: Person,
  batchRows: number,
): AsyncGenerator<QueueRow[]> =>
  keysetBatches(
    (after: QueueKey | undefined) => queueRead(db, filters, person, { limit: batchRows, after }),
    (last): QueueKey => ({ last_verified_at: last.last_verified_at, id: last.id }),
  );

import { messageText } from '../../../shared/messages';
import { isInRegion, isLimited, type Person } from '../../../shared/resources/access';
import type { DuplicatePair, PairedOrganization } from '../../../shared/resources/duplicates';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import type { Queryable, SqlValue } from '../../db/database';
import { keysetBatches } from '../../db/keysetBatches';
import { assertMayChange } from '../../http/access';
import { HttpError } from '../../http/errors';
import { boundedTotal, COUNT_AHEAD, pageTotals } from '../listTotals';
import { ORGANIZATION_REGION_JOINS } from '../regions';

/** One side's place a read of the pairs keeps to: a province/state, a municipality, or both. */
type Place = { stateId?: number | undefined; cityId?: number | undefined };

/**
 * The places the list reads: the province asked (or all), or for a limited editor each province
 * and municipality of their region within it. None: nothing to read.
 */
function placesRead(stateId: number | undefined, person: Person): Place[] {
  if (!isLimited(person)) return [{ stateId }];
  return [
    ...person.stateIds.map((state) => ({ stateId: state })),
    ...person.cityIds.map((cityId) => ({ stateId, cityId })),
  ].filter((place) => stateId === undefined || place.stateId === stateId);
}

/** The last pair a read of the list went past, strongest first: where the next one begins. */
interface PairKey {
  score: number;
  id: number;
}

/**
 * The pairs listed, each read a range of an index (migration 028) in strongest-first order up to
 * `limit` rows, after `after` when given: the whole list, or for each place either side of a
 * pair in it. Merged without repeats, their first `limit` are the list's.
 */
function pairStreams(places: Place[], params: SqlValue[], limit: number, after?: PairKey): string {
  const equal = (column: string, value: number | undefined) => {
    if (value === undefined) return [];
    params.push(value);
    return [`${column} = $${params.length}`];
  };
  const afterKey: string[] = [];
  if (after) {
    params.push(after.score, after.id);
    const [score, id] = [params.length - 1, params.length];
    // `score <=` starts the index range at the last pair; the rest only skips its equals.
    afterKey.push(`p.score <= $${score}::real AND (p.score < $${score}::real OR p.id > $${id})`);
  }
  const reads = places.flatMap((place) => {
    const sides = place.stateId === undefined && place.cityId === undefined ? [''] : ['', 'other_'];
    return sides.map((side) => {
      const where = [
        'p.dismissed_at IS NULL',
        ...afterKey,
        ...equal(`p.${side}state_id`, place.stateId),
        ...equal(`p.${side}city_id`, place.cityId),
      ];
      return `(SELECT p.id, p.score FROM duplicate_pairs p WHERE ${where.join(' AND ')}
                ORDER BY p.score DESC, p.id LIMIT ${limit})`;
    });
  });
  return reads.length > 0
    ? reads.join(' UNION ')
    : 'SELECT p.id, p.score FROM duplicate_pairs p WHERE false';
}

/** One side of a pair as the list shows it: `o` and its province/state `s`. */
const side = (o: string, s: string) =>
  `json_build_object('id', ${o}.id, 'name', ${o}.name, 'city', ${o}.place_city, 'state', ${s}.state)`;

/**
 * One page of the possible duplicate pairs, strongest first, with its total counted up to
 * COUNT_AHEAD past the page: of a province/state (either organization placed there), and for a
 * limited editor those with an organization in their region.
 */
export async function duplicatePairsPage(
  db: Queryable,
  stateId: number | undefined,
  person: Person,
  paging: { page: number; perPage: number },
) {
  const { perPage } = paging;
  const offset = (paging.page - 1) * perPage;
  const places = placesRead(stateId, person);
  const countParams: SqlValue[] = [];
  const counted = pairStreams(places, countParams, offset + COUNT_AHEAD + 1);
  const total = await boundedTotal(db, `(${counted}) AS pairs`, countParams, offset);
  const pairs = await pairsRead(db, places, { limit: perPage, offset });
  return {
    pairs: pairs.map(rounded),
    total: total.count,
    ...pageTotals(total, perPage),
  };
}

/** A pair's score as the API answers it: three decimals (the stored one is a `real`). */
const rounded = (pair: DuplicatePair): DuplicatePair => ({
  ...pair,
  score: Math.round(pair.score * 1000) / 1000,
});

/**
 * `limit` pairs of `places`, strongest first, after `offset` of them or after the pair `after`,
 * with both organizations; each its score as stored, to read on after it.
 */
function pairsRead(
  db: Queryable,
  places: Place[],
  { limit, offset = 0, after }: { limit: number; offset?: number; after?: PairKey },
) {
  const params: SqlValue[] = [];
  const streams = pairStreams(places, params, offset + limit, after);
  params.push(limit, offset);
  return db.query<DuplicatePair>(
    `SELECT p.id, p.score::float8 AS score, p.reasons,
            ${side('a', 'sa')} AS organization, ${side('b', 'sb')} AS other
       FROM (SELECT pairs.id FROM (${streams}) AS pairs
              ORDER BY pairs.score DESC, pairs.id
              LIMIT $${params.length - 1} OFFSET $${params.length}) AS page
       JOIN duplicate_pairs p ON p.id = page.id
       JOIN organizations a ON a.id = p.organization_id
       JOIN organizations b ON b.id = p.other_id
       LEFT JOIN states sa ON sa.id = a.place_state_id
       LEFT JOIN states sb ON sb.id = b.place_state_id
      ORDER BY p.score DESC, p.id`,
    params,
  );
}

/**
 * Every pair the list has for these parameters, strongest first, `batchRows` at a time, each
 * batch reading each index range on from the last pair of the one before.
 */
export async function* duplicatePairBatches(
  db: Queryable,
  stateId: number | undefined,
  person: Person,
  batchRows: number,
): AsyncGenerator<DuplicatePair[]> {
  const places = placesRead(stateId, person);
  const batches = keysetBatches(
    (after: PairKey | undefined) => pairsRead(db, places, { limit: batchRows, after }),
    (last): PairKey => ({ score: last.score, id: last.id }),
  );
  for await (const pairs of batches) yield pairs.map(rounded);
}

/**
 * Marks pair `id` "not duplicates": it is never listed again, whatever its organizations become.
 * A limited editor may mark only a pair with an organization in their region. Marking it again
 * changes nothing.
 */
export async function dismissDuplicatePair(
  db: Queryable,
  id: number,
  person: Person,
): Promise<{ id: number; dismissed_at: string }> {
  const [pair] = await db.query<{
    organization_id: number;
    other_id: number;
    state_id: number | null;
    city_id: number | null;
    other_state_id: number | null;
    other_city_id: number | null;
  }>('SELECT * FROM duplicate_pairs WHERE id = $1 FOR UPDATE', [id]);
  if (!pair) throw new HttpError(404, messageText('duplicate_pair_unknown', { id }));
  const placed = [
    { state_id: pair.state_id, city_id: pair.city_id },
    { state_id: pair.other_state_id, city_id: pair.other_city_id },
  ];
  if (isLimited(person) && !placed.some((place) => isInRegion(person, place))) {
    // Neither is placed in their region: refused as a change of those organizations would be.
    await assertMayChange(db, person, organizationDeclaration, [
      pair.organization_id,
      pair.other_id,
    ]);
  }
  const [dismissed] = await db.query<{ id: number; dismissed_at: string }>(
    `UPDATE duplicate_pairs SET dismissed_at = coalesce(dismissed_at, now()),
            dismissed_by = coalesce(dismissed_by, $2)
      WHERE id = $1 RETURNING id, dismissed_at`,
    [id, person.id],
  );
  return dismissed as { id: number; dismissed_at: string };
}

/**
 * The live organizations `id` is paired with and not marked "not duplicates", strongest first,
 * at most `limit`: what migration 028's trigger found when it was last written, so that a check
 * right after a save reads two index ranges instead of running the candidates again.
 */
export function pairedOrganizations(
  db: Queryable,
  id: number,
  limit: number,
): Promise<PairedOrganization[]> {
  return db.query<PairedOrganization>(
    `SELECT o.id, o.name, coalesce(ci.city, l.city) AS city, coalesce(s.state, l.state) AS state
       FROM duplicate_pairs p
       JOIN organizations o
         ON o.id = CASE WHEN p.organization_id = $1 THEN p.other_id ELSE p.organization_id END
       ${ORGANIZATION_REGION_JOINS}
      WHERE (p.organization_id = $1 OR p.other_id = $1) AND p.dismissed_at IS NULL
        AND o.deleted_at IS NULL
      ORDER BY p.score DESC, o.id
      LIMIT $2`,
    [id, limit],
  );
}

/**
 * For the rest of the transaction, organizations written leave their duplicate pairs to a later
 * fillDuplicatePairs (migration 028's trigger skips them): a bulk load's rows, computed once after.
 */
export async function deferDuplicatePairs(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('directory.duplicate_pairs_deferred', 'on', true)");
}

/** The last organization id so far: what a later fillDuplicatePairs starts after. */
export async function lastOrganizationId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ last: number }>(
    'SELECT coalesce(max(id), 0)::int AS last FROM organizations',
  );
  return row?.last ?? 0;
}

/** The pairs of the live organizations with an id above `after`, in one statement. */
export async function fillDuplicatePairs(db: Queryable, after: number): Promise<void> {
  await db.query('SELECT fill_duplicate_pairs($1)', [after]);
}

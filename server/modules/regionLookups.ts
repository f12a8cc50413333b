import { z } from 'zod';
import { normalizedName, REQUIRED } from '../../shared/schemas/fields';
import type { RegionOption } from '../../shared/schemas/geography';
import type { Queryable, SqlValue } from '../db/database';
import { nameSkeleton } from '../db/nameSkeletons';
import { notFound } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { prefixPattern, textSortKey } from '../store/records';
import { cityLevel, countryLevel, type RegionLevel, stateLevel } from './regions';

/** How many options a typed-letters list answers at most. */
export const MAX_OPTIONS = 20;

const typed = z
  .string()
  .max(100, 'Must be at most 100 characters')
  .default('')
  .describe('The letters typed so far: names starting with them, ignoring case');

const exactName = z
  .string()
  .overwrite(normalizedName)
  .min(1, REQUIRED)
  .max(100, 'Must be at most 100 characters')
  .describe(
    'The name, compared as names are for uniqueness: ignoring case, surrounding spaces, the form of letters (full-width, decomposed) and look-alike letters of other alphabets (Unicode confusables)',
  );

const parentIdParam = idParams.shape.id.describe('The parent region id');

/** Live regions of a level (under one parent) whose names start with `prefix`, by name. */
async function options(
  db: Queryable,
  level: RegionLevel,
  prefix: string,
  parentId?: number,
): Promise<RegionOption[]> {
  const params: SqlValue[] = [prefixPattern(prefix.trim())];
  const conditions = [`deleted_at IS NULL`, `lower(${level.recordName}) LIKE $1`];
  if (level.parent && parentId !== undefined) {
    params.push(parentId);
    conditions.push(`${level.parent.column} = $${params.length}`);
  }
  params.push(MAX_OPTIONS);
  return db.query<RegionOption>(
    `SELECT id, ${level.recordName} AS name FROM ${level.table}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${textSortKey(level.recordName)}, id
      LIMIT $${params.length}`,
    params,
  );
}

/**
 * The live region of a level (under one parent) that has this name by the uniqueness rule: the
 * same name_key() or the same skeleton (nameSkeletons.ts), the same name_key() first.
 */
async function byName(
  db: Queryable,
  level: RegionLevel,
  name: string,
  parentId?: number,
): Promise<RegionOption | null> {
  const params: SqlValue[] = [name, nameSkeleton(name)];
  const sameKey = `name_key(${level.recordName}) = name_key($1)`;
  const conditions = [`deleted_at IS NULL`, `(${sameKey} OR name_skeleton = $2)`];
  if (level.parent && parentId !== undefined) {
    params.push(parentId);
    conditions.push(`${level.parent.column} = $${params.length}`);
  }
  const [row] = await db.query<RegionOption>(
    `SELECT id, ${level.recordName} AS name FROM ${level.table}
      WHERE ${conditions.join(' AND ')} ORDER BY ${sameKey} DESC, id LIMIT 1`,
    params,
  );
  return row ?? null;
}

/** The typed-letters list and the exact-name match of one level, under its parent's id. */
function pickerRoutes(level: RegionLevel) {
  const listKey = level.table;
  const itemKey = level.recordName;
  const parent = level.parent;
  const parentQuery = parent ? { [parent.column]: parentIdParam } : {};
  // The typed-letter list also answers across parents: the review queue's province filter
  // offers every country's.
  const optionalParentQuery = parent
    ? {
        [parent.column]: parentIdParam
          .optional()
          .describe(`The parent region id (else every ${parent.level.noun}'s)`),
      }
    : {};
  const parentOf = (query: Record<string, unknown>) =>
    parent ? (query[parent.column] as number) : undefined;
  const under = parent ? ` of a ${parent.level.noun}` : '';
  return [
    route({
      method: 'get',
      path: `/api/admin/lookup/${listKey}`,
      summary: `Live ${level.nounPlural}${parent ? ` (of a ${parent.level.noun}, else of any)` : ''} whose names start with \`q\` (ignoring case), by name, at most ${MAX_OPTIONS}`,
      query: z.object({ ...optionalParentQuery, q: typed }),
      async handler({ services, query }) {
        return { [listKey]: await options(services.db, level, query.q, parentOf(query)) };
      },
    }),
    route({
      method: 'get',
      path: `/api/admin/lookup/${itemKey}`,
      summary: `The live ${level.noun}${under} with this name (as names compare for uniqueness), or null`,
      query: z.object({ ...parentQuery, name: exactName }),
      async handler({ services, query }) {
        return { [itemKey]: await byName(services.db, level, query.name, parentOf(query)) };
      },
    }),
  ];
}

/**
 * A live region of `level` by id, as `select` reads it (its `$1` the id) with the ids of the
 * regions above it (`shape` says which), so a picker can show it under its parents.
 */
function regionByIdRoute(level: RegionLevel, shape: string, select: string) {
  return route({
    method: 'get',
    path: `/api/admin/lookup/${level.recordName}/{id}`,
    summary: `A live ${level.noun} by id, as \`${shape}\``,
    params: idParams,
    errors: { 404: `No live ${level.noun} with this id` },
    async handler({ services, params }) {
      const [region] = await services.db.query<RegionOption>(select, [params.id]);
      if (!region) throw notFound(level.repository.spec.label);
      return { [level.recordName]: region };
    },
  });
}

export const regionLookupRoutes = defineRoutes(
  'region lookups',
  [
    ...pickerRoutes(countryLevel),
    ...pickerRoutes(stateLevel),
    ...pickerRoutes(cityLevel),
    regionByIdRoute(
      stateLevel,
      '{ id, name, country_id }',
      `SELECT id, state AS name, country_id FROM states WHERE id = $1 AND deleted_at IS NULL`,
    ),
    regionByIdRoute(
      cityLevel,
      '{ id, name, state_id, country_id }',
      `SELECT c.id, c.city AS name, c.state_id, s.country_id
       FROM cities c JOIN states s ON s.id = c.state_id
      WHERE c.id = $1 AND c.deleted_at IS NULL`,
    ),
  ],
  'signed-in',
);

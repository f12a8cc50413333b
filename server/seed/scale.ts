import type { Database } from '../db/database';
import {
  deferDuplicatePairs,
  fillDuplicatePairs,
  lastOrganizationId,
} from '../modules/duplicates/pairs';
import { dropSecondaryIndexes } from './bulkLoad';
import {
  addEvents,
  addOrganizations,
  addSponsorshipsAndParticipants,
  createImagePool,
  type OrganizationRef,
  pooledImages,
  type SeedCategory,
  type SeedContext,
} from './content';
import { loadPlaces, type Place, spreadOrder } from './geography';
import { createRandom } from './random';

export interface ScaleRequest {
  organizations: number;
  events: number;
}

export interface ScaleOptions {
  /**
   * Nobody else uses the database: load without the secondary indexes and foreign keys of the
   * tables written, and rebuild them after (much faster for a large load).
   */
  exclusive?: boolean;
  report?: (message: string) => void;
}

export interface ScaleResult {
  organizations: number;
  events: number;
  sponsorships: number;
  participants: number;
  /** Milliseconds per phase, in the order the phases ran. */
  timings: Record<string, number>;
}

/** Why the database cannot take scale data (told to the user as is, without a stack). */
export class ScaleSeedError extends Error {}

/** Rows generated and committed per transaction: bounds memory and keeps progress visible. */
const CHUNK_SIZE = 10_000;
const SCALE_SEED = 424_242;
/** The tables a scale load writes most of its rows to (the history has an entry per row). */
const LOADED_TABLES = [
  'organizations',
  'locations',
  'events',
  'sponsorships',
  'event_participants',
  'history_entries',
];
/** The table the pairs computed after the load go to. */
const PAIR_TABLES = ['duplicate_pairs'];

/**
 * Adds `request.organizations` organizations (each with a location, spread round robin over
 * every municipality) and `request.events` events (each with a location, sponsors and
 * participants, hosted by any organization in the database) to a seeded database.
 */
export async function addScaleData(
  db: Database,
  request: ScaleRequest,
  options: ScaleOptions = {},
): Promise<ScaleResult> {
  const report = options.report ?? (() => {});
  const timings: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings[phase] = Math.round(performance.now() - started);
    return result;
  };

  const loaded = await timed('load', () => loadExisting(db));
  const { places, categories, roleIds, organizations } = loaded;
  if (places.length === 0) {
    throw new ScaleSeedError('No municipality with coordinates: seed the geography first');
  }
  const organizationCategories = categories.filter((category) => category.is_organization);
  const eventCategories = categories.filter((category) => category.is_event);
  if (request.organizations > 0 && organizationCategories.length === 0) {
    throw new ScaleSeedError('No organization category to file new organizations under');
  }
  if (request.events > 0 && eventCategories.length === 0) {
    throw new ScaleSeedError('No event category to file new events under');
  }
  if (request.events > 0 && organizations.length + request.organizations === 0) {
    throw new ScaleSeedError('No organization to host new events');
  }

  // Seeded from what is already there: the same run on the same database adds the same rows,
  // and a second run adds different ones.
  const random = createRandom(SCALE_SEED + 7_919 * loaded.organizationCount + loaded.eventCount);
  const imagePool = await timed('images', () =>
    db.transaction((tx) => createImagePool(tx, random)),
  );
  const contextFor = (tx: SeedContext['db']): SeedContext => ({
    db: tx,
    random,
    places,
    organizationCategories,
    eventCategories,
    roleIds,
    images: pooledImages(imagePool),
    now: Date.now(),
  });

  const loadRows = async () => {
    await timed('organizations', async () => {
      for (let done = 0; done < request.organizations; done += CHUNK_SIZE) {
        const size = Math.min(CHUNK_SIZE, request.organizations - done);
        const added = await db.transaction(async (tx) => {
          await deferDuplicatePairs(tx);
          return addOrganizations(contextFor(tx), size, loaded.organizationCount + done);
        });
        organizations.push(...added);
        report(`organizations: ${done + size}/${request.organizations}`);
      }
    });
    const links = { sponsorships: 0, participants: 0 };
    await timed('events', async () => {
      for (let done = 0; done < request.events; done += CHUNK_SIZE) {
        const size = Math.min(CHUNK_SIZE, request.events - done);
        const added = await db.transaction(async (tx) => {
          const context = contextFor(tx);
          const events = await addEvents(context, size, organizations);
          return addSponsorshipsAndParticipants(context, events, organizations);
        });
        links.sponsorships += added.sponsorships;
        links.participants += added.participants;
        report(`events: ${done + size}/${request.events}`);
      }
    });
    return links;
  };

  // The new organizations' duplicate pairs are computed once after the load, in one statement,
  // over the indexes rebuilt; into a pairs table without its secondary indexes when exclusive.
  const pairsAfter = await lastOrganizationId(db);
  const fillPairs = () =>
    timed('duplicate pairs', () =>
      db.transaction((tx) => fillDuplicatePairs(tx, pairsAfter), { unbounded: true }),
    );
  let links: Awaited<ReturnType<typeof loadRows>>;
  if (options.exclusive) {
    const restoreIndexes = await timed('drop indexes', () =>
      dropSecondaryIndexes(db, LOADED_TABLES),
    );
    try {
      links = await loadRows();
    } finally {
      await timed('indexes', restoreIndexes);
    }
    const restorePairIndexes = await dropSecondaryIndexes(db, PAIR_TABLES);
    try {
      await fillPairs();
    } finally {
      await timed('pair indexes', restorePairIndexes);
    }
  } else {
    links = await loadRows();
    await fillPairs();
  }

  // PGlite has no autovacuum: refresh the planner's statistics after a bulk load, and after an
  // exclusive one the visibility map too, which lets counts read indexes only.
  await timed('analyze', () => db.exec(options.exclusive ? 'VACUUM ANALYZE' : 'ANALYZE'));

  return {
    organizations: request.organizations,
    events: request.events,
    ...links,
    timings,
  };
}

async function loadExisting(db: Database): Promise<{
  places: Place[];
  categories: (SeedCategory & { is_event: boolean; is_organization: boolean })[];
  roleIds: number[];
  organizations: OrganizationRef[];
  organizationCount: number;
  eventCount: number;
}> {
  const places = spreadOrder(await loadPlaces(db));
  const placeByCity = new Map(places.map((place) => [place.cityId, place]));
  const categories = await db.query<SeedCategory & { is_event: boolean; is_organization: boolean }>(
    'SELECT id, name, is_event, is_organization FROM categories WHERE deleted_at IS NULL ORDER BY id',
  );
  const roles = await db.query<{ id: number }>(
    'SELECT id FROM participation_roles WHERE deleted_at IS NULL ORDER BY id',
  );
  const organizationRows = await db.query<{ id: number; name: string; city_id: number | null }>(
    `SELECT o.id, o.name, l.city_id
       FROM organizations o LEFT JOIN locations l ON l.id = o.location_id
      WHERE o.deleted_at IS NULL
      ORDER BY o.id`,
  );
  const [counts] = await db.query<{ organizations: number; events: number }>(
    `SELECT (SELECT count(*) FROM organizations)::integer AS organizations,
            (SELECT count(*) FROM events)::integer AS events`,
  );
  return {
    places,
    categories,
    roleIds: roles.map((role) => role.id),
    // An organization without a known municipality hosts its events somewhere deterministic.
    organizations: organizationRows.map((row) => ({
      id: row.id,
      name: row.name,
      place: placeByCity.get(row.city_id ?? -1) ?? (places[row.id % places.length] as Place),
    })),
    organizationCount: counts?.organizations ?? 0,
    eventCount: counts?.events ?? 0,
  };
}

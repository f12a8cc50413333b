import type { Queryable } from '../db/database';
import { insertRows, type Row, reserveIds } from './bulk';
import type { Place } from './geography';
import { createRandom, type Random } from './random';
import { cardImage, PALETTE, profileImage, type SvgFile, slug } from './svg';
import {
  AREA_CODES,
  CATEGORIES,
  EVENT_PREFIXES,
  EVENT_SENTENCES,
  NAME_PREFIXES,
  ORGANIZATION_ADJECTIVES,
  ORGANIZATION_SENTENCES,
  POSTAL_BODY_LETTERS,
  POSTAL_LETTERS,
  SEASONS,
  STREET_NAMES,
  STREET_TYPES,
  UNIT_PREFIXES,
  VENUES,
} from './words';

/**
 * Organizations and events with their locations, images, sponsorships and participants:
 * generated from a seeded PRNG and written set-based, shared by the first-start seed and the
 * scale seed (`npm run seed`) so both produce the same kind of rows.
 */

/** Event dates are spread around this fixed instant, so every run writes the same schedule. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeedCategory {
  id: number;
  name: string;
}

export interface OrganizationRef {
  id: number;
  name: string;
  place: Place;
}

export interface EventRef {
  id: number;
  title: string;
  organizationId: number;
}

export interface SeedContext {
  db: Queryable;
  random: Random;
  /** Municipalities in the order organizations are spread over them (round robin). */
  places: readonly Place[];
  organizationCategories: readonly SeedCategory[];
  eventCategories: readonly SeedCategory[];
  roleIds: readonly number[];
  /** Chooses card and profile images for records; see uniqueImages and pooledImages. */
  images: ImageSource;
  /** created_at of generated rows is spread over the year before this instant. */
  now: number;
}

export interface ImageIds {
  card: number;
  profile: number;
}

export type ImageSource = (titles: readonly string[]) => Promise<ImageIds[]>;

/** Writes SVG files and answers their ids, in order. */
export async function storeSvgFiles(db: Queryable, files: readonly SvgFile[]): Promise<number[]> {
  const ids = await reserveIds(db, 'files', files.length);
  await db.query(
    `INSERT INTO files (id, content_type, filename, size, bytes)
     SELECT id, 'image/svg+xml', filename, octet_length(convert_to(svg, 'UTF8')), convert_to(svg, 'UTF8')
       FROM unnest($1::integer[], $2::text[], $3::text[]) AS file(id, filename, svg)`,
    [ids, files.map((file) => file.filename), files.map((file) => file.svg)],
  );
  return ids;
}

/** Every record gets its own card and profile image (the sample content). */
export function uniqueImages(db: Queryable, random: Random): ImageSource {
  return async (titles) => {
    const files = titles.flatMap((title, index) => {
      const color = random.pick(PALETTE);
      return [cardImage(title, color, index), profileImage(title, color)];
    });
    const ids = await storeSvgFiles(db, files);
    return titles.map((_, index) => ({
      card: ids[2 * index] as number,
      profile: ids[2 * index + 1] as number,
    }));
  };
}

/**
 * Writes a small pool of images, one pair per sample category, for the scale seed: a million
 * rows do not need a million distinct pictures, and the pool keeps the database small.
 */
export function createImagePool(db: Queryable, random: Random): Promise<ImageIds[]> {
  return uniqueImages(db, random)(CATEGORIES.map((category) => category.name));
}

/** Records take the pool's images in turn. */
export function pooledImages(pool: readonly ImageIds[]): ImageSource {
  let used = 0;
  return async (titles) => titles.map(() => pool[used++ % pool.length] as ImageIds);
}

const SPEC_BY_NAME = new Map(CATEGORIES.map((spec) => [spec.name, spec]));
/** Kinds used for categories an administrator added, which have no words of their own. */
const GENERIC_ORGANIZATION_KINDS = ['Association', 'Society', 'Club', 'Foundation'] as const;
const GENERIC_EVENT_KINDS = ['Meetup', 'Open House', 'Gathering', 'Fundraiser'] as const;

function organizationKinds(category: SeedCategory): readonly string[] {
  const kinds = SPEC_BY_NAME.get(category.name)?.organizationKinds ?? [];
  return kinds.length > 0 ? kinds : GENERIC_ORGANIZATION_KINDS;
}

function eventKinds(category: SeedCategory): readonly string[] {
  const kinds = SPEC_BY_NAME.get(category.name)?.eventKinds ?? [];
  return kinds.length > 0 ? kinds : GENERIC_EVENT_KINDS;
}

const LOCATION_COLUMNS = {
  id: 'integer',
  name: 'text',
  address_1: 'text',
  address_2: 'text',
  city: 'text',
  state: 'text',
  country: 'text',
  zip: 'text',
  latitude: 'double precision',
  longitude: 'double precision',
  country_id: 'integer',
  state_id: 'integer',
  city_id: 'integer',
  organization_id: 'integer',
  is_published: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;

/**
 * The place a row keeps of its location. A row is written in the same statement as its
 * location, which its triggers do not see yet: the seed writes the place itself.
 */
const PLACE_COLUMNS = {
  place_city_id: 'integer',
  place_state_id: 'integer',
  place_city: 'text',
} as const;

const placeOf = (place: Place): Row => ({
  place_city_id: place.cityId,
  place_state_id: place.stateId,
  place_city: place.city,
});

const ORGANIZATION_COLUMNS = {
  id: 'integer',
  name: 'text',
  description: 'text',
  category_id: 'integer',
  website_url: 'text',
  twitter_name: 'text',
  facebook_name: 'text',
  instagram_name: 'text',
  linkedin_name: 'text',
  email_address: 'text',
  phone_number: 'text',
  card_image_id: 'integer',
  profile_image_id: 'integer',
  is_published: 'boolean',
  is_corkboard: 'boolean',
  location_id: 'integer',
  ...PLACE_COLUMNS,
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  last_verified_at: 'timestamptz',
} as const;

const EVENT_COLUMNS = {
  id: 'integer',
  title: 'text',
  description: 'text',
  organization_id: 'integer',
  location_id: 'integer',
  category_id: 'integer',
  start_time: 'timestamptz',
  end_time: 'timestamptz',
  website: 'text',
  buy_ticket_url: 'text',
  card_image_id: 'integer',
  profile_image_id: 'integer',
  is_published: 'boolean',
  ...PLACE_COLUMNS,
  organization_name: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;

function postalCode(random: Random, stateCode: string): string {
  const letter = () => random.pick([...POSTAL_BODY_LETTERS]);
  const digit = () => String(random.int(10));
  const first = random.pick([...(POSTAL_LETTERS[stateCode] ?? 'K')]);
  return `${first}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
}

/** A number in the 555-01xx range, which North American numbering reserves for fiction. */
function phoneNumber(random: Random, stateCode: string): string {
  const area = random.pick(AREA_CODES[stateCode] ?? [613]);
  return `(${area}) 555-01${String(random.int(100)).padStart(2, '0')}`;
}

function sentences(random: Random, pool: readonly string[], count: number): string {
  return random.sample(pool, count).join(' ');
}

/** A point within about a kilometre or two of the municipality's centre. */
function near(random: Random, coordinate: number): number {
  return Math.round((coordinate + (random.next() - 0.5) * 0.04) * 1e6) / 1e6;
}

function iso(instant: number): string {
  return new Date(instant).toISOString();
}

/** Verifications are spread over this many days before `now`: a third are over 12 months old. */
const VERIFIED_WITHIN_DAYS = 548;
/** A listing created this recently was verified by its creation (as the API's create counts it). */
const NEW_LISTING_DAYS = 31;
/** The verification draws' own seed: they leave the content's random sequence as it was. */
const VERIFICATION_SEED = 0x5eed0023;

/**
 * When organization `id`, created at `createdAt`, was last verified, from a generator of its own
 * (deterministic per id): within the last VERIFIED_WITHIN_DAYS, so that about a third are overdue
 * for the default 12-month review and some come due within the month; a new listing at its
 * creation. A check earlier than the drawn creation makes the listing older: created up to 90
 * days before it.
 */
function verificationDates(id: number, createdAt: number, now: number) {
  if (now - createdAt <= NEW_LISTING_DAYS * DAY) return { createdAt, verifiedAt: createdAt };
  const random = createRandom(VERIFICATION_SEED ^ Math.imul(id, 0x9e3779b1));
  const verifiedAt = now - random.int(VERIFIED_WITHIN_DAYS * DAY);
  return {
    createdAt: Math.min(createdAt, verifiedAt - random.int(90 * DAY)),
    verifiedAt,
  };
}

/** An instant in the year before `now`, for created_at. */
export function pastInstant(random: Random, now: number): string {
  return iso(now - random.int(365 * DAY));
}

function locationRow(
  random: Random,
  location: {
    id: number;
    name: string;
    place: Place;
    organizationId: number;
    isPublished: boolean;
    createdAt: string;
  },
): Row {
  const { place } = location;
  return {
    id: location.id,
    name: location.name,
    address_1: `${random.between(1, 2999)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`,
    address_2: random.chance(0.2)
      ? `${random.pick(UNIT_PREFIXES)} ${random.between(1, 40) * 10}`
      : null,
    city: place.city,
    state: place.state,
    country: place.country,
    zip: postalCode(random, place.stateCode),
    latitude: near(random, place.latitude),
    longitude: near(random, place.longitude),
    country_id: place.countryId,
    state_id: place.stateId,
    city_id: place.cityId,
    organization_id: location.organizationId,
    is_published: location.isPublished,
    created_at: location.createdAt,
    updated_at: location.createdAt,
  };
}

/** Share of organizations given a card and profile image. */
const ORGANIZATION_IMAGE_SHARE = 0.6;

/**
 * Adds `count` organizations, each with its location in the next municipality of
 * `context.places` (round robin from `firstOrdinal`).
 */
export async function addOrganizations(
  context: SeedContext,
  count: number,
  firstOrdinal: number,
): Promise<OrganizationRef[]> {
  const { db, random, places } = context;
  const ids = await reserveIds(db, 'organizations', count);
  const locationIds = await reserveIds(db, 'locations', count);
  const organizations: Row[] = [];
  const locations: Row[] = [];
  const refs: OrganizationRef[] = [];
  for (const [index, id] of ids.entries()) {
    const place = places[(firstOrdinal + index) % places.length] as Place;
    const category = random.pick(context.organizationCategories);
    const kind = random.pick(organizationKinds(category));
    const name = `${random.chance(0.35) ? place.city : random.pick(NAME_PREFIXES)} ${kind}`;
    const domain = `${slug(name)}.ca`;
    const handle = slug(name).replace(/-/g, '');
    const isPublished = random.chance(0.8);
    const dates = verificationDates(id, Date.parse(pastInstant(random, context.now)), context.now);
    const createdAt = iso(dates.createdAt);
    const locationId = locationIds[index] as number;
    organizations.push({
      id,
      name,
      description: `${name} is a ${random.pick(ORGANIZATION_ADJECTIVES)} ${kind.toLowerCase()} in ${place.city}, ${place.state}. ${sentences(random, ORGANIZATION_SENTENCES, 2)}`,
      category_id: category.id,
      website_url: random.chance(0.7) ? `https://www.${domain}` : null,
      twitter_name: random.chance(0.4) ? handle.slice(0, 15) : null,
      facebook_name: random.chance(0.5) ? handle : null,
      instagram_name: random.chance(0.4) ? handle.slice(0, 30) : null,
      linkedin_name: random.chance(0.3) ? slug(name) : null,
      email_address: random.chance(0.6) ? `info@${domain}` : null,
      phone_number: random.chance(0.7) ? phoneNumber(random, place.stateCode) : null,
      card_image_id: null,
      profile_image_id: null,
      is_published: isPublished,
      is_corkboard: random.chance(0.08),
      location_id: locationId,
      ...placeOf(place),
      created_at: createdAt,
      updated_at: createdAt,
      last_verified_at: iso(dates.verifiedAt),
    });
    locations.push(
      locationRow(random, {
        id: locationId,
        name,
        place,
        organizationId: id,
        isPublished,
        createdAt,
      }),
    );
    refs.push({ id, name, place });
  }
  const illustrated = organizations.filter(() => random.chance(ORGANIZATION_IMAGE_SHARE));
  const images = await context.images(illustrated.map((row) => row.name as string));
  for (const [index, row] of illustrated.entries()) {
    row.card_image_id = images[index]?.card ?? null;
    row.profile_image_id = images[index]?.profile ?? null;
  }
  await insertRows(
    db,
    { table: 'organizations', columns: ORGANIZATION_COLUMNS, rows: organizations },
    { table: 'locations', columns: LOCATION_COLUMNS, rows: locations },
  );
  return refs;
}

/** Event start times fall from a year before to eighteen months after REFERENCE_DATE. */
const FIRST_EVENT_DAY = -365;
const LAST_EVENT_DAY = 545;

function eventSchedule(random: Random): { start: number; end: number | null } {
  const day = REFERENCE_DATE - 12 * HOUR + random.between(FIRST_EVENT_DAY, LAST_EVENT_DAY) * DAY;
  const start = day + random.between(13, 23) * HOUR + (random.chance(0.5) ? HOUR / 2 : 0);
  const shape = random.next();
  if (shape < 0.65) return { start, end: start + random.between(2, 5) * HOUR };
  if (shape < 0.8) return { start, end: start + random.between(1, 3) * DAY + 4 * HOUR };
  return { start, end: null };
}

/**
 * Adds `count` events, each with its own location (in its organization's municipality, now
 * and then elsewhere). Hosts are drawn with a skew towards the first organizations, so some
 * have many events (several pages) and some none.
 */
export async function addEvents(
  context: SeedContext,
  count: number,
  organizations: readonly OrganizationRef[],
): Promise<EventRef[]> {
  const { db, random } = context;
  const ids = await reserveIds(db, 'events', count);
  const locationIds = await reserveIds(db, 'locations', count);
  const events: Row[] = [];
  const locations: Row[] = [];
  const refs: EventRef[] = [];
  for (const [index, id] of ids.entries()) {
    const host = organizations[
      Math.floor(random.next() ** 2 * organizations.length)
    ] as OrganizationRef;
    const category = random.pick(context.eventCategories);
    const kind = random.pick(eventKinds(category));
    const { start, end } = eventSchedule(random);
    const titleShape = random.next();
    const title =
      titleShape < 0.2
        ? `${SEASONS[new Date(start).getUTCMonth()]} ${kind}`
        : titleShape < 0.4
          ? `${random.pick(EVENT_PREFIXES)} ${kind}`
          : titleShape < 0.7
            ? `${host.place.city} ${kind}`
            : `${kind} ${new Date(start).getUTCFullYear()}`;
    const place = random.chance(0.8) ? host.place : random.pick(context.places);
    const isPublished = random.chance(0.8);
    const createdAt = iso(Math.min(context.now, start) - random.between(1, 120) * DAY);
    const locationId = locationIds[index] as number;
    const venue = `${place.city} ${random.pick(VENUES)}`;
    events.push({
      id,
      title,
      description: `Join ${host.name} for the ${kind.toLowerCase()} at the ${venue}. ${sentences(random, EVENT_SENTENCES, 2)}`,
      organization_id: host.id,
      location_id: locationId,
      category_id: category.id,
      start_time: iso(start),
      end_time: end === null ? null : iso(end),
      website: random.chance(0.5)
        ? `https://www.${slug(host.name)}.ca/events/${slug(title)}`
        : null,
      buy_ticket_url: random.chance(0.35)
        ? `https://tickets.${slug(host.name)}.ca/${slug(title)}-${id}`
        : null,
      card_image_id: null,
      profile_image_id: null,
      is_published: isPublished,
      ...placeOf(place),
      organization_name: host.name,
      created_at: createdAt,
      updated_at: createdAt,
    });
    locations.push(
      locationRow(random, {
        id: locationId,
        name: venue,
        place,
        organizationId: host.id,
        isPublished,
        createdAt,
      }),
    );
    refs.push({ id, title, organizationId: host.id });
  }
  const images = await context.images(events.map((row) => row.title as string));
  for (const [index, row] of events.entries()) {
    row.card_image_id = images[index]?.card ?? null;
    row.profile_image_id = images[index]?.profile ?? null;
  }
  // Locations first in the statement: events reference them, they reference organizations.
  await insertRows(
    db,
    { table: 'locations', columns: LOCATION_COLUMNS, rows: locations },
    { table: 'events', columns: EVENT_COLUMNS, rows: events },
  );
  return refs;
}

/** Up to `count` distinct organizations other than the event's host. */
function otherOrganizations(
  random: Random,
  organizations: readonly OrganizationRef[],
  hostId: number,
  count: number,
): OrganizationRef[] {
  const chosen = new Map<number, OrganizationRef>();
  for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt++) {
    const candidate = organizations[random.int(organizations.length)] as OrganizationRef;
    if (candidate.id !== hostId) chosen.set(candidate.id, candidate);
  }
  return [...chosen.values()];
}

/**
 * Gives each event zero to two sponsor organizations and zero to three participants (none
 * when no participation role exists).
 */
export async function addSponsorshipsAndParticipants(
  context: SeedContext,
  events: readonly EventRef[],
  organizations: readonly OrganizationRef[],
): Promise<{ sponsorships: number; participants: number }> {
  const { random } = context;
  const sponsorships: Row[] = [];
  const participants: Row[] = [];
  for (const event of events) {
    for (const sponsor of otherOrganizations(
      random,
      organizations,
      event.organizationId,
      random.int(3),
    )) {
      sponsorships.push({ sponsor_id: sponsor.id, event_id: event.id });
    }
    for (const participant of otherOrganizations(
      random,
      organizations,
      event.organizationId,
      context.roleIds.length > 0 ? random.int(4) : 0,
    )) {
      participants.push({
        participant_id: participant.id,
        participant_role_id: random.pick(context.roleIds),
        event_id: event.id,
      });
    }
  }
  await insertRows(context.db, {
    table: 'sponsorships',
    columns: { sponsor_id: 'integer', event_id: 'integer' },
    rows: sponsorships,
  });
  await insertRows(context.db, {
    table: 'event_participants',
    columns: { participant_id: 'integer', participant_role_id: 'integer', event_id: 'integer' },
    rows: participants,
  });
  return { sponsorships: sponsorships.length, participants: participants.length };
}

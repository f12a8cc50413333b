import type { Database, Queryable } from '../db/database';
import { refreshStatistics } from '../db/maintenance';
import { nameSkeleton } from '../db/nameSkeletons';
import { insertRows, type Row, reserveIds, type TableRows } from './bulk';
import {
  addEvents,
  addOrganizations,
  addSponsorshipsAndParticipants,
  type EventRef,
  type OrganizationRef,
  pastInstant,
  type SeedCategory,
  storeSvgFiles,
  uniqueImages,
} from './content';
import { type Place, seedGeography, spreadOrder } from './geography';
import { createRandom, type Random } from './random';
import { categoryIcon, PALETTE, slug } from './svg';
import {
  BLOG_PARAGRAPHS,
  CATEGORIES,
  COMPANY_LINKS,
  GENERAL_BLOG_TITLES,
  PARTICIPATION_ROLES,
  SITE_URL,
  SLIDES,
  SPONSORS,
} from './words';

/** Sizes of the sample content: enough for several pages of 10 in every list. */
export const SAMPLE_SIZES = {
  organizations: 60,
  /** Of the organizations, how many are in SAMPLE_CITY: two pages of its organizations list. */
  torontoOrganizations: 12,
  events: 150,
  blogPosts: 25,
} as const;

/** The municipality whose organizations list has more than one page. */
export const SAMPLE_CITY = { city: 'Toronto', stateCode: 'ON' } as const;

const CONTENT_SEED = 20261101;
/** Serialises first-start seeding when several API instances start on one PostgreSQL server. */
const SEED_LOCK = 7216;

/**
 * Seeds the geography and the sample content, in one transaction, when the database has no
 * country yet (not even a deleted one). Answers whether it seeded.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const seeded = await db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const [existing] = await tx.query<{ seeded: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM countries) AS seeded',
      );
      if (existing?.seeded) return false;
      await seedSampleContent(tx);
      return true;
    },
    { unbounded: true },
  );
  if (seeded) await refreshStatistics(db);
  return seeded;
}

async function seedSampleContent(db: Queryable): Promise<void> {
  const random = createRandom(CONTENT_SEED);
  const now = Date.now();
  const places = spreadOrder(await seedGeography(db));
  const categories = await seedCategories(db);
  const roleIds = await seedRows(
    db,
    'participation_roles',
    { name: 'text', name_skeleton: 'text' },
    PARTICIPATION_ROLES.map((name) => ({ name, name_skeleton: nameSkeleton(name) })),
  );
  const context = {
    db,
    random,
    places,
    organizationCategories: categories.filter((category) => category.is_organization),
    eventCategories: categories.filter((category) => category.is_event),
    roleIds,
    images: uniqueImages(db, random),
    now,
  };
  // Added last: event hosts are drawn with a skew towards the first organizations.
  const organizations = [
    ...(await addOrganizations(
      context,
      SAMPLE_SIZES.organizations - SAMPLE_SIZES.torontoOrganizations,
      0,
    )),
    ...(await addOrganizations(
      { ...context, places: [sampleCity(places, SAMPLE_CITY)] },
      SAMPLE_SIZES.torontoOrganizations,
      0,
    )),
  ];
  const events = await addEvents(context, SAMPLE_SIZES.events, organizations);
  await addSponsorshipsAndParticipants(context, events, organizations);
  await seedBlogPosts(db, random, now, organizations, events);
  await seedRows(
    db,
    'slides',
    {
      head_title: 'text',
      title: 'text',
      subtitle: 'text',
      button1_content: 'text',
      button1_url: 'text',
      button2_content: 'text',
      button2_url: 'text',
      image_url: 'text',
    },
    SLIDES.map(({ path, ...texts }) => ({
      ...texts,
      button1_url: `${SITE_URL}/${path}`,
      button2_url: `${SITE_URL}/${path}/more`,
      image_url: `${SITE_URL}/images/slides/${path}.jpg`,
    })),
  );
  await seedRows(
    db,
    'sponsors',
    { name: 'text', image_url: 'text', sponsor_url: 'text', sponsor_type: 'text' },
    SPONSORS.map((sponsor) => ({
      ...sponsor,
      image_url: `${SITE_URL}/images/sponsors/${slug(sponsor.name)}.png`,
      sponsor_url: `${SITE_URL}/sponsors/${slug(sponsor.name)}`,
    })),
  );
  await seedRows(db, 'company_links', { name: 'text', url: 'text' }, [...COMPANY_LINKS]);
}

function sampleCity(places: readonly Place[], wanted: typeof SAMPLE_CITY): Place {
  const place = places.find(
    (candidate) => candidate.city === wanted.city && candidate.stateCode === wanted.stateCode,
  );
  if (!place) throw new Error(`The geography has no ${wanted.city}, ${wanted.stateCode}`);
  return place;
}

/** Inserts rows with reserved ids and answers those ids, in order. */
async function seedRows(
  db: Queryable,
  table: string,
  columns: TableRows['columns'],
  rows: readonly Row[],
): Promise<number[]> {
  const ids = await reserveIds(db, table, rows.length);
  await insertRows(db, {
    table,
    columns: { id: 'integer', ...columns },
    rows: rows.map((row, index) => ({ id: ids[index] as number, ...row })),
  });
  return ids;
}

async function seedCategories(
  db: Queryable,
): Promise<(SeedCategory & { is_event: boolean; is_organization: boolean })[]> {
  const iconIds = await storeSvgFiles(
    db,
    CATEGORIES.map((category, index) =>
      categoryIcon(category.name, PALETTE[index % PALETTE.length] as string),
    ),
  );
  const rows = CATEGORIES.map((category, index) => ({
    name: category.name,
    name_skeleton: nameSkeleton(category.name),
    is_event: category.is_event,
    is_organization: category.is_organization,
    icon_file_id: iconIds[index] as number,
  }));
  const ids = await seedRows(
    db,
    'categories',
    {
      name: 'text',
      name_skeleton: 'text',
      is_event: 'boolean',
      is_organization: 'boolean',
      icon_file_id: 'integer',
    },
    rows,
  );
  return rows.map((row, index) => ({ ...row, id: ids[index] as number }));
}

async function seedBlogPosts(
  db: Queryable,
  random: Random,
  now: number,
  organizations: readonly OrganizationRef[],
  events: readonly EventRef[],
): Promise<void> {
  const posts: Row[] = [];
  for (let index = 0; index < SAMPLE_SIZES.blogPosts; index++) {
    const subject = index % 3;
    const createdAt = pastInstant(random, now);
    const body = random.sample(BLOG_PARAGRAPHS, random.between(2, 4)).join('\n\n');
    const post = {
      body,
      is_published: random.chance(0.75),
      created_at: createdAt,
      updated_at: createdAt,
    };
    if (subject === 0) {
      const event = random.pick(events);
      posts.push({
        ...post,
        title: `${random.pick(['Highlights from', 'Coming up:', 'Behind the scenes at'])} ${event.title}`,
        event_id: event.id,
        organization_id: event.organizationId,
      });
    } else if (subject === 1) {
      const organization = random.pick(organizations);
      posts.push({
        ...post,
        title: `${random.pick(['Meet', 'Volunteer spotlight:', 'Ten years of'])} ${organization.name}`,
        event_id: null,
        organization_id: organization.id,
      });
    } else {
      posts.push({
        ...post,
        title: GENERAL_BLOG_TITLES[Math.floor(index / 3) % GENERAL_BLOG_TITLES.length] as string,
        event_id: null,
        organization_id: null,
      });
    }
  }
  await seedRows(
    db,
    'blog_posts',
    {
      title: 'text',
      body: 'text',
      is_published: 'boolean',
      event_id: 'integer',
      organization_id: 'integer',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    posts,
  );
}

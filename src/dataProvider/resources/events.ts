import type { EventWithLocationInput } from '../../../shared/schemas/event';
import { parentId } from '../query';
import { schemaFields } from '../schemaFields';
import type { Locator, ResourceEntry, Transform, Values, WriteSpec } from '../types';
import { ADDRESS_FIELDS } from './locations';
import { recordPath } from './paths';

/** The status choices of the event lists; "All" is sent as '0' (spec 001, section 7). */
export const EVENT_STATUSES = ['All', 'Published', 'Unpublished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const statusQuery = (status: unknown) =>
  status === 'Published' || status === 'Unpublished' ? status : '0';

const IMAGE_FIELDS = ['card_image', 'profile_image'] as const;

/** An event with its location's address and token: one request saves both. */
const EVENT_FIELDS = schemaFields<EventWithLocationInput>()([
  'category_id',
  'title',
  'description',
  'start_time',
  'end_time',
  'website',
  'buy_ticket_url',
  'is_published',
  'organization_id',
  ...ADDRESS_FIELDS,
  'location_updated_at',
]);

const asMap = (value: unknown): Record<string, Values> =>
  value !== null && typeof value === 'object' ? (value as Record<string, Values>) : {};

const entryOf = (map: unknown, id: unknown): Values | null =>
  id === null || id === undefined ? null : (asMap(map)[String(id)] ?? null);

const urlOf = (image: Values | null) => (typeof image?.url === 'string' ? image.url : null);

/**
 * An event of a list with the answer's maps joined in: its location (and city), organization,
 * category, image URLs and the users who created and updated it. One request per list page.
 */
const joinListMaps: Transform = (event, body) => {
  const location = entryOf(body.locations, event.location_id);
  return {
    ...event,
    id: event.id as number,
    location,
    city: location?.city ?? null,
    organization: entryOf(body.organizations, event.organization_id),
    category: entryOf(body.categories, event.category_id),
    card_image: urlOf(entryOf(body.images, event.card_image_id)),
    profile_image: urlOf(entryOf(body.images, event.profile_image_id)),
    created_by_user: entryOf(body.users, event.created_by),
    updated_by_user: entryOf(body.users, event.updated_by),
  };
};

/** One event with its location, image URLs (card, profile) and users. */
const joinDetail: Transform = (event, body) => {
  const images = asMap(body.images);
  return {
    ...event,
    id: event.id as number,
    location: (body.location as Values | null | undefined) ?? event.location ?? null,
    card_image: urlOf(images.card ?? null) ?? (event.card_image as string | null) ?? null,
    profile_image: urlOf(images.profile ?? null) ?? (event.profile_image as string | null) ?? null,
    created_by_user: entryOf(body.users, event.created_by),
    updated_by_user: entryOf(body.users, event.updated_by),
  };
};

/** The saved event with the location saved with it, as getOne gives them. */
const eventWithLocation: Locator = ({ event, location }) =>
  event !== null && typeof event === 'object' ? { ...event, location } : undefined;

const write = (path: WriteSpec['path']): WriteSpec => ({
  path,
  body: { type: 'multipart', files: IMAGE_FIELDS },
  fields: [...EVENT_FIELDS, ...IMAGE_FIELDS],
  record: eventWithLocation,
});

/**
 * Events under /admin/event. The status comes from meta (the unpublished list's fixed one);
 * title and city searches go to the server together, so they hold on every page.
 */
export const events: ResourceEntry = {
  list: {
    mode: 'server',
    path: ({ meta }) => `/admin/event?status=${encodeURIComponent(statusQuery(meta.status))}`,
    records: 'events',
    perPageParam: 'per_page',
    filters: { q: 'title', city: 'city' },
    transform: joinListMaps,
  },
  getOne: { path: recordPath('/admin/event'), record: 'event', transform: joinDetail },
  create: write('/admin/event/with-location'),
  update: write((context) => `${recordPath('/admin/event')(context)}/with-location`),
  delete: { path: recordPath('/admin/event'), record: 'event' },
};

/**
 * An organization's events (meta.organizationId); meta.archive asks for the ended ones only
 * (`is_archive=true`). Deleting one is deleting the event.
 */
export const organizationEvents: ResourceEntry = {
  list: {
    mode: 'server',
    path: (context) => {
      const base = `/admin/organization/${parentId(context, 'organizationId')}/events`;
      return context.meta.archive ? `${base}?is_archive=true` : base;
    },
    records: 'events',
    transform: joinListMaps,
  },
  delete: events.delete,
};

import { events as declaration } from '../../../shared/resources/events';
import { parentId } from '../query';
import { recordEntry } from '../recordEntry';
import type { Locator, ResourceEntry, Transform, Values, WriteSpec } from '../types';

/** The status choices of the event lists; "All" is sent as '0' (spec 001, section 7). */
export const EVENT_STATUSES = ['All', 'Published', 'Unpublished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const statusQuery = (status: unknown) =>
  status === 'Published' || status === 'Unpublished' ? status : '0';

const asMap = (value: unknown): Record<string, Values> =>
  value !== null && typeof value === 'object' ? (value as Record<string, Values>) : {};

const entryOf = (map: unknown, id: unknown): Values | null =>
  id === null || id === undefined ? null : (asMap(map)[String(id)] ?? null);

const urlOf = (image: Values | null) => (typeof image?.url === 'string' ? image.url : null);

/**
 * An event of a list (with its organization's and municipality's names) with the answer's maps
 * joined in: its location, organization, category, image URLs and the users who created and
 * updated it. One request per list page.
 */
const joinListMaps: Transform = (event, body) => {
  return {
    ...event,
    id: event.id as number,
    location: entryOf(body.locations, event.location_id),
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

const declared = recordEntry(declaration);
const withLocation = (write: WriteSpec | undefined): WriteSpec | undefined =>
  write && { ...write, record: eventWithLocation };

/**
 * The events, as declared, with the list the server pages, each event joined with its maps, and
 * the saved event answered with its location. The status comes from meta (the unpublished
 * list's fixed one); title and city searches go to the server together, so they hold on every
 * page.
 */
export const events: ResourceEntry = {
  ...declared,
  list: {
    mode: 'server',
    path: ({ meta }) => `/admin/event?status=${encodeURIComponent(statusQuery(meta.status))}`,
    records: declaration.api.listKey,
    perPageParam: 'per_page',
    filters: { q: 'title', city: 'city' },
    sort: { columns: declaration.list.sortable },
    transform: joinListMaps,
  },
  getOne: declared.getOne && { ...declared.getOne, transform: joinDetail },
  create: withLocation(declared.create),
  update: withLocation(declared.update),
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
    records: declaration.api.listKey,
    sort: { columns: declaration.list.sortable },
    transform: joinListMaps,
  },
  bulk: events.bulk,
  delete: events.delete,
};

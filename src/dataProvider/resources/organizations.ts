import type { OrganizationWithLocationInput } from '../../../shared/schemas/organization';
import { letterParam } from '../query';
import { schemaFields } from '../schemaFields';
import type { ResourceEntry, WriteSpec } from '../types';
import { ADDRESS_FIELDS } from './locations';
import { recordPath } from './paths';

/** The status filter's choices; the main list's "All" is sent as '0' (spec 001, section 7). */
export const ORGANIZATION_STATUSES = ['All', 'Published', 'Unpublished'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** The organization list's filter of the dashboard's New Organizations: created within so many days. */
export const CREATED_WITHIN_FILTER = 'created_within_days';

/**
 * The organization list showing only those created within `days`: the filter is in the URL
 * (react-admin's `filter` parameter), so the link, reload and Back keep it.
 */
export const organizationsCreatedWithin = (days: number) =>
  `/organizations?filter=${encodeURIComponent(JSON.stringify({ [CREATED_WITHIN_FILTER]: days }))}`;

const statusQuery = (status: unknown) =>
  status === 'Published' || status === 'Unpublished' ? status : '0';

const IMAGE_FIELDS = ['card_image', 'profile_image'] as const;

/** An organization with its location's address and token: one request saves both. */
const ORGANIZATION_FIELDS = schemaFields<OrganizationWithLocationInput>()([
  'name',
  'description',
  'category_id',
  'website_url',
  'twitter_name',
  'facebook_name',
  'instagram_name',
  'linkedin_name',
  'email_address',
  'phone_number',
  'is_published',
  'is_corkboard',
  ...ADDRESS_FIELDS,
  'location_updated_at',
]);

const write = (path: WriteSpec['path']): WriteSpec => ({
  path,
  body: { type: 'multipart', files: IMAGE_FIELDS },
  fields: [...ORGANIZATION_FIELDS, ...IMAGE_FIELDS],
  record: 'organization',
});

/**
 * Organizations under /admin/organization. The list's status comes from meta (the main list's
 * status choice, or the unpublished list's fixed one), not from the filters, so that the
 * letter filter, which replaces the filters, keeps it; name and city searches both go to
 * the server, so they hold together on every page.
 */
export const organizations: ResourceEntry = {
  list: {
    mode: 'server',
    path: ({ meta }) =>
      `/admin/organization?status=${encodeURIComponent(statusQuery(meta.status))}`,
    records: 'organizations',
    query: { corkboard: 'All' },
    perPageParam: 'max_organizations',
    filters: {
      q: 'name',
      city: 'city',
      letter: letterParam('name_start'),
      [CREATED_WITHIN_FILTER]: 'created_within_days',
    },
  },
  getOne: { path: recordPath('/admin/organization'), record: 'organization' },
  create: write('/admin/organization/with-location'),
  update: write((context) => `${recordPath('/admin/organization')(context)}/with-location`),
  delete: {
    path: recordPath('/admin/organization'),
    record: 'organization',
    refusedWhileUsed: true,
  },
};

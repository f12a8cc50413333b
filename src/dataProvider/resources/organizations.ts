import { organizations as declaration } from '../../../shared/resources/organizations';
import { letterParam } from '../query';
import { recordEntry } from '../recordEntry';
import type { ResourceEntry } from '../types';

/** The status filter's choices; the main list's "All" is sent as '0' (spec 001, section 7). */
export const ORGANIZATION_STATUSES = ['All', 'Published', 'Unpublished'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** The main list's status choice, a filter (in the URL) that a letter keeps. */
export const STATUS_FILTER = 'status';

/** The organization list's review filter: overdue, due soon or current (REVIEW_STATES). */
export const REVIEW_FILTER = 'review';

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

/**
 * The organizations, as declared, with the list the server pages. Its status is the unpublished
 * list's fixed one (meta), else the main list's choice (the `status` filter); name and city
 * searches both go to the server, so they hold together on every page.
 */
export const organizations: ResourceEntry = {
  ...recordEntry(declaration),
  list: {
    mode: 'server',
    path: ({ meta, filter }) =>
      `/admin/organization?status=${encodeURIComponent(statusQuery(meta.status ?? filter[STATUS_FILTER]))}`,
    records: declaration.api.listKey,
    query: { corkboard: 'All' },
    perPageParam: 'max_organizations',
    filters: {
      q: 'name',
      city: 'city',
      letter: letterParam('name_start'),
      [CREATED_WITHIN_FILTER]: 'created_within_days',
      [REVIEW_FILTER]: 'review',
    },
    sort: { columns: declaration.list.sortable },
  },
};

import autocannon from 'autocannon';
import type { Fixtures } from './fixtures';

/**
 * Every kind of list the console shows (its searches, sorts and filters), the history and the
 * trash, with search terms the seed's names contain and that fill a page at every size (Toronto
 * holds sample events; Ottawa has three at 1,000 organizations), so that each size answers as
 * many rows.
 */
export interface Endpoint {
  name: string;
  path: (fixtures: Fixtures) => string;
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'organizations, first page', path: () => '/api/admin/organization' },
  { name: 'organizations by name', path: () => '/api/admin/organization?name=libr' },
  { name: 'organizations by city', path: () => '/api/admin/organization?city=toron' },
  { name: 'organizations by letter', path: () => '/api/admin/organization?name_start=m' },
  { name: 'organizations by status', path: () => '/api/admin/organization?status=Unpublished' },
  {
    name: 'organizations sorted by id, descending, page 3',
    path: () => '/api/admin/organization?sort=id&order=desc&page_num=3',
  },
  {
    name: 'organizations sorted by status',
    path: () => '/api/admin/organization?sort=is_published&order=asc',
  },
  {
    name: 'organizations sorted by city, page 5',
    path: () => '/api/admin/organization?sort=city&order=desc&page_num=5',
  },
  {
    name: 'organization-v2 of a city by name',
    path: (f) => `/api/admin/organization-v2?city=${f.cityId}&sort_by_name=ASC`,
  },
  {
    name: 'organization-v2 of a city by id',
    path: (f) => `/api/admin/organization-v2?city=${f.cityId}&sort_by_id=DESC`,
  },
  {
    name: 'organization-v2 of a province by name',
    path: (f) => `/api/admin/organization-v2?state=${f.stateId}&sort_by_name=ASC`,
  },
  { name: 'events, first page', path: () => '/api/admin/event' },
  { name: 'events by title', path: () => '/api/admin/event?title=fair' },
  { name: 'events by city', path: () => '/api/admin/event?city=toron' },
  { name: 'events by status', path: () => '/api/admin/event?status=Unpublished' },
  {
    name: 'events sorted by organization, page 5',
    path: () => '/api/admin/event?sort=organization_name&order=asc&page_num=5',
  },
  { name: 'events sorted by city', path: () => '/api/admin/event?sort=city&order=desc' },
  { name: 'events sorted by title', path: () => '/api/admin/event?sort=title&order=asc' },
  { name: 'events, oldest first', path: () => '/api/admin/event?sort=start_time&order=asc' },
  { name: 'locations, page 10', path: () => '/api/admin/location?page_num=10&per_page=50' },
  {
    name: "an organization's locations",
    path: (f) => `/api/admin/organization/${f.organizationId}/locations`,
  },
  {
    name: "an event's sponsors",
    path: (f) => `/api/admin/event/${f.eventId}/sponsorships`,
  },
  {
    name: "an event's participants",
    path: (f) => `/api/admin/event/${f.eventId}/event-participants`,
  },
  { name: 'participant roles', path: () => '/api/admin/participation-role' },
  { name: 'blog posts, by title', path: () => '/api/blog?sort=title&order=asc' },
  { name: 'sponsors catalogue', path: () => '/api/sponsor' },
  { name: 'categories', path: () => '/api/admin/category' },
  { name: 'administrators', path: () => '/api/admin/administrators' },
  {
    name: "an organization's events",
    path: (f) => `/api/admin/organization/${f.organizationId}/events`,
  },
  {
    name: "an organization's archive",
    path: (f) => `/api/admin/organization/${f.organizationId}/events?is_archive=true`,
  },
  { name: 'dashboard charts', path: () => '/api/admin/dashboard/charts' },
  { name: 'review queue, first page', path: () => '/api/admin/review-queue' },
  { name: 'review queue, page 5', path: () => '/api/admin/review-queue?page_num=5' },
  {
    name: 'review queue of a province',
    path: (f) => `/api/admin/review-queue?state_id=${f.stateId}`,
  },
  {
    name: 'review queue of a municipality',
    path: (f) => `/api/admin/review-queue?city_id=${f.cityId}`,
  },
  { name: 'review queue, overdue', path: () => '/api/admin/review-queue?finding=overdue' },
  { name: 'review queue, due soon', path: () => '/api/admin/review-queue?finding=due_soon' },
  { name: 'review queue, no contact', path: () => '/api/admin/review-queue?finding=no_contact' },
  { name: 'review queue, old events', path: () => '/api/admin/review-queue?finding=old_events' },
  {
    name: 'review queue, long unpublished',
    path: () => '/api/admin/review-queue?finding=long_unpublished',
  },
  {
    name: "review queue: an organization's findings",
    path: (f) => `/api/admin/organization/${f.organizationId}/findings`,
  },
  {
    name: 'duplicate check: a name in a municipality',
    path: (f) =>
      `/api/admin/organization/duplicates?name=Toronto%20Food%20Bank&city_id=${f.cityId}`,
  },
  {
    name: 'duplicate check: name, phone, e-mail and website',
    path: (f) =>
      `/api/admin/organization/duplicates?name=Maple%20Arts%20Council&city_id=${f.cityId}&phone_number=416-555-0107&email_address=info@maple-arts-council.ca&website_url=https://www.maple-arts-council.ca&exclude_id=${f.organizationId}`,
  },
  { name: 'duplicate pairs, first page', path: () => '/api/admin/duplicate-pairs' },
  {
    name: 'duplicate pairs, page 20',
    path: () => '/api/admin/duplicate-pairs?page_num=20&max_pairs=25',
  },
  {
    name: 'duplicate pairs of a province',
    path: (f) => `/api/admin/duplicate-pairs?state_id=${f.stateId}`,
  },
  { name: 'history, first page', path: () => '/api/admin/history' },
  {
    name: "an organization's history",
    path: (f) => `/api/admin/history?resource=organizations&record_id=${f.organizationId}`,
  },
  {
    name: 'history of creates, page 20',
    path: () => '/api/admin/history?action=create&page_num=20',
  },
  { name: 'trash', path: () => '/api/admin/trash' },
  { name: 'countries', path: () => '/api/admin/country' },
  { name: 'countries by name', path: () => '/api/admin/country?country=can' },
  { name: 'provinces', path: (f) => `/api/admin/country/${f.countryId}/states` },
  { name: 'provinces by name', path: (f) => `/api/admin/country/${f.countryId}/states?state=on` },
  { name: 'municipalities', path: (f) => `/api/admin/state/${f.stateId}/cities` },
  {
    name: 'municipalities by name',
    path: (f) => `/api/admin/state/${f.stateId}/cities?city=tor`,
  },
  {
    name: 'municipalities by letter',
    path: (f) => `/api/admin/state/${f.stateId}/cities?city_start=t`,
  },
  {
    name: 'municipality picker search',
    path: (f) => `/api/admin/lookup/cities?state_id=${f.stateId}&q=to`,
  },
];

export interface LoadOptions {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
}

export interface Latency {
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx and connection errors (timeouts included): any makes the figure suspect. */
  failures: number;
}

const load = (url: string, authorization: string, connections: number, seconds: number) =>
  autocannon({ url, connections, duration: seconds, headers: { authorization } });

/** Requests that are not counted: the server's caches, the database's pages and the JIT warm up. */
export async function warmUp(url: string, authorization: string, options: LoadOptions) {
  await load(url, authorization, options.connections, options.warmUpSeconds);
}

/** p50 and p99 of `url` under a few concurrent connections. */
export async function measureLatency(
  url: string,
  authorization: string,
  options: LoadOptions,
): Promise<Latency> {
  const result = await load(url, authorization, options.connections, options.seconds);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

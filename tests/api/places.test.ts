import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, LOCATIONS, ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, type City, patched } from './support/places';
import type { ApiRecord } from './support/resource';

/*
 * An organization's and an event's municipality and province (and an event's organization name)
 * as the lists show, filter and sort them: they follow the location, the municipality and the
 * organization as those change.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;
const MARKER = 'Placed';

type OrganizationList = { data: { organizations: ApiRecord[]; total_items: number } };
type EventList = { data: { events: ApiRecord[] } };

/** Organizations by municipality: Toronto, Ottawa and Montréal, each with an event there. */
const organizations: Record<City, ApiRecord> = {} as never;
const locations: Record<City, ApiRecord> = {} as never;
const events: Record<City, ApiRecord> = {} as never;

beforeAll(async () => {
  const hosts = { toronto: 'Beta Hall', ottawa: 'Gamma Club', montreal: 'alpha Society' };
  for (const city of ['toronto', 'ottawa', 'montreal'] as const) {
    const organization = await records.organization(`${MARKER} ${hosts[city]}`);
    const location = await records.location(organization.id, city);
    organizations[city] = await patched(
      api,
      `${ORGANIZATIONS}/${organization.id}`,
      'organization',
      {
        location_id: location.id,
      },
    );
    locations[city] = location;
    events[city] = await records.event(organization.id, {
      title: `${MARKER} show in ${city}`,
      location_id: String(location.id),
    });
  }
});

const organizationRows = async (query: string) => {
  const answer = await api.get<OrganizationList>(`${ORGANIZATIONS}?name=${MARKER}&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.organizations;
};
const eventRows = async (query: string) => {
  const answer = await api.get<EventList>(`${EVENTS}?status=All&title=${MARKER}&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.events;
};
const inCity = async (scope: string) => {
  const answer = await api.get<OrganizationList>(
    `/api/admin/organization-v2?${scope}&name=${MARKER}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.organizations.map((row) => row.id);
};

describe('lists by municipality and organization', () => {
  it('sort organizations by municipality, ignoring case, either way', async () => {
    const ascending = await organizationRows('sort=city&order=asc');
    expect(ascending.map((row) => row.city)).toEqual(['Montréal', 'Ottawa', 'Toronto']);
    const descending = await organizationRows('sort=city&order=desc');
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
  });

  it('sort events by municipality and by organization, and answer both on each row', async () => {
    const byCity = await eventRows('sort=city&order=asc');
    expect(byCity.map((row) => row.city)).toEqual(['Montréal', 'Ottawa', 'Toronto']);
    expect(byCity[0]).toMatchObject({ organization_name: `${MARKER} alpha Society` });
    const byOrganization = await eventRows('sort=organization_name&order=desc');
    expect(byOrganization.map((row) => row.organization_name)).toEqual([
      `${MARKER} Gamma Club`,
      `${MARKER} Beta Hall`,
      `${MARKER} alpha Society`,
    ]);
  });

  it('page a search by municipality name across every municipality it matches, in the list order', async () => {
    // "o" is in Toronto, Ottawa and Montréal: each page is read from each one's first rows.
    for (const order of ['', '&sort=city&order=desc', '&sort=id&order=asc']) {
      const whole = await organizationRows(`city=o${order}`);
      expect(whole).toHaveLength(3);
      const paged = [];
      for (const page of [1, 2, 3]) {
        paged.push(...(await organizationRows(`city=o${order}&page_num=${page}&per_page=1`)));
      }
      expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    }
    const events = await eventRows('city=o&sort=title&order=asc');
    const pagedEvents = [];
    for (const page of [1, 2, 3]) {
      pagedEvents.push(
        ...(await eventRows(`city=o&sort=title&order=asc&page_num=${page}&per_page=1`)),
      );
    }
    expect(pagedEvents.map((row) => row.id)).toEqual(events.map((row) => row.id));
    expect(events.map((row) => row.title)).toEqual([
      `${MARKER} show in montreal`,
      `${MARKER} show in ottawa`,
      `${MARKER} show in toronto`,
    ]);
    expect((await eventRows('city=toron')).map((row) => row.id)).toEqual([events[2]?.id]);
  });

  it('follow a renamed municipality', async () => {
    await patched(api, `/api/admin/city/${places.ottawa}`, 'city', {
      city: 'Bytown',
      is_published: '1',
    });
    const organizationsByCity = await organizationRows('sort=city&order=asc');
    expect(organizationsByCity.map((row) => row.city)).toEqual(['Bytown', 'Montréal', 'Toronto']);
    const eventsByCity = await eventRows('sort=city&order=asc');
    expect(eventsByCity.map((row) => row.city)).toEqual(['Bytown', 'Montréal', 'Toronto']);
  });

  it('follow a location moved to another municipality and province', async () => {
    const toronto = organizations.toronto.id;
    expect(await inCity(`city=${places.toronto}`)).toEqual([toronto]);
    await patched(api, `${LOCATIONS}/${locations.toronto.id}`, 'location', {
      ...addressIn(places, 'montreal'),
    });
    expect(await inCity(`city=${places.toronto}`)).toEqual([]);
    expect(await inCity(`city=${places.montreal}&sort_by_id=ASC`)).toEqual(
      [organizations.montreal.id, toronto].sort((a, b) => a - b),
    );
    expect(await inCity(`state=${places.quebec}&sort_by_id=ASC`)).toEqual(
      [organizations.montreal.id, toronto].sort((a, b) => a - b),
    );
    const [moved] = await eventRows(`sort=id&order=asc`);
    expect(moved).toMatchObject({ id: events.toronto.id, city: 'Montréal' });
  });

  it('follow a renamed organization on its events', async () => {
    const ottawa = organizations.ottawa.id;
    await patched(api, `${ORGANIZATIONS}/${ottawa}`, 'organization', {
      name: `${MARKER} aardvark Guild`,
    });
    const byOrganization = await eventRows('sort=organization_name&order=asc');
    expect(byOrganization.map((row) => row.id)[0]).toBe(events.ottawa.id);
    expect(byOrganization[0]).toMatchObject({ organization_name: `${MARKER} aardvark Guild` });
  });

  it('drop the place of rows whose location is deleted', async () => {
    const montreal = organizations.montreal.id;
    expect((await api.delete(`${EVENTS}/${events.montreal.id}`)).status).toBe(200);
    const answer = await api.delete(`${LOCATIONS}/${locations.montreal.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await inCity(`city=${places.montreal}`)).toEqual([organizations.toronto.id]);
    const rows = await organizationRows('sort=id&order=asc');
    expect(rows.find((row) => row.id === montreal)).toMatchObject({ city: null });
  });
});

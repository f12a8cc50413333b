import { HttpResponse, http } from 'msw';
import { api, server } from '../support/server';

interface Region {
  id: number;
  name: string;
  parent?: number;
}

const countries: Region[] = [
  { id: 1, name: 'Canada' },
  { id: 2, name: 'Chile' },
];
const states: Region[] = [
  { id: 9, name: 'Ontario', parent: 1 },
  { id: 10, name: 'Quebec', parent: 1 },
  { id: 30, name: 'Santiago Metropolitan', parent: 2 },
];
const cities: Region[] = [
  { id: 976, name: 'Toronto', parent: 9 },
  { id: 977, name: 'Ottawa', parent: 9 },
  { id: 1200, name: 'Montréal', parent: 10 },
];

/** Toronto's regions, named and with their ids, as the lookups know them. */
export const torontoRegions = {
  country: 'Canada',
  country_id: 1,
  state: 'Ontario',
  state_id: 9,
  city: 'Toronto',
  city_id: 976,
};

/**
 * Answers the region lookups as docs/api.md describes them: typed-letter lists (names
 * starting with q, ignoring case, under the parent), exact names (trimmed, ignoring case)
 * and regions by id; records each list and exact-name request.
 */
export function serveRegionLookups() {
  const requests: URL[] = [];
  const list = (key: string, rows: Region[], parentParam?: string) =>
    http.get(api(`/admin/lookup/${key}`), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const parent = parentParam ? Number(url.searchParams.get(parentParam)) : undefined;
      const found = rows
        .filter((row) => parent === undefined || row.parent === parent)
        .filter((row) => row.name.toLowerCase().startsWith(q))
        .map(({ id, name }) => ({ id, name }));
      return HttpResponse.json({ data: { [key]: found } });
    });
  const byId = (path: string, key: string, rows: Region[], answer: (row: Region) => object) =>
    http.get(api(`${path}/:id`), ({ params }) => {
      const row = rows.find((r) => r.id === Number(params.id));
      return row
        ? HttpResponse.json({ data: { [key]: answer(row) } })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    });
  const exact = (key: string, rows: Region[], parentParam?: string) =>
    http.get(api(`/admin/lookup/${key}`), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const name = (url.searchParams.get('name') ?? '').trim().toLowerCase();
      const parent = parentParam ? Number(url.searchParams.get(parentParam)) : undefined;
      const found = rows.find(
        (row) => (parent === undefined || row.parent === parent) && row.name.toLowerCase() === name,
      );
      return HttpResponse.json({
        data: { [key]: found ? { id: found.id, name: found.name } : null },
      });
    });
  server.use(
    exact('country', countries),
    exact('state', states, 'country_id'),
    exact('city', cities, 'state_id'),
    list('countries', countries),
    list('states', states, 'country_id'),
    list('cities', cities, 'state_id'),
    byId('/admin/country', 'country', countries, (row) => ({ id: row.id, country: row.name })),
    byId('/admin/lookup/state', 'state', states, (row) => ({ ...row, country_id: row.parent })),
    byId('/admin/lookup/city', 'city', cities, (row) => ({ ...row, state_id: row.parent })),
  );
  return requests;
}

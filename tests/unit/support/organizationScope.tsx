import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { routedResourceRoutes } from '../../../src/resources';
import { torontoAddress } from '../../support/addresses';
import { fakeDataProvider } from '../custom/fakeDataProvider';
import { renderRoutes } from '../custom/routesHarness';
import { preloadRoutes } from './preloadViews';
import { route } from './server';

beforeAll(() => preloadRoutes(routedResourceRoutes));

/** The organization's place in Toronto, published. */
export const harbourPlace = {
  id: 40,
  name: 'Harbour Arts',
  ...torontoAddress,
  address_2: null,
  country_id: 1,
  state_id: 9,
  city_id: 976,
  organization_id: 7,
  is_published: true,
  updated_at: 'l0',
};

/** Canada > Ontario > Toronto, as the geography lists and the region lookups have it. */
export const torontoTables = {
  countries: [{ id: 1, country: 'Canada' }],
  states: [{ id: 9, state: 'Ontario' }],
  cities: [{ id: 976, city: 'Toronto' }],
  'lookup-countries': [{ id: 1, name: 'Canada' }],
  'lookup-states': [{ id: 9, name: 'Ontario' }],
  'lookup-cities': [{ id: 976, name: 'Toronto' }],
};

/** Toronto's geography path. */
export const TORONTO = '/country/1/state/9/municipality/976';

type Tables = Parameters<typeof fakeDataProvider>[0];
export type FakeProvider = ReturnType<typeof fakeDataProvider>;

/** Opens the organization routes at `path` over `tables`; `prepare` may change the fake first. */
export function openOrganizationRoutes(
  tables: Tables,
  path: string,
  prepare?: (fake: FakeProvider) => void,
) {
  const fake = fakeDataProvider(tables);
  prepare?.(fake);
  const rendered = renderRoutes(routedResourceRoutes, { dataProvider: fake.dataProvider, path });
  return { ...fake, ...rendered };
}

export type OpenedRoutes = ReturnType<typeof openOrganizationRoutes>;

/** The create, update or delete calls the screens made, as [method, resource, params]. */
export const callsOf = (fake: OpenedRoutes, method: 'create' | 'update' | 'delete') =>
  (fake.provider[method].mock.calls as unknown as [string, Record<string, unknown>][]).map(
    ([resource, params]) => [method, resource, params] as const,
  );

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
export const bodyRows = () => screen.getAllByRole('row').slice(1);

/** No maps key in each test: the place search stays off and the address is typed by hand. */
export function withoutMapsKey() {
  beforeEach(() => {
    route('get', '/admin/auth/config', { data: { local_sign_in: true, maps_api_key: null } });
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });
}

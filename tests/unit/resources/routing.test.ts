import { describe, expect, it } from 'vitest';
import { routedResourceRoutes, routedResources } from '../../../src/resources';
import { pathsUnder, pathTo } from '../../../src/resources/paths';

const MUNICIPALITY = '/country/:countryId/state/:stateId/municipality/:municipalityId';

/** The spec's screens of an organization, its locations and its events, each also scoped. */
const ORGANIZATION_SCREENS = [
  '/organization/new',
  '/organization/:organizationId',
  '/organization/:organizationId/edit',
  '/organization/:organizationId/locations',
  '/organization/:organizationId/location/new',
  '/organization/:organizationId/location/:locationId',
  '/organization/:organizationId/location/:locationId/edit',
  '/organization/:organizationId/events',
  '/organization/:organizationId/event/new',
  '/organization/:organizationId/event/:eventId',
  '/organization/:organizationId/event/:eventId/edit',
  '/organization/:organizationId/archive',
  '/organization/:organizationId/event/:eventId/sponsors',
  '/organization/:organizationId/event/:eventId/sponsor/new',
  '/organization/:organizationId/event/:eventId/sponsor/:sponsorId',
  '/organization/:organizationId/event/:eventId/participants',
  '/organization/:organizationId/event/:eventId/participant/new',
  '/organization/:organizationId/event/:eventId/participant/:participantId',
  '/organization/:organizationId/event/:eventId/participant/roles',
  '/organization/:organizationId/event/:eventId/participant/role/new',
  '/organization/:organizationId/event/:eventId/participant/role/:roleId',
];

describe('the routed resources', () => {
  it("serve exactly the spec's screens, from their parent chains", () => {
    expect(routedResourceRoutes.map(({ path }) => path).sort()).toEqual(
      [
        '/countries',
        '/country/new',
        '/country/:countryId/edit',
        '/country/:countryId/states',
        '/country/:countryId/state/new',
        '/country/:countryId/state/:stateId/edit',
        '/country/:countryId/state/:stateId/municipalities',
        '/country/:countryId/state/:stateId/municipality/new',
        MUNICIPALITY,
        `${MUNICIPALITY}/edit`,
        '/organizations',
        '/unpublished/organizations',
        '/organizations/import',
        '/organizations/:organizationId/merge/:otherId',
        '/events',
        '/unpublished/events',
        ...ORGANIZATION_SCREENS,
        ...ORGANIZATION_SCREENS.map((path) => `${MUNICIPALITY}${path}`),
      ].sort(),
    );
  });

  it('each have the record screen their declaration names, which the Activity links to', () => {
    for (const { name, route, views } of routedResources)
      expect(Object.keys(views ?? {}), name).toContain(route.recordPage);
  });

  it('build each URL from its ids, encoded, in and out of a scope', () => {
    expect(pathTo('participation-roles', 'show', 7, 12, 3)).toBe(
      '/organization/7/event/12/participant/role/3',
    );
    expect(pathTo('events', 'archive', 7)).toBe('/organization/7/archive');
    expect(pathTo('states', 'list', 'a/b')).toBe('/country/a%2Fb/states');
    expect(pathsUnder('/country/1/state/9/municipality/976')('locations', 'edit', 7, 40)).toBe(
      '/country/1/state/9/municipality/976/organization/7/location/40/edit',
    );
  });

  it('refuse a screen the resource lacks or a wrong number of ids', () => {
    expect(() => pathTo('countries', 'nothing')).toThrow('No nothing screen for "countries"');
    expect(() => pathTo('locations', 'show', 7)).toThrow('takes 2 ids, not 1');
  });
});

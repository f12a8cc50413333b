import type { Identifier } from 'react-admin';
import { generatePath } from 'react-router';

/** The region ids a geography URL carries, as read from the route (strings). */
export interface RegionIds {
  countryId?: string;
  stateId?: string;
  municipalityId?: string;
}

/** The route patterns of the geography screens (spec 001, Geography). */
export const geographyRoutePatterns = {
  countries: '/countries',
  newCountry: '/country/new',
  editCountry: '/country/:countryId/edit',
  states: '/country/:countryId/states',
  newState: '/country/:countryId/state/new',
  editState: '/country/:countryId/state/:stateId/edit',
  municipalities: '/country/:countryId/state/:stateId/municipalities',
  newMunicipality: '/country/:countryId/state/:stateId/municipality/new',
  municipality: '/country/:countryId/state/:stateId/municipality/:municipalityId',
  editMunicipality: '/country/:countryId/state/:stateId/municipality/:municipalityId/edit',
} as const;

/** The route patterns of the organization screens, each served unscoped and scoped. */
export const organizationRoutePatterns = {
  newOrganization: '/organization/new',
  overview: '/organization/:organizationId',
  edit: '/organization/:organizationId/edit',
  locations: '/organization/:organizationId/locations',
  newLocation: '/organization/:organizationId/location/new',
  location: '/organization/:organizationId/location/:locationId',
  editLocation: '/organization/:organizationId/location/:locationId/edit',
  events: '/organization/:organizationId/events',
  archive: '/organization/:organizationId/archive',
  newEvent: '/organization/:organizationId/event/new',
  event: '/organization/:organizationId/event/:eventId',
  editEvent: '/organization/:organizationId/event/:eventId/edit',
  sponsors: '/organization/:organizationId/event/:eventId/sponsors',
  newSponsor: '/organization/:organizationId/event/:eventId/sponsor/new',
  sponsor: '/organization/:organizationId/event/:eventId/sponsor/:sponsorId',
  participants: '/organization/:organizationId/event/:eventId/participants',
  newParticipant: '/organization/:organizationId/event/:eventId/participant/new',
  participant: '/organization/:organizationId/event/:eventId/participant/:participantId',
  roles: '/organization/:organizationId/event/:eventId/participant/roles',
  newRole: '/organization/:organizationId/event/:eventId/participant/role/new',
  role: '/organization/:organizationId/event/:eventId/participant/role/:roleId',
} as const;

/** Where the scoped variants of the organization routes start. */
export const scopedPrefixPattern = geographyRoutePatterns.municipality;

/** The names of a pattern's parameters, in order: `/country/:countryId/state/:stateId` -> both. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

type IdPerName<Names extends string[]> = { [Index in keyof Names]: Identifier };

/** One id per parameter of the pattern, in its order. */
type IdsOf<Pattern extends string> = IdPerName<ParamNames<Pattern>>;

type PathBuilders<Patterns extends Record<string, string>> = {
  [Screen in keyof Patterns]: (...ids: IdsOf<Patterns[Screen]>) => string;
};

/**
 * A URL builder for each route pattern, taking the pattern's ids in order (each encoded by
 * react-router's generatePath), under `prefix`: the patterns are the one spelling of each URL.
 */
function pathBuilders<Patterns extends Record<string, string>>(
  patterns: Patterns,
  prefix = '',
): PathBuilders<Patterns> {
  return Object.fromEntries(
    Object.entries(patterns).map(([screen, pattern]) => {
      const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const build = (...ids: Identifier[]) =>
        prefix +
        generatePath(
          pattern,
          Object.fromEntries(names.map((name, index) => [name, String(ids[index])])) as never,
        );
      return [screen, build];
    }),
  ) as PathBuilders<Patterns>;
}

/** The geography screens' URLs. */
export const geographyPaths = pathBuilders(geographyRoutePatterns);

/**
 * The screens of one organization, its locations and its events, under `prefix`: nothing (the
 * unscoped routes) or a municipality page's path (the scoped ones, spec 001 section 2).
 */
export const organizationPaths = (prefix = '') => pathBuilders(organizationRoutePatterns, prefix);

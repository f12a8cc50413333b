import type { Identifier } from 'react-admin';

/** The region ids a geography URL carries, as read from the route (strings). */
export interface RegionIds {
  countryId?: string;
  stateId?: string;
  municipalityId?: string;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** The geography screens' URLs (spec 001, Geography), in one place. */
export const geographyPaths = {
  countries: () => '/countries',
  newCountry: () => '/country/new',
  editCountry: (countryId: Identifier) => `/country/${segment(countryId)}/edit`,
  states: (countryId: Identifier) => `/country/${segment(countryId)}/states`,
  newState: (countryId: Identifier) => `/country/${segment(countryId)}/state/new`,
  state: (countryId: Identifier, stateId: Identifier) =>
    `/country/${segment(countryId)}/state/${segment(stateId)}`,
  editState: (countryId: Identifier, stateId: Identifier) =>
    `${geographyPaths.state(countryId, stateId)}/edit`,
  municipalities: (countryId: Identifier, stateId: Identifier) =>
    `${geographyPaths.state(countryId, stateId)}/municipalities`,
  newMunicipality: (countryId: Identifier, stateId: Identifier) =>
    `${geographyPaths.state(countryId, stateId)}/municipality/new`,
  /** The municipality page (its organizations): also the prefix of the scoped routes. */
  municipality: (countryId: Identifier, stateId: Identifier, municipalityId: Identifier) =>
    `${geographyPaths.state(countryId, stateId)}/municipality/${segment(municipalityId)}`,
  editMunicipality: (countryId: Identifier, stateId: Identifier, municipalityId: Identifier) =>
    `${geographyPaths.municipality(countryId, stateId, municipalityId)}/edit`,
};

/** The route patterns of the geography screens, matching `geographyPaths`. */
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

/**
 * The screens of one organization, its locations and its events, under `prefix`: nothing (the unscoped
 * routes) or a municipality page's path (the scoped ones, spec 001 section 2).
 */
export const organizationPaths = (prefix = '') => ({
  newOrganization: () => `${prefix}/organization/new`,
  overview: (organizationId: Identifier) => `${prefix}/organization/${segment(organizationId)}`,
  edit: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/edit`,
  locations: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/locations`,
  events: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/events`,
  archive: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/archive`,
  newLocation: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/location/new`,
  location: (organizationId: Identifier, locationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/location/${segment(locationId)}`,
  editLocation: (organizationId: Identifier, locationId: Identifier) =>
    `${organizationPaths(prefix).location(organizationId, locationId)}/edit`,
  newEvent: (organizationId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/event/new`,
  event: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).overview(organizationId)}/event/${segment(eventId)}`,
  editEvent: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/edit`,
  sponsors: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/sponsors`,
  newSponsor: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/sponsor/new`,
  sponsor: (organizationId: Identifier, eventId: Identifier, sponsorId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/sponsor/${segment(sponsorId)}`,
  participants: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participants`,
  newParticipant: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participant/new`,
  participant: (organizationId: Identifier, eventId: Identifier, participantId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participant/${segment(participantId)}`,
  roles: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participant/roles`,
  newRole: (organizationId: Identifier, eventId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participant/role/new`,
  role: (organizationId: Identifier, eventId: Identifier, roleId: Identifier) =>
    `${organizationPaths(prefix).event(organizationId, eventId)}/participant/role/${segment(roleId)}`,
});

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

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

import type { ReactElement } from 'react';
import { UnpublishedEventList } from '../../resources/events/EventList';
import {
  LocationCreate,
  LocationEdit,
  LocationList,
  LocationShow,
} from '../../resources/locations/LocationViews';
import { OrganizationCreate } from '../../resources/organizations/OrganizationCreate';
import { OrganizationEdit } from '../../resources/organizations/OrganizationEdit';
import {
  OrganizationList,
  UnpublishedOrganizationList,
} from '../../resources/organizations/OrganizationList';
import { OrganizationShow } from '../../resources/organizations/OrganizationShow';
import { eventScreens } from '../events/routes';
import { organizationRoutePatterns as patterns, scopedPrefixPattern } from '../geography/paths';
import type { ConsoleRoute } from '../routes';

/** The screens of an organization, its locations and its events, by route pattern (without the prefix). */
const organizationScreens: [string, ReactElement][] = [
  [patterns.newOrganization, <OrganizationCreate key="create" />],
  [patterns.overview, <OrganizationShow key="show" />],
  [patterns.edit, <OrganizationEdit key="edit" />],
  [patterns.locations, <LocationList key="locations" />],
  [patterns.newLocation, <LocationCreate key="new-location" />],
  [patterns.location, <LocationShow key="location" />],
  [patterns.editLocation, <LocationEdit key="edit-location" />],
  ...eventScreens,
];

/**
 * The organization and unpublished lists and every organization screen (its locations and
 * events included), each both unscoped and scoped under a municipality (spec 001, section 2).
 */
export const organizationRoutes: ConsoleRoute[] = [
  { path: '/organizations', element: <OrganizationList /> },
  { path: '/unpublished/organizations', element: <UnpublishedOrganizationList /> },
  { path: '/unpublished/events', element: <UnpublishedEventList /> },
  ...organizationScreens.flatMap(([pattern, element]) => [
    { path: pattern, element },
    { path: `${scopedPrefixPattern}${pattern}`, element },
  ]),
];

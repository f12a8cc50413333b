import type { ReactElement } from 'react';
import { eventScreens } from '../events/routes';
import { organizationRoutePatterns as patterns, scopedPrefixPattern } from '../geography/paths';
import { lazyView } from '../lazyView';
import type { ConsoleRoute } from '../routes';

const organizationListViews = () => import('../../resources/organizations/OrganizationList');
const locationViews = () => import('../../resources/locations/LocationViews');
const OrganizationList = lazyView(organizationListViews, 'OrganizationList');
const UnpublishedOrganizationList = lazyView(organizationListViews, 'UnpublishedOrganizationList');
const eventListViews = () => import('../../resources/events/EventList');
const UnpublishedEventList = lazyView(eventListViews, 'UnpublishedEventList');
const AllEventList = lazyView(eventListViews, 'AllEventList');
const OrganizationCreate = lazyView(
  () => import('../../resources/organizations/OrganizationCreate'),
  'OrganizationCreate',
);
const OrganizationShow = lazyView(
  () => import('../../resources/organizations/OrganizationShow'),
  'OrganizationShow',
);
const OrganizationEdit = lazyView(
  () => import('../../resources/organizations/OrganizationEdit'),
  'OrganizationEdit',
);
const LocationList = lazyView(locationViews, 'LocationList');
const LocationCreate = lazyView(locationViews, 'LocationCreate');
const LocationShow = lazyView(locationViews, 'LocationShow');
const LocationEdit = lazyView(locationViews, 'LocationEdit');

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
  { path: '/events', element: <AllEventList /> },
  ...organizationScreens.flatMap(([pattern, element]) => [
    { path: pattern, element },
    { path: `${scopedPrefixPattern}${pattern}`, element },
  ]),
];

import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';
import { declaredResources } from '../../shared/resources';
import { NotFoundPage } from '../custom/NotFoundPage';
import { administrators } from './administrators';
import { cities } from './cities';
import { countries } from './countries';
import { declaredResource } from './declared';
import { duplicatePairs } from './duplicates';
import { eventParticipants } from './eventParticipants';
import { eventSponsors } from './eventSponsors';
import { events } from './events';
import { history } from './history';
import { locations } from './locations';
import { organizations } from './organizations';
import { participationRoles } from './participationRoles';
import { reviewQueue } from './reviewQueue';
import { routesOf } from './routing';
import { states } from './states';
import { trash } from './trash';

/** The screens of the record types whose URLs sit under their parents' (see paths.ts). */
export const routedResources = [
  countries,
  states,
  cities,
  organizations,
  locations,
  events,
  eventSponsors,
  eventParticipants,
  participationRoles,
] as const;

/** Every screen of the routed resources, at the URLs paths.ts builds. */
export const routedResourceRoutes = routesOf(routedResources);

/**
 * The console's react-admin resources, in one list: App registers each, and the reliability
 * suite opens each one's URLs (list, create, edit, show) without a session. A routed resource's
 * screens are its routes; under react-admin's own `/<name>` URL there is no page.
 */
export const consoleResources: ResourceProps[] = [
  administrators,
  history,
  trash,
  reviewQueue,
  duplicatePairs,
  ...declaredResources.map(declaredResource),
  ...routedResources.map(({ name, recordRepresentation }) => ({
    name,
    recordRepresentation,
    children: <Route path="*" element={<NotFoundPage />} />,
  })),
];

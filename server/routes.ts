import { declaredResources } from '../shared/resources';
import { declaredRoutes } from './http/declaredRoutes';
import { openApiDocument } from './http/openapi';
import { defineRoutes, type RouteDefinition, type RouteModule, route } from './http/routes';
import { administratorRoutes } from './modules/administrators';
import { appConfigRoutes } from './modules/appConfig';
import { authRoutes } from './modules/auth';
import { bulkUndoRoutes } from './modules/bulkUndo';
import { companyLinkRoutes } from './modules/companyLinks';
import { dashboardRoutes } from './modules/dashboard';
import { duplicateRoutes } from './modules/duplicates/routes';
import { eventParticipantRoutes } from './modules/eventParticipants';
import { eventRoutes } from './modules/events';
import { fileRoutes } from './modules/files';
import { geographyRoutes } from './modules/geography';
import { healthRoutes } from './modules/health';
import { historyRoutes } from './modules/history';
import { hsdsRoutes } from './modules/hsds/routes';
import { importRoutes } from './modules/imports/routes';
import { locationRoutes } from './modules/locations';
import { managerVersionRoutes } from './modules/managerVersion';
import { mergeRoutes } from './modules/merge/routes';
import { organizationRoutes } from './modules/organizations';
import { organizationsByCityRoutes } from './modules/organizationsByCity';
import { participationRoleRoutes } from './modules/participationRoles';
import { regionLookupRoutes } from './modules/regionLookups';
import { revertRoutes } from './modules/revert';
import { reviewQueueRoutes } from './modules/reviewQueue/routes';
import { savedViewRoutes } from './modules/savedViews';
import { sponsorshipRoutes } from './modules/sponsorships';
import { trashRoutes } from './modules/trash';

const openApiRoutes = defineRoutes(
  'openapi',
  [
    route({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This API described as OpenAPI 3.1, generated from the route declarations',
      async handler({ c }) {
        return c.json(openApiDocument(routeTable));
      },
    }),
  ],
  'signed-in',
);

/** Every area of the API: the declared resources' routes, and a module for each other area. */
export const routeModules: RouteModule[] = [
  healthRoutes,
  authRoutes,
  administratorRoutes,
  dashboardRoutes,
  companyLinkRoutes,
  managerVersionRoutes,
  // Before the organizations' `{id}` routes, which would take `duplicates` for an id.
  duplicateRoutes,
  ...declaredResources.map(declaredRoutes),
  geographyRoutes,
  regionLookupRoutes,
  // Before the organizations': `/organization/imports` is not an organization's id.
  importRoutes,
  organizationRoutes,
  organizationsByCityRoutes,
  hsdsRoutes,
  mergeRoutes,
  locationRoutes,
  eventRoutes,
  sponsorshipRoutes,
  eventParticipantRoutes,
  participationRoleRoutes,
  fileRoutes,
  historyRoutes,
  revertRoutes(() => routeTable),
  trashRoutes,
  bulkUndoRoutes,
  reviewQueueRoutes,
  savedViewRoutes,
  appConfigRoutes,
  openApiRoutes,
];

/** Every declared route (method, path, auth, schemas): the source of the docs and of security tests. */
export const routeTable: RouteDefinition[] = routeModules.flatMap((module) => module.routes);

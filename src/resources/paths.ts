import type { Identifier } from 'react-admin';
import { recordDeclarations } from '../../shared/resources';
import { eventLinks } from '../../shared/resources/eventLinks';
import { regionLevels } from '../../shared/resources/regions';
import { eventLinkRouting, pathsOf, recordRouting, regionRouting } from './urlPatterns';

/**
 * The record types whose screens sit under their parents' (see urlPatterns.ts),
 * from their declarations alone: building a URL loads no screen (index.tsx adds the screens).
 */
const routedRecords = [
  ...regionLevels.map(regionRouting),
  ...recordDeclarations.map(recordRouting),
  ...eventLinks.map(eventLinkRouting),
];

export type RoutedResourceName = (typeof routedRecords)[number]['name'];

/** The routed resources' URL patterns and URL builders, at the URLs their parent chains give. */
export const resourcePaths = pathsOf(routedRecords);

/** The URLs of the routed resources' screens, under a scope's record page. */
export const { pathsUnder } = resourcePaths;

/**
 * The URL of a routed resource's screen: `pathTo('locations', 'show', organizationId, locationId)`
 * is /organization/{organizationId}/location/{locationId}.
 */
export const pathTo = pathsUnder('');

/** A screen's URL from ids that may not fit it (see `pathsOf`): none rather than an error. */
export const { pathIfKnown } = resourcePaths;

/** The pattern of the page that scopes the organizations' screens (a municipality's). */
export const scopedPrefixPattern = resourcePaths.scopeOf('organizations') ?? '';

/** The merge screen's route: organization `organizationId` kept, `otherId` merged into it. */
export const MERGE_ROUTE = '/organizations/:organizationId/merge/:otherId';

/** The merge screen of two organizations (from an organization's page or a duplicate pair). */
export const mergePath = (id: Identifier, otherId: Identifier) =>
  `/organizations/${encodeURIComponent(String(id))}/merge/${encodeURIComponent(String(otherId))}`;

/** The import screen's route: a new import, or `?job=<id>` to follow one. */
export const IMPORT_ROUTE = '/organizations/import';

/** The import screen, following import `id`. */
export const importPath = (id: number) => `${IMPORT_ROUTE}?job=${id}`;

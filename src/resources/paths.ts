import { type RoutedResourceName, routedResources } from '.';
import { pathBuilder, routePatterns } from './routing';

/**
 * The URL of a routed resource's screen: `pathTo('locations', 'show', organizationId, locationId)`
 * is /organization/{organizationId}/location/{locationId}.
 */
export const pathTo = pathBuilder<RoutedResourceName>(routedResources);

/** The same URLs under a scope's record page (an organization's under its municipality). */
export const pathsUnder = (prefix: string) =>
  pathBuilder<RoutedResourceName>(routedResources, prefix);

/** The pattern of the page that scopes the organizations' screens (a municipality's). */
export const scopedPrefixPattern = routePatterns(routedResources).scopeOf('organizations') ?? '';

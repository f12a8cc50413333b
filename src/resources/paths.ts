import { resourceRouting } from '.';

/** The URLs of the routed resources' screens, under a scope's record page. */
export const { pathsUnder } = resourceRouting;

/**
 * The URL of a routed resource's screen: `pathTo('locations', 'show', organizationId, locationId)`
 * is /organization/{organizationId}/location/{locationId}.
 */
export const pathTo = pathsUnder('');

/** A screen's URL from ids that may not fit it (see `routingOf`): none rather than an error. */
export const { pathIfKnown } = resourceRouting;

/** The pattern of the page that scopes the organizations' screens (a municipality's). */
export const scopedPrefixPattern = resourceRouting.scopeOf('organizations') ?? '';

import type { RegionIds } from '../../custom/geography/useRegionNames';
import { useRegionIds } from '../../custom/geography/useRegionNames';
import { pathsUnder, pathTo } from '../paths';

/** Where an organization screen is: unscoped, or under a municipality (all three ids). */
export interface OrganizationScope {
  /** The route's region ids when scoped, else none. */
  ids: RegionIds;
  scoped: boolean;
  /** The URLs of the organization's screens (and its locations' and events'), in this scope. */
  pathTo: typeof pathTo;
  /** Where Back from an organization leads: the municipality page, or /organizations. */
  listPath: string;
}

export function useOrganizationScope(): OrganizationScope {
  const { countryId, stateId, municipalityId } = useRegionIds();
  if (countryId === undefined || stateId === undefined || municipalityId === undefined) {
    return { ids: {}, scoped: false, pathTo, listPath: pathTo('organizations', 'list') };
  }
  const municipality = pathTo('cities', 'show', countryId, stateId, municipalityId);
  return {
    ids: { countryId, stateId, municipalityId },
    scoped: true,
    pathTo: pathsUnder(municipality),
    listPath: municipality,
  };
}

/** The ids a scoped route prefills (the municipality id fills the city, spec 001 section 4). */
export function routeRegionValues({ countryId, stateId, municipalityId }: RegionIds) {
  const asId = (id: string | undefined) => (id === undefined ? null : Number(id));
  return { country_id: asId(countryId), state_id: asId(stateId), city_id: asId(municipalityId) };
}

import { useGetOne, useParams } from 'react-admin';

/** The region ids a geography URL carries, as read from the route (strings). */
export interface RegionIds {
  countryId?: string;
  stateId?: string;
  municipalityId?: string;
}

/** The region ids of the current geography route. */
export function useRegionIds(): RegionIds {
  return useParams<{ countryId?: string; stateId?: string; municipalityId?: string }>();
}

/** The region ids a screen's route pattern always names; a route without them is a bug. */
export function useRequiredRegionIds<Name extends keyof RegionIds>(
  ...names: Name[]
): RegionIds & Record<Name, string> {
  const ids = useRegionIds();
  for (const name of names) {
    if (ids[name] === undefined) throw new Error(`This screen's route needs :${name}.`);
  }
  return ids as RegionIds & Record<Name, string>;
}

export interface RegionNames {
  country?: string;
  state?: string;
  city?: string;
}

function useRegionName(resource: string, id: string | undefined, field: string) {
  const { data } = useGetOne(resource, { id: id ?? '' }, { enabled: id !== undefined });
  const name = data?.[field];
  return typeof name === 'string' ? name : undefined;
}

/** The names of the regions in the route, each once its record has arrived. */
export function useRegionNames({ countryId, stateId, municipalityId }: RegionIds): RegionNames {
  return {
    country: useRegionName('countries', countryId, 'country'),
    state: useRegionName('states', stateId, 'state'),
    city: useRegionName('cities', municipalityId, 'city'),
  };
}

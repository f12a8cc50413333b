import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RegionIds } from '../geography/paths';
import { useRegionNames } from '../geography/useRegionNames';

/** The ids a scoped route prefills (the municipality id fills the city, spec 001 section 4). */
export function routeRegionValues({ countryId, stateId, municipalityId }: RegionIds) {
  const asId = (id: string | undefined) => (id === undefined ? null : Number(id));
  return { country_id: asId(countryId), state_id: asId(stateId), city_id: asId(municipalityId) };
}

/**
 * Fills in the names of the route's regions once they have arrived, where the form still
 * holds the route's id and no name (the administrator may have picked another place meanwhile).
 */
export function PrefillRegionNames({ ids }: { ids: RegionIds }) {
  const { country, state, city } = useRegionNames(ids);
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const arrived = [
      ['country', 'country_id', ids.countryId, country],
      ['state', 'state_id', ids.stateId, state],
      ['city', 'city_id', ids.municipalityId, city],
    ] as const;
    for (const [nameField, idField, routeId, name] of arrived) {
      if (name === undefined || routeId === undefined) continue;
      if (getValues(nameField) || String(getValues(idField)) !== routeId) continue;
      setValue(nameField, name);
    }
  }, [country, state, city, ids.countryId, ids.stateId, ids.municipalityId, getValues, setValue]);
  return null;
}

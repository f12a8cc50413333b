import { expect } from 'vitest';
import { torontoAddress } from '../../support/addresses';
import type { ApiSession } from './server';

/** A municipality's ids and those of its province and country (see canadianMunicipality). */
export interface MunicipalityIds {
  country: number;
  state: number;
  city: number;
}

/**
 * A published organization made through the API, placed at a Toronto street address in `place`
 * (`fields` may rename its municipality and province): its id.
 */
export async function placedOrganization(
  api: ApiSession,
  place: MunicipalityIds,
  fields: { name: string; category_id: number } & Record<string, unknown>,
): Promise<number> {
  const answer = await api.call('/api/admin/organization/with-location', {
    method: 'POST',
    json: {
      description: `About ${fields.name}`,
      is_published: true,
      is_corkboard: false,
      ...torontoAddress,
      country_id: place.country,
      state_id: place.state,
      city_id: place.city,
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body.data as { organization: { id: number } }).organization.id;
}

import type { ApiSession } from './server';

/**
 * The records the benchmarked calls and screens are about, looked up the same way at every size:
 * Toronto (Ontario, Canada), which the sample content and the scale seed both fill, the newest
 * event and its host.
 */
export interface Fixtures {
  countryId: number;
  stateId: number;
  cityId: number;
  organizationId: number;
  /** The newest event, for its sponsors and participants. */
  eventId: number;
}

interface Named {
  id: number;
}

export async function lookUpFixtures(api: ApiSession): Promise<Fixtures> {
  const exact = async (path: string, key: string): Promise<number> => {
    const found = (await api.get<Record<string, Named | null>>(path))[key];
    if (!found) throw new Error(`Nothing found at ${path}: the seed has changed`);
    return found.id;
  };
  const countryId = await exact('/api/admin/lookup/country?name=Canada', 'country');
  const stateId = await exact(
    `/api/admin/lookup/state?country_id=${countryId}&name=Ontario`,
    'state',
  );
  const cityId = await exact(`/api/admin/lookup/city?state_id=${stateId}&name=Toronto`, 'city');
  const { events } = await api.get<{ events: { id: number; organization_id: number }[] }>(
    '/api/admin/event?per_page=1',
  );
  const [newest] = events;
  if (!newest) throw new Error('The database has no event');
  return { countryId, stateId, cityId, organizationId: newest.organization_id, eventId: newest.id };
}

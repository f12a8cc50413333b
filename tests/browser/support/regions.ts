import type { ApiSession } from './server';

type Match<K extends string> = Record<K, { id: number }>;

/** The ids of a seeded Canadian municipality and its province, as the lookup routes give them. */
export async function canadianMunicipality(
  api: ApiSession,
  province: string,
  municipality: string,
): Promise<{ country: number; state: number; city: number }> {
  const { country } = await api.get<Match<'country'>>('/api/admin/lookup/country?name=Canada');
  const { state } = await api.get<Match<'state'>>(
    `/api/admin/lookup/state?country_id=${country.id}&name=${encodeURIComponent(province)}`,
  );
  const { city } = await api.get<Match<'city'>>(
    `/api/admin/lookup/city?state_id=${state.id}&name=${encodeURIComponent(municipality)}`,
  );
  return { country: country.id, state: state.id, city: city.id };
}

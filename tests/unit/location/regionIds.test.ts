import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regionValuesOfPlace, withRegionIds } from '../../../src/custom/location/regionIds';
import { dataProvider } from '../../../src/dataProvider';
import { queryOf, route } from '../support/server';
import { torontoRegions } from './lookupServer';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withRegionIds', () => {
  const values = { name: 'Hall', city: 'Toronto', country_id: 1, state_id: 9, city_id: 976 };

  it('sends the three ids when all are known', () => {
    expect(withRegionIds(values)).toEqual(values);
  });

  it.each([
    ['country_id', null],
    ['state_id', ''],
    ['city_id', undefined],
  ])('removes all three ids when %s is %p', (field, empty) => {
    expect(withRegionIds({ ...values, [field]: empty })).toEqual({ name: 'Hall', city: 'Toronto' });
  });

  it('keeps the names and other fields when no ids are present at all', () => {
    expect(withRegionIds({ name: 'Hall', state: 'Ontario' })).toEqual({
      name: 'Hall',
      state: 'Ontario',
    });
  });
});

type Region = { id: number; name: string };

/** A data provider answering the exact-name lookups from `known`, keyed by resource. */
function lookups(known: Record<string, Region[]>) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    const name = String(params.filter.name).trim().toLowerCase();
    const found = (known[resource] ?? []).filter((r) => r.name.toLowerCase() === name);
    return { data: found, total: found.length };
  });
  return { getList, provider: { getList } as unknown as DataProvider };
}
const canada = { id: 1, name: 'Canada' };
const ontario = { id: 9, name: 'Ontario' };
const toronto = { id: 976, name: 'Toronto' };
const names = { country: 'canada ', state: 'Ontario', city: 'Toronto' };

describe('regionValuesOfPlace', () => {
  it('looks each level up under its parent and answers ids with the stored names', async () => {
    const { getList, provider } = lookups({
      'lookup-country': [canada],
      'lookup-state': [ontario],
      'lookup-city': [toronto],
    });
    expect(await regionValuesOfPlace(provider, names)).toEqual(torontoRegions);
    expect(getList.mock.calls.map(([resource, params]) => [resource, params.filter])).toEqual([
      ['lookup-country', { name: 'canada ' }],
      ['lookup-state', { name: 'Ontario', country_id: 1 }],
      ['lookup-city', { name: 'Toronto', state_id: 9 }],
    ]);
  });

  it('an unmatched country clears all three ids and stops', async () => {
    const { getList, provider } = lookups({ 'lookup-state': [ontario], 'lookup-city': [toronto] });
    expect(await regionValuesOfPlace(provider, names)).toEqual({
      country_id: null,
      state_id: null,
      city_id: null,
    });
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('an unmatched state keeps the country, clears state and city ids and stops', async () => {
    const { getList, provider } = lookups({ 'lookup-country': [canada], 'lookup-city': [toronto] });
    expect(await regionValuesOfPlace(provider, names)).toEqual({
      country: 'Canada',
      country_id: 1,
      state_id: null,
      city_id: null,
    });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('an unmatched city clears only city_id', async () => {
    const { provider } = lookups({ 'lookup-country': [canada], 'lookup-state': [ontario] });
    expect(await regionValuesOfPlace(provider, names)).toEqual({
      country: 'Canada',
      country_id: 1,
      state: 'Ontario',
      state_id: 9,
      city_id: null,
    });
  });

  it('a place without a city name (none to look up) clears city_id without asking', async () => {
    const { getList, provider } = lookups({
      'lookup-country': [canada],
      'lookup-state': [ontario],
    });
    expect(await regionValuesOfPlace(provider, { ...names, city: '' })).toMatchObject({
      state_id: 9,
      city_id: null,
    });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('a failed lookup is logged and counts as unmatched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = {
      getList: vi.fn(async () => {
        throw new Error('offline');
      }),
    } as unknown as DataProvider;
    expect(await regionValuesOfPlace(provider, names)).toEqual({
      country_id: null,
      state_id: null,
      city_id: null,
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('asks the server through the data provider: /admin/lookup/country, state and city', async () => {
    const countryCalls = route('get', '/admin/lookup/country', { data: { country: canada } });
    const stateCalls = route('get', '/admin/lookup/state', { data: { state: ontario } });
    const cityCalls = route('get', '/admin/lookup/city', { data: { city: null } });
    expect(await regionValuesOfPlace(dataProvider, names)).toEqual({
      country: 'Canada',
      country_id: 1,
      state: 'Ontario',
      state_id: 9,
      city_id: null,
    });
    expect(queryOf(countryCalls[0] as Request)).toMatchObject({ name: 'canada ' });
    expect(queryOf(stateCalls[0] as Request)).toMatchObject({ name: 'Ontario', country_id: '1' });
    expect(queryOf(cityCalls[0] as Request)).toMatchObject({ name: 'Toronto', state_id: '9' });
  });
});

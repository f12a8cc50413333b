import { City, Country, State } from 'country-state-city';
import type { Queryable } from '../db/database';
import { nameSkeleton } from '../db/nameSkeletons';
import { insertRows, reserveIds } from './bulk';
import { createRandom } from './random';

export const COUNTRY_CODE = 'CA';

/** A municipality with everything a location row copies from it. */
export interface Place {
  cityId: number;
  city: string;
  stateId: number;
  state: string;
  /** ISO 3166-2 subdivision code without the country, e.g. "ON". */
  stateCode: string;
  countryId: number;
  country: string;
  latitude: number;
  longitude: number;
}

/** One in this many municipalities is seeded pending, so the unpublished filters have rows. */
const PENDING_MUNICIPALITY_EVERY = 150;

/**
 * Writes Canada, its provinces and territories and all its municipalities (with coordinates)
 * from the offline country-state-city dataset, and answers the municipalities as places.
 */
export async function seedGeography(db: Queryable): Promise<Place[]> {
  const country = Country.getCountryByCode(COUNTRY_CODE);
  if (!country) throw new Error(`country-state-city has no country ${COUNTRY_CODE}`);
  const states = State.getStatesOfCountry(COUNTRY_CODE);
  const cities = City.getCitiesOfCountry(COUNTRY_CODE) ?? [];

  const [countryId] = await reserveIds(db, 'countries', 1);
  if (countryId === undefined) throw new Error('No id reserved for the country');
  await insertRows(db, {
    table: 'countries',
    columns: {
      id: 'integer',
      country: 'text',
      name_skeleton: 'text',
      country_code: 'text',
      is_published: 'boolean',
    },
    rows: [
      {
        id: countryId,
        country: country.name,
        name_skeleton: nameSkeleton(country.name),
        country_code: country.isoCode,
        is_published: true,
      },
    ],
  });

  const stateIds = await reserveIds(db, 'states', states.length);
  const stateIdByCode = new Map(states.map((state, index) => [state.isoCode, stateIds[index]]));
  await insertRows(db, {
    table: 'states',
    columns: {
      id: 'integer',
      country_id: 'integer',
      state: 'text',
      name_skeleton: 'text',
      is_published: 'boolean',
    },
    rows: states.map((state, index) => ({
      id: stateIds[index] ?? null,
      country_id: countryId,
      state: state.name,
      name_skeleton: nameSkeleton(state.name),
      is_published: true,
    })),
  });

  const cityIds = await reserveIds(db, 'cities', cities.length);
  const stateNameByCode = new Map(states.map((state) => [state.isoCode, state.name]));
  const places: Place[] = cities.map((city, index) => ({
    cityId: cityIds[index] as number,
    city: city.name,
    stateId: stateIdByCode.get(city.stateCode) as number,
    state: stateNameByCode.get(city.stateCode) as string,
    stateCode: city.stateCode,
    countryId,
    country: country.name,
    latitude: Number(city.latitude),
    longitude: Number(city.longitude),
  }));
  await insertRows(db, {
    table: 'cities',
    columns: {
      id: 'integer',
      state_id: 'integer',
      city: 'text',
      name_skeleton: 'text',
      latitude: 'double precision',
      longitude: 'double precision',
      is_published: 'boolean',
    },
    rows: places.map((place, index) => ({
      id: place.cityId,
      state_id: place.stateId,
      city: place.city,
      name_skeleton: nameSkeleton(place.city),
      latitude: place.latitude,
      longitude: place.longitude,
      is_published: index % PENDING_MUNICIPALITY_EVERY !== PENDING_MUNICIPALITY_EVERY - 1,
    })),
  });
  return places;
}

/**
 * Reads back the seeded country's live municipalities that have coordinates, for adding data
 * to an existing database.
 */
export async function loadPlaces(db: Queryable): Promise<Place[]> {
  const codeByName = new Map(
    State.getStatesOfCountry(COUNTRY_CODE).map((state) => [state.name, state.isoCode]),
  );
  const rows = await db.query<{
    city_id: number;
    city: string;
    state_id: number;
    state: string;
    country_id: number;
    country: string;
    latitude: number;
    longitude: number;
  }>(
    `SELECT ci.id AS city_id, ci.city, s.id AS state_id, s.state, co.id AS country_id, co.country,
            ci.latitude, ci.longitude
       FROM cities ci
       JOIN states s ON s.id = ci.state_id AND s.deleted_at IS NULL
       JOIN countries co ON co.id = s.country_id AND co.deleted_at IS NULL
      WHERE ci.deleted_at IS NULL AND co.country_code = $1
        AND ci.latitude IS NOT NULL AND ci.longitude IS NOT NULL
      ORDER BY ci.id`,
    [COUNTRY_CODE],
  );
  return rows.map((row) => ({
    cityId: row.city_id,
    city: row.city,
    stateId: row.state_id,
    state: row.state,
    stateCode: codeByName.get(row.state) ?? '',
    countryId: row.country_id,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

const SPREAD_SEED = 1079;

/**
 * The order in which generated organizations are spread over municipalities (round robin):
 * a fixed shuffle, so that consecutive organizations land in different provinces.
 */
export function spreadOrder(places: readonly Place[]): Place[] {
  return createRandom(SPREAD_SEED).sample(places, places.length);
}

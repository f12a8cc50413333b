import type { RaRecord } from 'react-admin';
import { addressShape } from '../../../shared/schemas/location';
import { withPlace } from '../../custom/location/addressValues';

type Values = Record<string, unknown>;

/** The event form's choice of place that reveals the address inputs: a new location. */
export const ANOTHER_ADDRESS = 'another';

/**
 * The organization's locations as the event form offers them: its own location first, then the
 * others in the order loaded.
 */
export function offeredLocations(
  locations: readonly RaRecord[],
  ownLocationId: unknown,
): RaRecord[] {
  const own = locations.filter((location) => location.id === ownLocationId);
  return [...own, ...locations.filter((location) => location.id !== ownLocationId)];
}

/**
 * The place a form starts with: `current` when it is one of `offered`, else the first offered
 * (the organization's own), else a new address.
 */
export function initialLocationChoice(offered: readonly RaRecord[], current?: unknown) {
  const chosen = offered.find((location) => location.id === current) ?? offered[0];
  return chosen ? chosen.id : ANOTHER_ADDRESS;
}

/** Whether the form's values place the event at a new address. */
export const atAnotherAddress = (values: Values) => values.location_id === ANOTHER_ADDRESS;

const ADDRESS_FIELDS = Object.keys(addressShape);

/**
 * The place part of what the event form sends (`…/with-location`): the chosen location's id
 * without an address, or for another address an empty `location_id` and the address typed.
 * The location's token is never sent: the form does not change a location's address.
 */
export function placeValues(values: Values): Values {
  const { location_updated_at: _unused, ...rest } = values;
  if (atAnotherAddress(rest)) return { ...withPlace(rest), location_id: null };
  const withoutAddress = Object.fromEntries(
    Object.entries(rest).filter(([field]) => !ADDRESS_FIELDS.includes(field)),
  );
  return { ...withoutAddress, location_id: rest.location_id };
}

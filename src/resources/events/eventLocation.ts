import type { RaRecord } from 'react-admin';
import { addressShape } from '../../../shared/schemas/location';
import { withPlace } from '../../custom/location/addressValues';

type Values = Record<string, unknown>;

/** The event form's choice of place that reveals the address inputs: a new location. */
export const ANOTHER_ADDRESS = 'another';

/**
 * The organization's locations as the event form offers them: its own location first, then the
 * others in the order loaded, then the edited event's location when the list loaded lacks it
 * (so that the form never starts at another place than the event's).
 */
export function offeredLocations(
  locations: readonly RaRecord[],
  ownLocationId: unknown,
  eventLocation?: RaRecord | null,
): RaRecord[] {
  const own = locations.filter((location) => location.id === ownLocationId);
  const others = locations.filter((location) => location.id !== ownLocationId);
  const missing =
    eventLocation && !locations.some((location) => location.id === eventLocation.id)
      ? [eventLocation]
      : [];
  return [...own, ...others, ...missing];
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

/** Whether the form's values place the event at one of the organization's locations. */
export const atChosenLocation = (values: Values) =>
  !atAnotherAddress(values) &&
  values.location_id !== undefined &&
  values.location_id !== null &&
  values.location_id !== '';

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

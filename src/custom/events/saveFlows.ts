import type { DataProvider, RaRecord } from 'react-admin';
import { organizationLocation, saveLocation, undoFailed } from '../organizations/saveFlows';
import { toOffsetDateTime } from './dates';

type Values = Record<string, unknown>;

/** The event part of the form's values, its times as ISO 8601 with their offset. */
const eventValues = (values: Values, organizationId: unknown, locationId: unknown): Values => ({
  ...values,
  start_time: toOffsetDateTime(values.start_time),
  end_time: values.end_time ? toOffsetDateTime(values.end_time) : null,
  organization_id: organizationId,
  location_id: locationId,
});

/**
 * Creates an event the spec's way (spec 001, section 4): a location copying the
 * organization's id, name and publish state, then the event at that location. If the event
 * is refused, the location is deleted again and the refusal thrown with the server's message.
 */
export async function createEvent(
  dataProvider: DataProvider,
  organization: RaRecord,
  values: Values,
): Promise<RaRecord> {
  const { data: location } = await dataProvider.create('locations', {
    data: organizationLocation(organization, values),
  });
  try {
    const { data: event } = await dataProvider.create('events', {
      data: eventValues(values, organization.id, location.id),
    });
    return event;
  } catch (failure) {
    try {
      await dataProvider.delete('locations', { id: location.id, previousData: location });
    } catch (undoFailure) {
      throw undoFailed(
        failure,
        'The event could not be saved.',
        `Its location (ID ${location.id})`,
        undoFailure,
      );
    }
    throw failure;
  }
}

/** The saved event and its location, whose tokens the next save starts from. */
export interface SavedEvent {
  event: RaRecord;
  location: RaRecord | null;
}

/**
 * Saves an edited event (spec 001, section 4): its location's address first (a location is
 * made when the event has none), then the event, whose end is the form's or null. `saved`
 * hears of each step that succeeded, so a retry starts from the versions just saved.
 */
export async function updateEvent(
  dataProvider: DataProvider,
  organization: RaRecord,
  values: Values,
  previous: SavedEvent,
  saved: (progress: SavedEvent) => void = () => undefined,
): Promise<SavedEvent> {
  const location = await saveLocation(dataProvider, organization, values, previous.location);
  saved({ event: previous.event, location });
  const { data: event } = await dataProvider.update('events', {
    id: previous.event.id,
    data: eventValues(values, previous.event.organization_id ?? organization.id, location.id),
    previousData: previous.event,
  });
  return { event, location };
}

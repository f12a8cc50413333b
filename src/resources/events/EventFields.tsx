import type { RaRecord } from 'react-admin';
import { events } from '../../../shared/resources/events';
import { eventWithLocationBody, eventWithLocationInput } from '../../../shared/schemas/event';
import { REQUIRED } from '../../../shared/schemas/fields';
import { validateWith } from '../../../shared/validation';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { DescriptionInput, TextInput } from '../shared/inputs';
import { fieldLabelKey, LaidOutForm } from '../shared/LaidOutForm';
import { toOffsetDateTime } from './dates';
import { EventPlaceInput } from './EventPlaceInput';
import { atChosenLocation, placeValues } from './eventLocation';

type Values = Record<string, unknown>;

const IMAGE_FIELDS = ['card_image', 'profile_image'] as const;

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The event form's rules (shared with the server): the address only for another address; on
 * create both images must be chosen too (spec 001, section 5), on edit the stored ones stay
 * when none is chosen.
 */
export const validateEvent =
  ({ imagesRequired }: { imagesRequired: boolean }) =>
  (values: Values) => {
    // Without a chosen location (another address, or the marks' blank form) the address counts;
    // with one, what is checked is what is sent: the form's address fields are left out.
    const errors: Record<string, string> = atChosenLocation(values)
      ? validateWith(eventWithLocationBody, placeValues(values))
      : validateWith(eventWithLocationInput, values);
    if (imagesRequired) {
      for (const field of IMAGE_FIELDS) if (isBlank(values[field])) errors[field] = REQUIRED;
    }
    return errors;
  };

/**
 * What the event form sends: its place (the chosen location, or another address), its times as
 * ISO 8601 with their offset, and its organization's id.
 */
export const eventValues = (values: Values, organizationId: unknown): Values => ({
  ...placeValues(values),
  start_time: toOffsetDateTime(values.start_time),
  end_time: values.end_time ? toOffsetDateTime(values.end_time) : null,
  organization_id: organizationId,
});

function DateTimeLocalInput({ source }: { source: string }) {
  return (
    <TextInput
      source={source}
      label={fieldLabelKey(events.name, source)}
      type="datetime-local"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The organization's locations the event form offers, its own first (`offeredLocations`). */
export interface EventPlaces {
  offered: readonly RaRecord[];
  ownLocationId: unknown;
}

/**
 * The event form (spec 001, section 3), laid out by its declaration: the event (category,
 * title, description, start and end, links), its place (one of the organization's locations,
 * or another address with the region pickers optional), images, and publishing.
 */
export function EventFields({ offered, ownLocationId }: EventPlaces) {
  return (
    <LaidOutForm
      declaration={events}
      inputs={{
        category_id: <CategorySelect flag="is_event" />,
        description: <DescriptionInput slotProps={{ htmlInput: { cols: 20 } }} />,
        start_time: <DateTimeLocalInput source="start_time" />,
        end_time: <DateTimeLocalInput source="end_time" />,
        place: <EventPlaceInput offered={offered} ownLocationId={ownLocationId} />,
        is_published: (
          <CheckboxInput source="is_published" label="console.events.fields.is_published" />
        ),
      }}
    />
  );
}

import type { RaRecord } from 'react-admin';
import { eventWithLocationBody, eventWithLocationInput } from '../../../shared/schemas/event';
import { REQUIRED } from '../../../shared/schemas/fields';
import { validateWith } from '../../../shared/validation';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { FormCell, FormSection } from '../shared/FormSection';
import { DescriptionInput, TextInput } from '../shared/inputs';
import { CardAndProfileImageInputs } from '../shared/StoredImageInput';
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

function DateTimeLocalInput({ source, label }: { source: string; label: string }) {
  return (
    <TextInput
      source={source}
      label={label}
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
 * The event form (spec 001, section 3), in sections: the event (category, title, description,
 * start and end, links), its place (one of the organization's locations, or another address
 * with the region pickers optional), images, and publishing.
 */
export function EventFields({ offered, ownLocationId }: EventPlaces) {
  return (
    <>
      <FormSection title="console.events.noun">
        <FormCell width="half">
          <CategorySelect flag="is_event" />
        </FormCell>
        <FormCell width="half">
          <TextInput source="title" label="console.events.fields.title" />
        </FormCell>
        <DescriptionInput slotProps={{ htmlInput: { cols: 20 } }} />
        <FormCell width="half">
          <DateTimeLocalInput source="start_time" label="console.events.fields.start_time" />
        </FormCell>
        <FormCell width="half">
          <DateTimeLocalInput source="end_time" label="console.events.fields.end_time" />
        </FormCell>
        <FormCell width="half">
          <TextInput source="website" label="console.events.fields.website" />
        </FormCell>
        <FormCell width="half">
          <TextInput source="buy_ticket_url" label="console.events.fields.buy_ticket_url" />
        </FormCell>
      </FormSection>
      <FormSection title="console.events.place.section">
        <EventPlaceInput offered={offered} ownLocationId={ownLocationId} />
      </FormSection>
      <FormSection title="console.shared.sections.images">
        <CardAndProfileImageInputs />
      </FormSection>
      <FormSection title="console.shared.sections.publishing">
        <CheckboxInput source="is_published" label="console.events.fields.publish" />
      </FormSection>
    </>
  );
}

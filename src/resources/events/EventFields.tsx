import { eventWithLocationInput } from '../../../shared/schemas/event';
import { REQUIRED } from '../../../shared/schemas/fields';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { withPlace } from '../../custom/location/addressValues';
import { CategorySelect } from '../shared/CategorySelect';
import { CheckboxInput } from '../shared/CheckboxInput';
import { DescriptionInput, TextInput } from '../shared/inputs';
import { CardAndProfileImageInputs } from '../shared/StoredImageInput';
import { toOffsetDateTime } from './dates';

type Values = Record<string, unknown>;

const IMAGE_FIELDS = ['card_image', 'profile_image'] as const;

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The event form's rules (shared with the server); on create both images must be chosen too
 * (spec 001, section 5), on edit the stored ones stay when none is chosen.
 */
export const validateEvent =
  ({ imagesRequired }: { imagesRequired: boolean }) =>
  (values: Values) => {
    const errors: Record<string, string> = validateWith(eventWithLocationInput, values);
    if (imagesRequired) {
      for (const field of IMAGE_FIELDS) if (isBlank(values[field])) errors[field] = REQUIRED;
    }
    return errors;
  };

/**
 * What the event form sends, its location's address included: its times as ISO 8601 with their
 * offset, and its organization's id.
 */
export const eventValues = (values: Values, organizationId: unknown): Values => ({
  ...withPlace(values),
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

/**
 * The event form (spec 001, section 3): category, title, description, the place (the region
 * pickers optional here), links, images, start and end, Publish.
 */
export function EventFields() {
  return (
    <>
      <CategorySelect flag="is_event" />
      <TextInput source="title" label="console.events.fields.title" />
      <DescriptionInput slotProps={{ htmlInput: { cols: 20 } }} />
      <AddressInputs />
      <TextInput source="website" label="console.events.fields.website" />
      <TextInput source="buy_ticket_url" label="console.events.fields.buy_ticket_url" />
      <CardAndProfileImageInputs />
      <DateTimeLocalInput source="start_time" label="console.events.fields.start_time" />
      <DateTimeLocalInput source="end_time" label="console.events.fields.end_time" />
      <CheckboxInput source="is_published" label="console.events.fields.publish" />
    </>
  );
}

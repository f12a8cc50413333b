import { z } from 'zod';
import { messageText } from '../messages';
import {
  displayName,
  flag,
  optionalHttpUrl,
  optionalId,
  REQUIRED,
  requiredReference,
  requiredText,
  updatedAtToken,
} from './fields';
import { addressInput, addressShape, locationToken } from './location';
import { CATEGORY_REQUIRED } from './organization';

const INVALID_DATE = messageText('invalid_date_time');
const WITHOUT_ADDRESS = messageText('location_id_with_address');

/**
 * The shape of an ISO 8601 date-time. Checked before Date.parse, which also reads free text:
 * it takes "<img src=x onerror=1>" for a date in 2001.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A date-time as ISO 8601 (the console sends the datetime-local value with its offset). */
const dateTime = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(40, INVALID_DATE)
  .refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), INVALID_DATE)
  .transform((value) => new Date(value).toISOString());

const optionalDateTime = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  dateTime.nullable(),
);

const eventShape = {
  category_id: requiredReference(CATEGORY_REQUIRED),
  title: requiredText(200),
  description: requiredText(10_000),
  start_time: dateTime,
  end_time: optionalDateTime,
  website: optionalHttpUrl,
  buy_ticket_url: optionalHttpUrl,
  is_published: flag.default(false),
  organization_id: requiredReference(REQUIRED),
  location_id: optionalId,
  updated_at: updatedAtToken,
};

type EventTimes = { start_time: string; end_time: string | null };

function endNotBeforeStart(event: EventTimes, context: z.RefinementCtx) {
  if (event.end_time && event.end_time < event.start_time) {
    context.addIssue({
      code: 'custom',
      path: ['end_time'],
      message: messageText('end_before_start'),
    });
  }
}

/** The event record the API stores (its place is its location, sent separately). */
export const eventInput = z.object(eventShape).superRefine(endNotBeforeStart);

const { location_id: _linkedByTheServer, ...ownFields } = eventShape;

/**
 * An event at a new address, flat: the event's fields and its new location's address (the
 * console's form when "Another address" is chosen).
 */
export const eventWithLocationInput = z
  .object({ ...ownFields, ...addressShape, ...locationToken })
  .superRefine(endNotBeforeStart);

const PLACE_FIELDS = [...Object.keys(addressShape), ...Object.keys(locationToken)];

const isSent = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The body of `/api/admin/event/with-location`: the event's fields, and either `location_id`
 * (a live location of its organization, which the event is linked to) or, without it, the
 * address of its location, checked whole with the event's fields. Never both: an address sent
 * beside `location_id` would be silently dropped, so it is refused.
 */
export const eventWithLocationBody = z
  .object({
    ...ownFields,
    location_id: optionalId,
    ...addressInput.partial().shape,
    ...locationToken,
  })
  .superRefine((event, context) => {
    endNotBeforeStart(event, context);
    if (event.location_id) {
      if (PLACE_FIELDS.some((name) => isSent(event[name as keyof typeof event]))) {
        context.addIssue({ code: 'custom', path: ['location_id'], message: WITHOUT_ADDRESS });
      }
      return;
    }
    const address = addressInput.safeParse(event);
    for (const { path, message } of address.success ? [] : address.error.issues) {
      context.addIssue({ code: 'custom', path, message });
    }
  });

export type EventInput = z.infer<typeof eventInput>;
export type EventWithLocationInput = z.infer<typeof eventWithLocationInput>;
export type EventWithLocationBody = z.infer<typeof eventWithLocationBody>;

export const SPONSOR_REQUIRED = messageText('select_sponsor');
export const PARTICIPANT_REQUIRED = messageText('select_participant');
export const ROLE_REQUIRED = messageText('select_role');

/** An event sponsor: an organization sponsoring the event. */
export const sponsorshipInput = z.object({
  sponsor_id: requiredReference(SPONSOR_REQUIRED),
  event_id: requiredReference(REQUIRED),
});

export const eventParticipantInput = z.object({
  participant_id: requiredReference(PARTICIPANT_REQUIRED),
  participant_role_id: requiredReference(ROLE_REQUIRED),
  event_id: requiredReference(REQUIRED),
});

export const participationRoleInput = z.object({
  name: displayName(100),
});
export type ParticipationRoleInput = z.infer<typeof participationRoleInput>;

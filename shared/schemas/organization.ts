import { z } from 'zod';
import { messageText } from '../messages';
import {
  displayName,
  flag,
  nullableText,
  optionalEmail,
  optionalHttpUrl,
  optionalId,
  REQUIRED,
  updatedAtToken,
} from './fields';
import { addressShape, locationToken } from './location';

export const CATEGORY_REQUIRED = messageText('select_category');

/** The organization list's `created_within_days`: only those created within so many days. */
export const createdWithinDays = z
  .preprocess(
    // An empty parameter is the same as none, like the list's other parameters.
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: messageText('days_not_a_number') })
      .int(messageText('days_not_whole'))
      .min(1, messageText('days_at_least'))
      .max(36_500, messageText('days_at_most'))
      .optional(),
  )
  .describe('Only organizations created within this many days (the dashboard asks for 30)');

const organizationShape = {
  name: displayName(200),
  description: nullableText(10_000),
  category_id: optionalId,
  website_url: optionalHttpUrl,
  twitter_name: nullableText(100),
  facebook_name: nullableText(100),
  instagram_name: nullableText(100),
  linkedin_name: nullableText(100),
  email_address: optionalEmail,
  phone_number: nullableText(40),
  is_published: flag.default(false),
  is_corkboard: flag.default(false),
  location_id: optionalId,
  updated_at: updatedAtToken,
};

type OrganizationValues = {
  is_corkboard: boolean;
  category_id: number | null;
  description: string | null;
};

/** Corkboard organizations use the reduced form: no category or description needed. */
function organizationRules(organization: OrganizationValues, context: z.RefinementCtx) {
  if (organization.is_corkboard) return;
  if (!organization.category_id) {
    context.addIssue({ code: 'custom', path: ['category_id'], message: CATEGORY_REQUIRED });
  }
  if (!organization.description) {
    context.addIssue({ code: 'custom', path: ['description'], message: REQUIRED });
  }
}

/**
 * The corkboard rules run even when other fields are invalid, so that every problem is
 * reported at once (zod skips refinements of an object with invalid fields by default).
 */
const ALWAYS_ON_OBJECTS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** The organization record the API stores (its place is its location, sent separately). */
export const organizationInput = z
  .object(organizationShape)
  .superRefine(organizationRules, ALWAYS_ON_OBJECTS);

const { location_id: _linkedByTheServer, ...ownFields } = organizationShape;

/**
 * An organization with its location, flat: the console's form, and the body of
 * `/api/admin/organization/with-location` (the server makes or updates the location and links it,
 * so there is no `location_id`).
 */
export const organizationWithLocationInput = z
  .object({ ...ownFields, ...addressShape, ...locationToken })
  .superRefine(organizationRules, ALWAYS_ON_OBJECTS);

export type OrganizationInput = z.infer<typeof organizationInput>;
export type OrganizationWithLocationInput = z.infer<typeof organizationWithLocationInput>;

/**
 * Where an organization stands in its review (server/modules/verification/dueDate.ts): overdue
 * for verification, due within 30 days, or neither. The lists' `review` filter.
 */
export const REVIEW_STATES = ['overdue', 'due_soon', 'current'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface Organization {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  website_url: string | null;
  twitter_name: string | null;
  facebook_name: string | null;
  instagram_name: string | null;
  linkedin_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  /** Signed URLs of the uploaded images, or null. */
  card_image: string | null;
  profile_image: string | null;
  card_image_id: number | null;
  profile_image_id: number | null;
  is_published: boolean;
  is_corkboard: boolean;
  location_id: number | null;
  /** From the organization's location. */
  city: string | null;
  state: string | null;
  country: string | null;
  city_id: number | null;
  state_id: number | null;
  country_id: number | null;
  /** When it was last checked to be still right, by whom (name, else e-mail), and due again. */
  last_verified_at: string;
  verified_by_name: string | null;
  review_due_at: string;
  created_at: string;
  updated_at: string;
}

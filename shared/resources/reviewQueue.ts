/**
 * The review queue: the live organizations with at least one finding, oldest verified first.
 * Each finding's stable code, in the order a listing's findings are answered and shown. (No zod
 * here: the console's bundle reads it.)
 */
export const FINDINGS = [
  'overdue',
  'due_soon',
  'no_coordinates',
  'far_from_municipality',
  'no_contact',
  'old_events',
  'long_unpublished',
] as const;
export type Finding = (typeof FINDINGS)[number];

/** The findings migration 024 keeps on the organization's row (`review_findings`). */
export const STATIC_FINDINGS = ['no_coordinates', 'far_from_municipality', 'no_contact'] as const;

/** A listing further than this from its municipality's coordinates is flagged (migration 024). */
export const FAR_FROM_MUNICIPALITY_KM = 50;

/** A published event that ended more than this many days ago should have been archived. */
export const OLD_EVENT_DAYS = 90;

/** An unpublished listing unchanged for this many days is flagged. */
export const LONG_UNPUBLISHED_DAYS = 180;

/** The console's resource (react-admin's name, and its screen's URL `/review-queue`). */
export const REVIEW_QUEUE_RESOURCE = 'review-queue';

/** The queue's API path, and its list's key in the answer. */
export const REVIEW_QUEUE_PATH = '/admin/review-queue';
export const REVIEW_QUEUE_LIST_KEY = 'organizations';

/** A listing as the queue answers it. */
export interface QueuedListing {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  category: string | null;
  is_published: boolean;
  last_verified_at: string;
  review_due_at: string;
  updated_at: string;
  findings: Finding[];
  state_id: number | null;
  city_id: number | null;
  category_id: number | null;
}

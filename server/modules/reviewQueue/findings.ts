import {
  FINDINGS,
  type Finding,
  LONG_UNPUBLISHED_DAYS,
  OLD_EVENT_DAYS,
} from '../../../shared/resources/reviewQueue';
import { reviewStateCondition } from '../verification/dueDate';

/**
 * Each finding as a condition on `organizations o` (the row alone, migration 024 keeping the
 * static ones on it, but for its events), and the stream of the queue that reads it: a range of
 * one index ordered by (…, last_verified_at, id).
 *
 * - `overdue`, `due_soon`: the live organizations (migration 023's indexes), in the range of
 *   last_verified_at that the review state's condition bounds (verification/dueDate.ts);
 * - `static`: those with a static finding (organizations_*findings_verified), or with one of
 *   them across the directory (organizations_<finding>_verified, migration 027);
 * - `unpublished`: the unpublished ones (organizations_*unpublished_verified);
 * - `events`: the live organizations again, each filtered by a look at its published events.
 */
export type Stream = 'overdue' | 'due_soon' | 'static' | 'events' | 'unpublished';

const STATIC = "o.review_findings <> '{}'";
const staticFinding = (code: Finding) => `'${code}' = ANY(o.review_findings)`;

export const FINDING_SOURCES: Record<Finding, { stream: Stream; condition: string }> = {
  overdue: { stream: 'overdue', condition: reviewStateCondition('overdue') },
  due_soon: { stream: 'due_soon', condition: reviewStateCondition('due_soon') },
  no_coordinates: { stream: 'static', condition: staticFinding('no_coordinates') },
  far_from_municipality: { stream: 'static', condition: staticFinding('far_from_municipality') },
  no_contact: { stream: 'static', condition: staticFinding('no_contact') },
  old_events: {
    stream: 'events',
    // One probe of events_published_ends (migration 024) per organization.
    condition: `EXISTS (SELECT 1 FROM events oe WHERE oe.organization_id = o.id
      AND oe.deleted_at IS NULL AND oe.is_published
      AND coalesce(oe.end_time, oe.start_time) < now() - interval '${OLD_EVENT_DAYS} days')`,
  },
  long_unpublished: {
    stream: 'unpublished',
    condition: `NOT o.is_published AND o.updated_at < now() - interval '${LONG_UNPUBLISHED_DAYS} days'`,
  },
};

/**
 * The condition of one finding, for a read `narrowed` to a place or a category or not: a static
 * finding so narrowed also says that the row has a finding, the condition of the place's or
 * category's index of them (migration 024).
 */
export function findingCondition(code: Finding, narrowed: boolean): string {
  const { stream, condition } = FINDING_SOURCES[code];
  return stream === 'static' && narrowed ? `${STATIC} AND ${condition}` : condition;
}

/**
 * Each stream's condition for any of its findings, the cheapest to read first: the queue's
 * bounded count reads them in this order (queue.ts).
 */
export const STREAM_CONDITIONS: Record<Stream, string> = {
  static: STATIC,
  unpublished: FINDING_SOURCES.long_unpublished.condition,
  overdue: FINDING_SOURCES.overdue.condition,
  due_soon: FINDING_SOURCES.due_soon.condition,
  events: FINDING_SOURCES.old_events.condition,
};

/** The organization's findings (`o`), as an array of codes in FINDINGS' order. */
export const FINDINGS_SQL = `array_remove(ARRAY[${FINDINGS.map(
  (code) => `CASE WHEN ${FINDING_SOURCES[code].condition} THEN '${code}' END`,
).join(', ')}]::text[], NULL)`;

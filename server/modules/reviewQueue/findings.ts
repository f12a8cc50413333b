import {
  FINDINGS,
  type Finding,
  LONG_UNPUBLISHED_DAYS,
  OLD_EVENT_DAYS,
} from '../../../shared/resources/reviewQueue';
import {
  DUE_SOON_DAYS,
  reviewDueAtSql,
  reviewStateCondition,
  SETTINGS_REVIEW_INTERVAL_SQL,
} from '../verification/dueDate';

/**
 * Each finding as a condition on `organizations o` (the row alone, migration 024 keeping the
 * static ones on it, but for its events), and the stream of the queue that reads it: a range of
 * one index ordered by (…, last_verified_at, id).
 *
 * - `due`: the live organizations (migration 023's indexes), their verification older than the
 *   shortest review interval allows (a bound on last_verified_at alone, computed once per query);
 * - `static`: those with a static finding (organizations_*findings_verified);
 * - `unpublished`: the unpublished ones (organizations_*unpublished_verified);
 * - `events`: the live organizations again, each filtered by a look at its published events.
 */
export type Stream = 'due' | 'static' | 'events' | 'unpublished';

const DUE_WITHIN = `now() + interval '${DUE_SOON_DAYS} days'`;

/** The shortest review interval any organization has (an InitPlan: one value per query). */
const SHORTEST_INTERVAL = `make_interval(months => (SELECT least(${SETTINGS_REVIEW_INTERVAL_SQL}, min(ri.review_interval_months)) FROM categories ri))`;

const STATIC = "o.review_findings <> '{}'";
const staticFinding = (code: Finding) => `${STATIC} AND '${code}' = ANY(o.review_findings)`;

export const FINDING_SOURCES: Record<Finding, { stream: Stream; condition: string }> = {
  overdue: {
    stream: 'due',
    condition: `o.last_verified_at < now() - ${SHORTEST_INTERVAL} AND ${reviewStateCondition('overdue')}`,
  },
  due_soon: {
    stream: 'due',
    condition: `o.last_verified_at < ${DUE_WITHIN} - ${SHORTEST_INTERVAL} AND ${reviewStateCondition('due_soon')}`,
  },
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

/** Each stream's condition for any of its findings. */
export const STREAM_CONDITIONS: Record<Stream, string> = {
  due: `o.last_verified_at < ${DUE_WITHIN} - ${SHORTEST_INTERVAL} AND ${reviewDueAtSql()} < ${DUE_WITHIN}`,
  static: STATIC,
  events: FINDING_SOURCES.old_events.condition,
  unpublished: FINDING_SOURCES.long_unpublished.condition,
};

/** The organization's findings (`o`), as an array of codes in FINDINGS' order. */
export const FINDINGS_SQL = `array_remove(ARRAY[${FINDINGS.map(
  (code) => `CASE WHEN ${FINDING_SOURCES[code].condition} THEN '${code}' END`,
).join(', ')}]::text[], NULL)`;

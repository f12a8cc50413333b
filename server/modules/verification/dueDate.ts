/**
 * When a listing is due for verification, in one place: the organization's list, its record, the
 * review queue and the dashboard's freshness chart all read it from here.
 *
 * Due date = last_verified_at + the review interval in months: its category's
 * (`categories.review_interval_months`), else the app settings' (`manager_versions`, one live
 * record at most), else 12. Overdue: the due date has passed; due soon: it comes within
 * DUE_SOON_DAYS; current: later than that.
 */

import type { ReviewState } from '../../../shared/schemas/organization';

/** The interval when neither the category nor the app settings give one (and the settings' default). */
export const DEFAULT_REVIEW_INTERVAL_MONTHS = 12;

/** A listing is "due soon" when its due date comes within this many days. */
export const DUE_SOON_DAYS = 30;

/** The shortest and longest intervals a category or the settings may give (the columns' checks). */
export const REVIEW_INTERVAL_MONTHS = { min: 1, max: 120 } as const;

/**
 * The dashboard's freshness bands: verified within the last `recentMonths` is recent, within
 * `agingMonths` (and not overdue) aging; past its due date, overdue.
 */
export const FRESHNESS_MONTHS = { recent: 6, aging: 12 } as const;

export { REVIEW_STATES, type ReviewState } from '../../../shared/schemas/organization';

/** The app settings' interval (a scalar subquery: the live settings record, else the default). */
export const SETTINGS_REVIEW_INTERVAL_SQL = `coalesce((SELECT s.review_interval_months FROM manager_versions s WHERE s.deleted_at IS NULL), ${DEFAULT_REVIEW_INTERVAL_MONTHS})`;

/** The review interval (months) of the organization `alias` (a scalar subquery on its category). */
export const reviewIntervalSql = (alias = 'o') =>
  `coalesce((SELECT rc.review_interval_months FROM categories rc WHERE rc.id = ${alias}.category_id), ${SETTINGS_REVIEW_INTERVAL_SQL})`;

/** The due date (timestamptz) of the organization `alias`: a query over `organizations o` needs no join. */
export const reviewDueAtSql = (alias = 'o') =>
  `(${alias}.last_verified_at + make_interval(months => ${reviewIntervalSql(alias)}))`;

const DUE_SOON = `interval '${DUE_SOON_DAYS} days'`;

/**
 * The condition that the organization `alias` is in the review state. Each also bounds
 * last_verified_at alone (the due date is 1 to 120 months after it), so that an index on
 * (…, last_verified_at, id) reads one range rather than every row.
 */
export function reviewStateCondition(state: ReviewState, alias = 'o'): string {
  const verified = `${alias}.last_verified_at`;
  const due = reviewDueAtSql(alias);
  const { min, max } = REVIEW_INTERVAL_MONTHS;
  switch (state) {
    case 'overdue':
      return `(${verified} < now() - interval '${min} months' AND ${due} < now())`;
    case 'due_soon':
      return `(${verified} < now() + ${DUE_SOON} - interval '${min} months' AND ${verified} >= now() - interval '${max} months' AND ${due} >= now() AND ${due} < now() + ${DUE_SOON})`;
    case 'current':
      return `(${verified} >= now() + ${DUE_SOON} - interval '${max} months' AND ${due} >= now() + ${DUE_SOON})`;
  }
}

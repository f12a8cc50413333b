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

/** Every review interval in force: the categories' own and the app settings'. */
const INTERVALS_IN_FORCE = `(SELECT rc.review_interval_months FROM categories rc WHERE rc.review_interval_months IS NOT NULL
   UNION ALL SELECT ${SETTINGS_REVIEW_INTERVAL_SQL}) AS in_force(months)`;

/** The shortest or longest of them, as an interval (a subquery run once per query). */
const intervalInForce = (pick: 'min' | 'max') =>
  `make_interval(months => (SELECT ${pick}(months) FROM ${INTERVALS_IN_FORCE}))`;

/** Whether one interval is in force for all (no category has its own, or all say the same). */
const ONE_INTERVAL = `(SELECT min(months) = max(months) FROM ${INTERVALS_IN_FORCE})`;

/**
 * The condition that the organization `alias` is in the review state. It bounds last_verified_at
 * alone by the shortest and longest intervals in force (computed once per query), so that an
 * index on (…, last_verified_at, id) reads one range of candidates rather than every row; with
 * one interval for all, that range is the state's exactly and no row's due date is computed.
 */
export function reviewStateCondition(state: ReviewState, alias = 'o'): string {
  const verified = `${alias}.last_verified_at`;
  const due = reviewDueAtSql(alias);
  const [shortest, longest] = [intervalInForce('min'), intervalInForce('max')];
  switch (state) {
    case 'overdue':
      return `(${verified} < now() - ${shortest} AND (${ONE_INTERVAL} OR ${due} < now()))`;
    case 'due_soon':
      return `(${verified} >= now() - ${longest} AND ${verified} < now() + ${DUE_SOON} - ${shortest}
        AND (${ONE_INTERVAL} OR ${due} >= now() AND ${due} < now() + ${DUE_SOON}))`;
    case 'current':
      return `(${verified} >= now() + ${DUE_SOON} - ${longest} AND (${ONE_INTERVAL} OR ${due} >= now() + ${DUE_SOON}))`;
  }
}

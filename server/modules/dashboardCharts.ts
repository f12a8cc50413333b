import {
  CHANGE_DAYS,
  type DashboardCharts,
  MAX_CHANGES_COUNTED,
  UPCOMING_EVENT_WEEKS,
} from '../../shared/dashboard';
import type { Queryable } from '../db/database';
import {
  DEFAULT_REVIEW_INTERVAL_MONTHS,
  FRESHNESS_MONTHS,
  SETTINGS_REVIEW_INTERVAL_SQL,
} from './verification/dueDate';

/**
 * The dashboard's charts, each read from totals kept by triggers (migration 025), so that each
 * reads as many rows at a million organizations as at a thousand: provinces, categories, days.
 */

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

async function organizationsByProvince(db: Queryable) {
  return db.query<DashboardCharts['by_province'][number]>(
    `SELECT s.id AS state_id, s.country_id, s.state AS name,
            coalesce(sum(t.total) FILTER (WHERE t.is_published), 0)::int AS published,
            coalesce(sum(t.total) FILTER (WHERE NOT t.is_published), 0)::int AS pending
       FROM organization_state_totals t
       JOIN states s ON s.id = t.place_state_id
      GROUP BY s.id
     HAVING sum(t.total) > 0
      ORDER BY sum(t.total) DESC, s.state, s.id`,
  );
}

/**
 * The live organizations of category `b.category_id` (0: none) last verified on the day of the
 * time `bound` but before it: the kept totals stop at the day before, these rows are counted.
 */
function verifiedOnDayBefore(bound: string) {
  const sameDay = `o.deleted_at IS NULL
        AND o.last_verified_at >= date_trunc('day', ${bound}, 'UTC') AND o.last_verified_at < ${bound}`;
  return `CASE WHEN b.category_id = 0
             THEN (SELECT count(*) FROM organizations o WHERE o.category_id IS NULL AND ${sameDay})
             ELSE (SELECT count(*) FROM organizations o WHERE o.category_id = b.category_id AND ${sameDay})
           END`;
}

/** A UTC day of a time, as the kept totals hold it. */
const dayOf = (time: string) => `(${time} AT TIME ZONE 'UTC')::date`;

/**
 * Per category (its review interval making its listings due, as dueDate.ts says), the overdue
 * ones, and the recent ones among the others; aging is the rest. The kept totals are read once
 * (categories × days), and only the day each bound falls in is counted from the rows.
 */
async function freshness(db: Queryable) {
  const [row] = await db.query<DashboardCharts['freshness']>(
    `WITH bounds AS MATERIALIZED (
       SELECT k.category_id, due_before, recent_from,
              ${dayOf('due_before')} AS due_day, ${dayOf('recent_from')} AS recent_day
         FROM (SELECT id AS category_id FROM categories UNION ALL SELECT 0) k
         LEFT JOIN categories c ON c.id = k.category_id,
              LATERAL (SELECT now() - make_interval(months => coalesce(c.review_interval_months, ${SETTINGS_REVIEW_INTERVAL_SQL}, ${DEFAULT_REVIEW_INTERVAL_MONTHS})) AS due_before) d,
              LATERAL (SELECT greatest(due_before, now() - interval '${FRESHNESS_MONTHS.recent} months') AS recent_from) r
     ), kept AS (
       SELECT coalesce(sum(t.total), 0) AS live,
              coalesce(sum(t.total) FILTER (WHERE t.verified_on < b.due_day), 0) AS overdue,
              coalesce(sum(t.total) FILTER (WHERE t.verified_on < b.recent_day), 0) AS not_recent
         FROM organization_verification_totals t JOIN bounds b ON b.category_id = t.category_id
     ), counted AS (
       SELECT coalesce(sum(${verifiedOnDayBefore('b.due_before')}), 0) AS overdue,
              coalesce(sum(${verifiedOnDayBefore('b.recent_from')}), 0) AS not_recent
         FROM bounds b
     )
     SELECT (kept.live - kept.not_recent - counted.not_recent)::int AS recent,
            (kept.not_recent + counted.not_recent - kept.overdue - counted.overdue)::int AS aging,
            (kept.overdue + counted.overdue)::int AS overdue
       FROM kept, counted`,
  );
  return row as DashboardCharts['freshness'];
}

async function upcomingEvents(db: Queryable) {
  return db.query<DashboardCharts['upcoming_events'][number]>(
    `SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start,
            (SELECT coalesce(sum(t.total), 0) FROM event_start_totals t
              WHERE t.start_on >= greatest(w.week_start, ${TODAY})
                AND t.start_on < w.week_start + 7)::int AS count
       FROM (SELECT (date_trunc('week', ${TODAY}) + make_interval(weeks => n))::date AS week_start
               FROM generate_series(0, $1::int - 1) AS n) w
      ORDER BY w.week_start`,
    [UPCOMING_EVENT_WEEKS],
  );
}

/** Each day's history entries, counted up to MAX_CHANGES_COUNTED: a range of the time index. */
async function changesPerDay(db: Queryable) {
  return db.query<DashboardCharts['changes_per_day'][number]>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (SELECT count(*) FROM (
               SELECT 1 FROM history_entries h
                WHERE h.at >= d.day::timestamp AT TIME ZONE 'UTC'
                  AND h.at < (d.day + 1)::timestamp AT TIME ZONE 'UTC'
                LIMIT $2) AS bounded)::int AS count
       FROM (SELECT ${TODAY} - n AS day FROM generate_series(0, $1::int - 1) AS n) d
      ORDER BY d.day`,
    [CHANGE_DAYS, MAX_CHANGES_COUNTED],
  );
}

export async function dashboardCharts(db: Queryable): Promise<DashboardCharts> {
  return {
    by_province: await organizationsByProvince(db),
    freshness: await freshness(db),
    upcoming_events: await upcomingEvents(db),
    changes_per_day: await changesPerDay(db),
  };
}

/**
 * The dashboard's New Organizations are those created within this many days; its card opens the
 * organization list filtered the same way. (No zod here: the dashboard's bundle reads it.)
 */
export const NEW_ORGANIZATION_DAYS = 30;

/** The dashboard's charts: upcoming events over this many weeks (from this week's Monday, UTC). */
export const UPCOMING_EVENT_WEEKS = 12;

/** The dashboard's charts: changes (history entries) per UTC day over this many days, today included. */
export const CHANGE_DAYS = 30;

/**
 * A day's changes are counted up to this many, so that the 30 days read at most 4,500 entries of
 * the time index whatever the history holds; the dashboard shows a busier day as "150+".
 */
export const MAX_CHANGES_COUNTED = 150;

/** GET /api/admin/dashboard/charts's `data`. Days and weeks are UTC dates, `YYYY-MM-DD`. */
export interface DashboardCharts {
  /** Live organizations of each province/state that has any, the most first. */
  by_province: {
    state_id: number;
    country_id: number;
    name: string;
    published: number;
    pending: number;
  }[];
  /**
   * Live organizations by when they were last verified: overdue (past their due date), else
   * recent (verified within 6 months) or aging (longer ago).
   */
  freshness: { recent: number; aging: number; overdue: number };
  /** Live events starting in each week (Monday first), from today on. */
  upcoming_events: { week_start: string; count: number }[];
  /** History entries (every change of every record) of each day, oldest first. */
  changes_per_day: { day: string; count: number }[];
}

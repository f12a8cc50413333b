import { CHANGE_DAYS, NEW_ORGANIZATION_DAYS, UPCOMING_EVENT_WEEKS } from '../../shared/dashboard';
import { defineRoutes, route } from '../http/routes';
import { dashboardCharts } from './dashboardCharts';

export const dashboardRoutes = defineRoutes(
  'dashboard',
  [
    route({
      method: 'get',
      path: '/api/admin/dashboard',
      summary: 'The dashboard counts',
      description:
        `blogs: live blog posts; organizations: live organizations created in the last ${NEW_ORGANIZATION_DAYS} days (the organization list's \`created_within_days=${NEW_ORGANIZATION_DAYS}\`); ` +
        'events: live events; users: administrators who signed in within the last 30 days.',
      async handler({ services: { db } }) {
        const [counts] = await db.query(
          `SELECT
           (SELECT count(*)::int FROM blog_posts WHERE deleted_at IS NULL) AS blogs,
           (SELECT count(*)::int FROM organizations
              WHERE deleted_at IS NULL
                AND created_at > now() - make_interval(days => $1)) AS organizations,
           (SELECT coalesce(sum(total), 0)::int FROM event_totals) AS events,
           (SELECT count(*)::int FROM administrators
              WHERE deleted_at IS NULL AND last_sign_in_at > now() - interval '30 days') AS users`,
          [NEW_ORGANIZATION_DAYS],
        );
        return { counts };
      },
    }),
    route({
      method: 'get',
      path: '/api/admin/dashboard/charts',
      summary: "The dashboard's charts",
      description:
        'by_province: live organizations of each province/state, published and pending (unpublished), the most first; ' +
        'freshness: live organizations past their due date (overdue), else verified within 6 months (recent) or longer ago (aging); ' +
        `upcoming_events: live events starting in each of ${UPCOMING_EVENT_WEEKS} weeks from this week's Monday (from today on); ` +
        `changes_per_day: history entries of each of the last ${CHANGE_DAYS} days. Days are UTC dates (YYYY-MM-DD); every count is kept by triggers.`,
      async handler({ services: { db } }) {
        return dashboardCharts(db);
      },
    }),
  ],
  'signed-in',
);

import type { ReviewState } from '../../../shared/schemas/organization';

/** The lists the dashboard's charts summarise, with the filters that show what a chart counts. */

/** react-admin's list URL with `filter` in it, so that the link, reload and Back keep it. */
const filtered = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const ORGANIZATIONS = '/organizations';
export const EVENTS = '/events';
export const ACTIVITY = '/history';

/** The organization list of one review state (its `review` filter). */
export const organizationsInReview = (state: ReviewState) =>
  filtered(ORGANIZATIONS, { review: state });

/** Activity on one UTC day (`YYYY-MM-DD`): its From and To filters, which the API reads as UTC days. */
export const activityOfDay = (day: string) => filtered(ACTIVITY, { from: day, to: day });

/** The organization list's filter of the dashboard's New Organizations: created within so many days. */
export const CREATED_WITHIN_FILTER = 'created_within_days';

/**
 * The organization list showing only those created within `days`: the filter is in the URL
 * (react-admin's `filter` parameter), so the link, reload and Back keep it.
 */
export const organizationsCreatedWithin = (days: number) =>
  `/organizations?filter=${encodeURIComponent(JSON.stringify({ [CREATED_WITHIN_FILTER]: days }))}`;

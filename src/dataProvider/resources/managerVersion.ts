import type { ResourceEntry } from '../types';

const versionFields = [
  'ios_current_version',
  'android_current_version',
  'ios_min_version',
  'android_min_version',
  'review_interval_months',
] as const;

/** App settings: at most one record, answered as an object or null. */
export const managerVersion: ResourceEntry = {
  list: {
    mode: 'client',
    path: '/admin/manager-version',
    records: 'manager_version',
    shape: 'single',
    searchFields: [],
  },
  create: {
    path: '/admin/manager-version',
    body: { type: 'json' },
    fields: versionFields,
    record: 'manager_version',
  },
  update: {
    path: ({ id }) => `/admin/manager-version/${encodeURIComponent(String(id))}`,
    body: { type: 'json' },
    fields: versionFields,
    record: 'manager_version',
  },
};

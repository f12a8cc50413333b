import type { ResourceEntry } from '../types';

/** The dashboard's four counts, read as one record with the fixed id 'counts'. */
export const dashboard: ResourceEntry = {
  getOne: {
    path: '/admin/dashboard',
    record: 'counts',
    transform: (counts) => ({ ...counts, id: 'counts' }),
  },
};

/** The dashboard's charts, read as one record with the fixed id 'charts'. */
export const dashboardCharts: ResourceEntry = {
  getOne: {
    path: '/admin/dashboard/charts',
    record: (charts) => charts,
    transform: (charts) => ({ ...charts, id: 'charts' }),
  },
};

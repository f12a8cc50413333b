import type { ResourceEntry, Values } from '../types';

/** A deleted record of any table: its id in the list is its table's and its own. */
const listed = (record: Values) => ({
  ...record,
  id: `${record.resource}/${record.id}`,
  record_id: record.id as number,
});

/** The deleted records of every table, newest deletion first, and their restore. */
export const trash: ResourceEntry = {
  list: {
    mode: 'server',
    path: '/admin/trash',
    records: 'records',
    perPageParam: 'per_page',
    filters: { q: 'q', resource: 'resource' },
    transform: listed,
  },
  restore: {
    path: ({ previousData }) =>
      `/admin/trash/${String(previousData?.resource)}/${String(previousData?.record_id)}/restore`,
  },
};

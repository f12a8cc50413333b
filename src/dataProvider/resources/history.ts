import type { ResourceEntry, Values } from '../types';

/** The history's filters, as react-admin's filter names and the API's query parameters alike. */
export const HISTORY_FILTERS = [
  'resource',
  'record_id',
  'administrator_id',
  'action',
  'from',
  'to',
] as const;

/** An entry with the files its changes name (`{ id, filename }` by id), from the answer's map. */
const withFiles = (entry: Values, body: Values) => ({
  ...entry,
  id: entry.id as string,
  files: (body.files ?? {}) as Values,
});

/** The history of changes, newest first: read only, paged and filtered by the server. */
export const history: ResourceEntry = {
  list: {
    mode: 'server',
    path: '/admin/history',
    records: 'entries',
    perPageParam: 'per_page',
    filters: Object.fromEntries(HISTORY_FILTERS.map((name) => [name, name])),
    transform: withFiles,
  },
};

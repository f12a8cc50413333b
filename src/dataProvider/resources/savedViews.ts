import { savedViews } from '../../../shared/resources/savedViews';
import type { PathSpec, ResourceEntry } from '../types';

const { path, listKey, recordKey } = savedViews.api;

const viewPath: PathSpec = ({ id }) => `${path}/${encodeURIComponent(String(id))}`;

/**
 * A list's saved views (filter `list`: the list's key), the person's own and the shared ones,
 * answered whole by the server; saved and deleted one at a time.
 */
export const savedViewEntry: ResourceEntry = {
  list: {
    mode: 'client',
    path: ({ filter }) => `${path}?list=${encodeURIComponent(String(filter.list ?? ''))}`,
    records: listKey,
    searchFields: ['name'],
  },
  create: {
    path,
    body: { type: 'json' },
    fields: ['name', 'list', 'params', 'shared'],
    record: recordKey,
  },
  delete: { path: viewPath, record: recordKey },
};

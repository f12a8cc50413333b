import type { ResourceEntry } from '../types';

/** The administrators allowed to sign in; the server answers them all. */
export const administrators: ResourceEntry = {
  list: {
    mode: 'client',
    path: '/admin/administrators',
    records: 'administrators',
    searchFields: ['email', 'name'],
  },
};

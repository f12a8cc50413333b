import type { ResourceEntry } from '../types';

const PATH = '/admin/administrators';

/** The administrators allowed to sign in: the server answers them all; added by e-mail, revoked. */
export const administrators: ResourceEntry = {
  list: {
    mode: 'client',
    path: PATH,
    records: 'administrators',
    searchFields: ['email', 'name'],
  },
  create: {
    path: PATH,
    body: { type: 'json' },
    fields: ['email'],
    record: 'administrator',
  },
  delete: {
    path: ({ id }) => `${PATH}/${encodeURIComponent(String(id))}`,
    record: 'administrator',
  },
};

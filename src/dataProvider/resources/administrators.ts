import type { ResourceEntry } from '../types';

const PATH = '/admin/administrators';
const onePath: ResourceEntry['delete'] = {
  path: ({ id }) => `${PATH}/${encodeURIComponent(String(id))}`,
  record: 'administrator',
};

/**
 * The people who may sign in, each with a role and, for an editor, limits: the server answers
 * them all; added by e-mail with a role, their role and limits changed, revoked.
 */
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
    fields: ['email', 'role', 'state_ids', 'city_ids'],
    record: 'administrator',
  },
  update: {
    ...onePath,
    body: { type: 'json' },
    fields: ['role', 'state_ids', 'city_ids'],
  },
  delete: onePath,
};

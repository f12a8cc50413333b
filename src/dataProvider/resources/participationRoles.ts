import type { ResourceEntry } from '../types';
import { recordPath } from './paths';

/** Participation roles (shared by every event), written as JSON with their name. */
export const participationRoles: ResourceEntry = {
  list: {
    mode: 'client',
    path: '/admin/participation-role',
    records: 'participation_roles',
    searchFields: ['name'],
  },
  getOne: { path: recordPath('/admin/participation-role'), record: 'participation_role' },
  create: {
    path: '/admin/participation-role',
    body: { type: 'json' },
    fields: ['name'],
    record: 'participation_role',
  },
  delete: {
    path: recordPath('/admin/participation-role'),
    record: 'participation_role',
    refusedWhileUsed: true,
  },
};

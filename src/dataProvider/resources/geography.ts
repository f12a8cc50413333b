import { letterParam, parentId } from '../query';
import type { ResourceEntry } from '../types';
import { organizations } from './organizations';

/**
 * The organizations of one municipality (meta.stateId, meta.municipalityId), published or
 * not, corkboard or not; sortable by name or id; their bulk actions are the organizations'.
 */
export const municipalityOrganizations: ResourceEntry = {
  list: {
    mode: 'server',
    // The parents are query parameters here, not path segments (parentId encodes them).
    path: (context) =>
      `/admin/organization-v2?city=${parentId(context, 'municipalityId')}&state=${parentId(context, 'stateId')}`,
    records: 'organizations',
    query: { status: 'All', corkboard: 'All' },
    perPageParam: 'max_organizations',
    filters: { q: 'name', letter: letterParam('name_start') },
    sort: { perField: { name: 'sort_by_name', id: 'sort_by_id' } },
  },
  bulk: organizations.bulk,
};

import type { ResourceEntry } from '../types';

/** Company links: the server answers them all as an object keyed by id. */
export const companyLinks: ResourceEntry = {
  list: {
    mode: 'client',
    path: '/admin/company-links',
    records: 'company_links',
    shape: 'keyed',
    searchFields: ['name', 'url'],
  },
  create: {
    path: '/admin/company-links',
    body: { type: 'multipart' },
    fields: ['name', 'url'],
    record: 'company_link',
  },
  delete: {
    path: ({ id }) => `/admin/company-link/${encodeURIComponent(String(id))}`,
    record: 'data',
  },
};

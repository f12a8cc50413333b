import { companyLinks as companyLinkType } from '../../shared/resources/companyLinks';
import { type CompanyLink, companyLinkInput } from '../../shared/schemas/companyLink';
import { defineRoutes, idParams, route } from '../http/routes';
import { recordRepository } from '../store/records';

const companyLinks = recordRepository<CompanyLink>({
  table: 'company_links',
  label: 'Company link',
  writable: ['name', 'url'],
});

export const companyLinkRoutes = defineRoutes(
  'company links',
  [
    route({
      method: 'get',
      path: '/api/admin/company-links',
      summary: 'Every company link, as an object keyed by id',
      async handler({ services: { db } }) {
        const { rows } = await companyLinks.list(db);
        return { company_links: Object.fromEntries(rows.map((link) => [link.id, link])) };
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/company-links',
      summary: 'Adds a company link',
      body: companyLinkInput,
      bodyTypes: 'both',
      status: 201,
      async handler({ services: { db }, body, adminId }) {
        return { company_link: await companyLinks.create(db, adminId, body) };
      },
    }),
    route({
      method: 'delete',
      path: '/api/admin/company-link/{id}',
      summary: 'Deletes a company link (soft delete); answers it under data.data, as the spec says',
      params: idParams,
      errors: { 404: 'No live company link with this id' },
      async handler({ services: { db }, params, adminId }) {
        return { data: await companyLinks.remove(db, adminId, params.id) };
      },
    }),
  ],
  companyLinkType,
);

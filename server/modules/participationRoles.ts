import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { participationRoles as roleDeclaration } from '../../shared/resources/participationRoles';
import { apiPaths } from '../../shared/resources/record';
import { participationRoleInput } from '../../shared/schemas/event';
import { getRecordRoute, searchText } from '../http/crud';
import { defineRoutes, idParams, route } from '../http/routes';
import { lockUnlessUsed, type UsageRule, usageRoute, usedByReferences } from '../http/usage';
import { recordRepository } from '../store/records';

export interface ParticipationRole {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

export const participationRoles = recordRepository<ParticipationRole>({
  table: roleDeclaration.table,
  label: roleDeclaration.label.one,
  writable: ['name'],
  searchable: ['name'],
  sortable: { name: 'text' },
  conflictMessage: messageText('role_unique'),
});

/** A role live participants have stays: their events would list them without a role. */
const roleUsage: UsageRule<ParticipationRole> = {
  load: participationRoles.get,
  usedBy: usedByReferences('participation_roles'),
  refusal: (role, uses) =>
    messageText(uses.total === 1 ? 'role_in_use_one' : 'role_in_use_many', {
      uses: uses.text,
      name: role.name,
    }),
};

const notFoundError = { 404: 'No live participation role with this id' };

const { collection, item } = apiPaths(roleDeclaration);

export const participationRoleRoutes = defineRoutes(
  'participation roles',
  [
    route({
      method: 'get',
      path: collection,
      summary: 'Every live participation role, by name; `q` matches the name',
      query: z.object({ q: searchText('the name') }),
      async handler({ services, query }) {
        const { rows } = await participationRoles.list(services.db, {
          search: query.q,
          sort: { column: 'name', direction: 'asc' },
        });
        return { participation_roles: rows };
      },
    }),
    getRecordRoute(item, participationRoles, (role) => ({
      participation_role: role,
    })),
    route({
      method: 'post',
      path: collection,
      summary:
        'Creates a participation role; names are unique among live roles, ignoring case, spaces and the form of letters',
      body: participationRoleInput,
      status: 201,
      errors: { 409: 'A live role already has this name' },
      async handler({ services, body, adminId }) {
        return { participation_role: await participationRoles.create(services.db, adminId, body) };
      },
    }),
    route({
      method: 'delete',
      path: item,
      summary:
        'Deletes a participation role (soft delete) unless live participants have it; answers it as it was',
      params: idParams,
      errors: { ...notFoundError, 409: 'Live event participants have this role' },
      async handler({ services, params, adminId }) {
        const participation_role = await services.db.transaction(async (tx) => {
          await lockUnlessUsed(tx, roleUsage, params.id);
          return participationRoles.remove(tx, adminId, params.id);
        });
        return { participation_role };
      },
    }),
    usageRoute({
      itemPath: item,
      noun: 'participation role',
      rule: roleUsage,
    }),
  ],
  roleDeclaration,
);

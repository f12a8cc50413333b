import { z } from 'zod';
import { searchText } from '../http/crud';
import { csvExportRoute, type ListSelection } from '../http/csvExport';
import { likePattern } from '../http/records';
import { defineRoutes, route } from '../http/routes';

const LIST_PATH = '/api/admin/administrators';

/** The live administrators by e-mail; `q` keeps those whose e-mail or name contains it. */
function administratorSelection(q: string | undefined): ListSelection {
  const search = q?.trim();
  return {
    sql: `SELECT id, email, name, picture, last_sign_in_at FROM administrators
           WHERE deleted_at IS NULL${search ? ' AND (lower(email) LIKE $1 OR lower(name) LIKE $1)' : ''}
           ORDER BY lower(email)`,
    params: search ? [likePattern(search)] : [],
    columns: ['id', 'email', 'name', 'picture', 'last_sign_in_at'],
  };
}

export const administratorRoutes = defineRoutes('administrators', [
  route({
    method: 'get',
    path: LIST_PATH,
    summary: 'The administrators of the directory (read-only; managed through ADMIN_EMAILS)',
    async handler({ services: { db } }) {
      const { sql, params } = administratorSelection(undefined);
      return { administrators: await db.query(sql, params) };
    },
  }),
  csvExportRoute({
    listPath: LIST_PATH,
    plural: 'administrators',
    query: z.object({ q: searchText('the e-mail or name') }),
    selection: ({ query }) => administratorSelection(query.q),
  }),
]);

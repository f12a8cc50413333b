import { defineRoutes, route } from '../http/routes';

export const administratorRoutes = defineRoutes('administrators', [
  route({
    method: 'get',
    path: '/api/admin/administrators',
    summary: 'The administrators of the directory (read-only; managed through ADMIN_EMAILS)',
    async handler({ services: { db } }) {
      const administrators = await db.query(
        `SELECT id, email, name, picture, last_sign_in_at FROM administrators
         WHERE deleted_at IS NULL ORDER BY lower(email)`,
      );
      return { administrators };
    },
  }),
]);

import { HttpError } from '../http/errors';
import { defineRoutes, route } from '../http/routes';

export const healthRoutes = defineRoutes('health', [
  route({
    method: 'get',
    path: '/api/health',
    summary: 'Whether the server can reach its database',
    public: true,
    errors: { 503: 'The database is unreachable' },
    async handler({ services: { db } }) {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        console.error('Health check failed:', error);
        throw new HttpError(503, 'The database is unreachable.');
      }
      return { status: 'ok', database: db.kind };
    },
  }),
]);

import { setTimeout as delay } from 'node:timers/promises';
import { HttpError } from '../http/errors';
import { defineRoutes, route } from '../http/routes';

/**
 * How long the probe waits for `SELECT 1`. The embedded database runs one statement at a time:
 * behind a long one the probe answers that the database is busy rather than wait with it.
 */
const PROBE_WAIT_MS = 1000;

export const healthRoutes = defineRoutes('health', [
  route({
    method: 'get',
    path: '/api/health',
    summary:
      'Whether the server can reach its database: `database_state` is `ok`, or `busy` when it is still running another statement after 1 s',
    public: true,
    errors: { 503: 'The database is unreachable' },
    async handler({ services: { db } }) {
      const probe = db.query('SELECT 1').then(() => 'ok' as const);
      const state = await Promise.race([probe, delay(PROBE_WAIT_MS, 'busy' as const)]).catch(
        (error: unknown) => {
          console.error('Health check failed:', error);
          throw new HttpError(503, 'The database is unreachable.');
        },
      );
      // A probe left waiting still settles; its failure was reported by a later probe or not at all.
      probe.catch(() => undefined);
      return { status: 'ok', database: db.kind, database_state: state };
    },
  }),
]);

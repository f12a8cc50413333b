import { setTimeout as delay } from 'node:timers/promises';
import type { Context } from 'hono';
import { messageText } from '../../shared/messages';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { defineRoutes, route } from '../http/routes';
import type { Lifecycle } from '../lifecycle';
import { requestLogger } from '../logging';

/**
 * How long the probe waits for `SELECT 1`. The embedded database runs one statement at a time:
 * behind a long one the probe answers that the database is busy rather than wait with it.
 */
const PROBE_WAIT_MS = 1000;

export type DatabaseState = 'ok' | 'busy' | 'unreachable';

async function probeDatabase(c: Context, db: Database): Promise<DatabaseState> {
  const probe = db.query('SELECT 1').then(() => 'ok' as const);
  // A probe left waiting still settles; its failure was reported by a later probe or not at all.
  probe.catch(() => undefined);
  return Promise.race([probe, delay(PROBE_WAIT_MS, 'busy' as const)]).catch((error: unknown) => {
    requestLogger(c).error({ err: error }, 'the database did not answer the health probe');
    return 'unreachable' as const;
  });
}

/** Liveness: the process answers, whatever its phase and its database's state. */
export async function liveness(c: Context, db: Database, lifecycle: Lifecycle) {
  return {
    status: 'ok',
    phase: lifecycle.phase,
    database: db.kind,
    database_state: await probeDatabase(c, db),
  };
}

const NOT_READY: Record<Exclude<Lifecycle['phase'], 'serving'>, string> = {
  starting: messageText('not_ready_starting'),
  stopping: messageText('not_ready_stopping'),
};

/** Readiness: this instance has migrated the database, the database answers, and it is not stopping. */
export async function readiness(c: Context, db: Database, lifecycle: Lifecycle) {
  if (lifecycle.phase !== 'serving') throw new HttpError(503, NOT_READY[lifecycle.phase]);
  const state = await probeDatabase(c, db);
  if (state === 'unreachable') throw new HttpError(503, messageText('not_ready_unreachable'));
  return { status: 'ready', database: db.kind, database_state: state };
}

export const healthRoutes = defineRoutes('health', [
  route({
    method: 'get',
    path: '/api/health',
    summary:
      'Liveness: answers 200 while the process runs. `phase` is `starting` (preparing the database), `serving` or `stopping`; `database_state` is `ok`, `busy` (still running another statement after 1 s) or `unreachable`',
    public: true,
    handler: ({ c, services: { db, lifecycle } }) => liveness(c, db, lifecycle),
  }),
  route({
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Readiness, for a load balancer: 200 once this instance has migrated the database, while the database answers and until it is told to stop',
    public: true,
    errors: {
      503: 'Still preparing the database, the database is unreachable, or shutting down (the message says which)',
    },
    handler: ({ c, services: { db, lifecycle } }) => readiness(c, db, lifecycle),
  }),
]);

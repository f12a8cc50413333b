import type { Database } from './database';

/**
 * How long a run of work in one transaction (a bulk action, an import's batch) keeps the
 * embedded database's one connection before it commits and gives way to the requests waiting
 * for it: a waiting list answers within a few turns, and each turn's commit costs the work little.
 */
export const TURN_MS = 50;

/**
 * A clock started now for a run of work: it says when the run has had its turn, having held the
 * connection for TURN_MS while others wait. Never on PostgreSQL, whose pool serves the others.
 */
export function turnClock(db: Database): () => boolean {
  const started = performance.now();
  return () => db.othersWaiting() && performance.now() - started >= TURN_MS;
}

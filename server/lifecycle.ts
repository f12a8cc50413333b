/**
 * Where the server process is in its life. `starting`: it answers health checks while it
 * migrates and seeds the database; `serving`: every route; `stopping`: after SIGTERM, it finishes
 * the requests in flight and accepts no new connection.
 */
export type Phase = 'starting' | 'serving' | 'stopping';

export interface Lifecycle {
  phase: Phase;
}

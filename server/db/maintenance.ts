import type { Logger } from '../logging';
import type { Database } from './database';

/**
 * The embedded database has no autovacuum: without it the planner never learns how many rows a
 * table holds (and picks plans that rescan a table thousands of times), and dead rows left by
 * updates and deletes are never reclaimed. This does autovacuum's work on PostgreSQL's default
 * thresholds, one table at a time so that requests wait at most one table's VACUUM.
 */

/** PostgreSQL's autovacuum defaults: act once this many rows plus this share of the table changed. */
const ANALYZE_THRESHOLD = { rows: 50, share: 0.1 };
const VACUUM_THRESHOLD = { rows: 50, share: 0.2 };
/** Inserts alone also call for a VACUUM, which marks pages all-visible for index-only scans. */
const INSERT_VACUUM_THRESHOLD = { rows: 1000, share: 0.2 };

interface TableActivity {
  table: string;
  live: number;
  dead: number;
  modified_since_analyze: number;
  inserted_since_vacuum: number;
  analyzed: boolean;
}

export interface MaintenanceRun {
  table: string;
  action: 'VACUUM (ANALYZE)' | 'ANALYZE';
  ms: number;
}

const over = (count: number, live: number, threshold: { rows: number; share: number }) =>
  count > threshold.rows + threshold.share * live;

/** What autovacuum would do now to `table`, if anything. */
function dueAction(activity: TableActivity): MaintenanceRun['action'] | undefined {
  const { live, dead, inserted_since_vacuum: inserted } = activity;
  if (over(dead, live, VACUUM_THRESHOLD) || over(inserted, live, INSERT_VACUUM_THRESHOLD)) {
    return 'VACUUM (ANALYZE)';
  }
  if (!activity.analyzed || over(activity.modified_since_analyze, live, ANALYZE_THRESHOLD)) {
    return 'ANALYZE';
  }
  return undefined;
}

/** Gives the planner statistics of every table: after migrations and after seeding. */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.exec('ANALYZE');
}

/** Vacuums and analyses each table of the embedded database that is due; answers what it did. */
export async function maintainTables(db: Database): Promise<MaintenanceRun[]> {
  // Activity counts reach pg_stat_user_tables about once a second; read them as they are now.
  // They restart from zero when the database does, so "never analysed" is read from pg_class,
  // whose row estimate stays -1 until the first ANALYZE or VACUUM.
  await db.query('SELECT pg_stat_force_next_flush()');
  const tables = await db.query<TableActivity>(
    `SELECT t.relname AS table, n_live_tup::int AS live, n_dead_tup::int AS dead,
            n_mod_since_analyze::int AS modified_since_analyze,
            n_ins_since_vacuum::int AS inserted_since_vacuum,
            c.reltuples >= 0 AS analyzed
       FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
      WHERE t.schemaname = 'public'
      ORDER BY t.relname`,
  );
  const runs: MaintenanceRun[] = [];
  for (const activity of tables) {
    const action = dueAction(activity);
    if (!action) continue;
    const started = performance.now();
    await db.exec(`${action} "${activity.table.replaceAll('"', '""')}"`);
    runs.push({ table: activity.table, action, ms: Math.round(performance.now() - started) });
  }
  return runs;
}

/** Every `intervalMs`, maintains the embedded database's tables; answers how to stop it. */
export function startEmbeddedMaintenance(
  db: Database,
  intervalMs: number,
  logger: Logger,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = maintainTables(db)
      .then(
        (runs) => {
          if (runs.length === 0) return;
          const done = runs.map((run) => `${run.action} ${run.table} ${run.ms} ms`).join(', ');
          logger.info({ runs }, `Database maintenance: ${done}.`);
        },
        (error: unknown) => logger.error({ err: error }, 'Database maintenance failed.'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

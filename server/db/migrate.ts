import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { createDeclaredIndexes } from './declaredIndexes';
import { refreshStatistics } from './maintenance';
import { fillNameSkeletons, lookAlikesReport } from './nameSkeletons';
import { createRecordTypeObjects } from './recordTypeObjects';

/** A migration may rebuild an index of a large table: no statement timeout applies. */
const MIGRATION = { unbounded: true } as const;
/** Held while migrating, so that API instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7215;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies, in file-name order, every `migrations/NNN_name.sql` not yet recorded in
 * schema_migrations, each in its own transaction. A lock keeps two API instances that
 * start together against one PostgreSQL server from migrating twice. `upTo` (a version such as
 * `006_flat_lists`) stops after that one: a database as an earlier release left it, to upgrade.
 * A full run then makes the history triggers and trash indexes of every record type's table
 * (recordTypeObjects.ts) and the indexes the resource declarations call for (declaredIndexes.ts), and
 * writes the skeletons of unique names that have none (nameSkeletons.ts): `warn` is told of the
 * live names kept though they look like older ones, at every start until they are renamed.
 */
export async function migrate(
  db: Database,
  { upTo, warn }: { upTo?: string; warn?: (message: string) => void } = {},
): Promise<string[]> {
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it, and
  // the second then fails on PostgreSQL's catalogue instead of finding the table.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql') && (!upTo || name.replace(/\.sql$/, '') <= upTo))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    }, MIGRATION);
    if (ran) applied.push(version);
  }
  const { indexed, lookAlikes } = upTo
    ? { indexed: [], lookAlikes: [] }
    : await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        return {
          indexed: [...(await createRecordTypeObjects(tx)), ...(await createDeclaredIndexes(tx))],
          lookAlikes: await fillNameSkeletons(tx),
        };
      }, MIGRATION);
  if (lookAlikes.length > 0) warn?.(lookAlikesReport(lookAlikes));
  if (applied.length > 0 || indexed.length > 0) await refreshStatistics(db);
  return applied;
}

/**
 * Migrations are statements separated by semicolons at line ends; a dollar-quoted body
 * (`$$ ... $$`, a trigger function's) is kept whole, whatever semicolons it holds.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

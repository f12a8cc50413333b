import { createHash } from 'node:crypto';
import type { Queryable } from '../../../server/db/database';

/** Every table of the database's schema with a hash of all its rows, deleted ones included. */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

/**
 * Reads every base table listed in information_schema (so a table added by a migration is in
 * it the day it exists) and hashes its rows, each as PostgreSQL's text form of the whole row, in
 * a fixed order.
 */
export async function snapshotDatabase(db: Queryable): Promise<DatabaseSnapshot> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const rows = await db.query<{ row: string }>(
      `SELECT t::text AS row FROM ${quoted} t ORDER BY 1`,
    );
    const hash = createHash('sha256');
    for (const { row } of rows) hash.update(row).update('\n');
    snapshot[name] = { rows: rows.length, hash: hash.digest('hex') };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots (or that exist in only one), by name. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((name) => before[name]?.hash !== after[name]?.hash);
}

import type { Database } from '../db/database';

/**
 * Drops the secondary indexes and foreign keys of `tables` for a bulk load and answers the
 * function that puts them back:
 * PostgreSQL's advice for populating a database ("Populating a Database" in its manual). Building
 * an index once over every row is far cheaper than updating it row by row (trigram GIN indexes
 * above all), and one validation of each foreign key replaces a lookup per inserted row. The
 * indexes and constraints come back exactly as the migrations defined them; a row breaking a
 * unique index or a foreign key still fails, at the rebuild. Only for a database nobody else
 * is using: queries meanwhile would scan.
 */
export async function dropSecondaryIndexes(
  db: Database,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class c ON c.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY c.relname`,
    [tables],
  );
  const foreignKeys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT t.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
      WHERE k.contype = 'f' AND t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
      ORDER BY t.relname, k.conname`,
    [tables],
  );
  await db.transaction(async (tx) => {
    for (const key of foreignKeys) {
      await tx.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    }
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  });
  return () =>
    db.transaction(async (tx) => {
      // A server's index builds sort in memory up to this (its default, 64 MB, spills millions
      // of rows to disk); the embedded database keeps its own, smaller default.
      if (db.kind === 'postgres') await tx.query("SET LOCAL maintenance_work_mem = '1GB'");
      for (const index of indexes) await tx.query(index.definition);
      for (const key of foreignKeys) {
        await tx.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
      }
    });
}

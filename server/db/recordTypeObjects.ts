import { recordTypes } from '../../shared/resources';
import type { Queryable } from './database';

/**
 * What every record type's table has for the history and the trash (shared/resources/index.ts
 * lists them): the trigger recording each of its changes (record_history(), migration 013) and
 * the index of its deleted records, newest deletion first, which the trash merges. Made at
 * start from the declarations, as the declared indexes are: declaring a record type and making
 * its table is all it takes.
 */
const historyTrigger = (table: string) => ({
  name: `${table}_history`,
  create: `CREATE TRIGGER ${table}_history AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION record_history()`,
});

const trashIndex = (table: string) => ({
  name: `${table}_deleted`,
  create: `CREATE INDEX IF NOT EXISTS ${table}_deleted ON ${table} (deleted_at, id) WHERE deleted_at IS NOT NULL`,
});

const tables = recordTypes.map((type) => type.table);
export const historyTriggers = tables.map(historyTrigger);
export const trashIndexes = tables.map(trashIndex);

/** Makes the triggers and indexes the record types' tables lack; answers their names. */
export async function createRecordTypeObjects(tx: Queryable): Promise<string[]> {
  const triggers = await tx.query<{ tgname: string }>(
    'SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname = ANY($1)',
    [historyTriggers.map((trigger) => trigger.name)],
  );
  const indexes = await tx.query<{ indexname: string }>(
    'SELECT indexname FROM pg_indexes WHERE indexname = ANY($1)',
    [trashIndexes.map((index) => index.name)],
  );
  const present = new Set([
    ...triggers.map((row) => row.tgname),
    ...indexes.map((row) => row.indexname),
  ]);
  const missing = [...historyTriggers, ...trashIndexes].filter(({ name }) => !present.has(name));
  for (const object of missing) await tx.query(object.create);
  return missing.map(({ name }) => name);
}

import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate } from 'fflate';
import type { Database, SqlValue } from '../../db/database';
import { CSV_CELLS, EXPORT_BATCH_ROWS } from '../../http/csvExport';
import { dataPackage } from './dataPackage';
import { type HsdsIds, hsdsIds } from './ids';
import { type HistoryChange, METADATA_PARAMS, METADATA_SQL, metadataRow } from './metadata';
import { HSDS_TABLES, type HsdsField, type HsdsTable } from './tables';

/**
 * The HSDS export as the bytes of a ZIP, made as the client takes them: datapackage.json, then
 * each table's CSV, its rows read from a database cursor one batch at a time and compressed as
 * they come, so that memory holds one batch whatever the directory's size. Each table is read
 * on its own cursor (on PostgreSQL, its own snapshot).
 */

type Row = Record<string, unknown>;

/** How one table's rows are read and turned into CSV records (by HSDS field name). */
interface TableSource {
  sql: string;
  params: readonly SqlValue[];
  record: (row: Row, ids: HsdsIds) => Row;
}

function cell(field: HsdsField, row: Row, ids: HsdsIds): unknown {
  const from = field.from;
  if (!from) return null;
  if ('constant' in from) return from.constant;
  const value = row[from.column];
  if ('idOf' in from)
    return value === null || value === undefined ? null : ids(from.idOf, value as number);
  return value;
}

function sourceOf(table: HsdsTable): TableSource {
  if (table.sql) {
    const sql = table.sql;
    return {
      sql,
      params: [],
      record: (row, ids) =>
        Object.fromEntries(table.fields.map((field) => [field.name, cell(field, row, ids)])),
    };
  }
  return {
    sql: METADATA_SQL,
    params: METADATA_PARAMS,
    record: (row, ids) => metadataRow(row as unknown as HistoryChange, ids),
  };
}

const encoder = new TextEncoder();

/** The ZIP's bytes, one chunk per batch of rows (or more rows, while deflate has held them). */
export async function* hsdsZipChunks(db: Database, created: Date): AsyncGenerator<Uint8Array> {
  const ids = await hsdsIds(db);
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  const file = (path: string) => {
    const entry = new ZipDeflate(path, { level: 6 });
    entry.mtime = created;
    zip.add(entry);
    return entry;
  };
  const takeMade = () => {
    if (failure) throw failure;
    const bytes = Buffer.concat(made);
    made.length = 0;
    return bytes;
  };

  file('datapackage.json').push(
    encoder.encode(`${JSON.stringify(dataPackage(created), null, 2)}\n`),
    true,
  );
  for (const table of HSDS_TABLES) {
    const columns = table.fields.map((field) => field.name);
    const source = sourceOf(table);
    const csv = file(table.path);
    csv.push(encoder.encode(stringify([], { header: true, columns })));
    for await (const rows of db.rowBatches<Row>(source.sql, source.params, EXPORT_BATCH_ROWS)) {
      const records = rows.map((row) => source.record(row, ids));
      csv.push(encoder.encode(stringify(records, { ...CSV_CELLS, columns })));
      if (made.length > 0) yield takeMade();
    }
    csv.push(new Uint8Array(0), true);
  }
  zip.end();
  yield takeMade();
}

import { type Database, declareCursor, type Queryable, type SqlValue } from './database';

/** One statement a Database ran, with its parameters. */
export interface RecordedStatement {
  sql: string;
  params: readonly SqlValue[];
}

/**
 * `db` with every statement it runs (directly or inside a transaction) appended to
 * `statements`: lets a check see the SQL a real request runs, e.g. to EXPLAIN it.
 */
export function recordingDatabase(db: Database): {
  db: Database;
  statements: RecordedStatement[];
} {
  const statements: RecordedStatement[] = [];
  const recording = (target: Queryable): Queryable => ({
    query(sql, params = []) {
      statements.push({ sql, params });
      return target.query(sql, params);
    },
  });
  return {
    statements,
    db: {
      kind: db.kind,
      ...recording(db),
      transaction: (work, options) => db.transaction((tx) => work(recording(tx)), options),
      rowBatches(sql, params, batchRows) {
        statements.push({ sql: declareCursor('recorded_rows', sql), params });
        return db.rowBatches(sql, params, batchRows);
      },
      othersWaiting: () => db.othersWaiting(),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    },
  };
}

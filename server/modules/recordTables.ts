import { recordTypes } from '../../shared/resources';
import type { HistoryTable } from '../../shared/resources/history';
import type { RecordType } from '../../shared/resources/recordType';
import {
  type ReferenceFrom,
  recordTypeOf,
  referencesOf,
  referencesTo,
} from '../../shared/resources/references';

/**
 * What the history and the trash know of each table of records (alias `r` in the expressions),
 * derived from its record type's declaration (shared/resources/recordType.ts): how a record is
 * named (deleted ones too), the ids its console screen sits under (outermost first), the live
 * records it needs to come back, and the records one delete removed with it, which come back
 * with it.
 */
export interface RecordTable {
  /** How running text names one: "province/state". */
  noun: string;
  /** SQL naming the record. */
  name: string;
  /** SQL of the ids of the records its screen sits under. */
  parents: readonly string[];
  /**
   * Its references that must be live for it to be restored, outermost first: its parent, then
   * each one its create route checks. One that is among its `parents` is what it belongs to.
   */
  needs: readonly RecordNeed[];
  /** Records deleted with it (same moment, pointing at it by `column`), restored with it. */
  dependents: readonly RecordColumn[];
  /** Records whose `column` a delete of it empties (an organization's own location). */
  cleared: readonly RecordColumn[];
  /** What a live record it would clash with shares, when restoring breaks a unique rule. */
  clash?: string;
}

export interface RecordColumn {
  table: HistoryTable;
  column: string;
}

export interface RecordNeed {
  column: string;
  table: HistoryTable;
}

/** SQL naming a record of `type` held in `row`. */
function nameSql(type: RecordType, row: string, depth: number): string {
  if (type.namedBy) {
    const by = referencesOf(type).find((reference) => reference.column === type.namedBy);
    if (!by) throw new Error(`${type.table}.${type.namedBy} references no declared record`);
    const alias = `n${depth}`;
    return `(SELECT ${nameSql(recordTypeOf(by.table), alias, depth + 1)} FROM ${by.table} ${alias} WHERE ${alias}.id = ${row}.${type.namedBy})`;
  }
  return type.recordName ? `${row}.${type.recordName}` : `'${type.label.one}'`;
}

/** SQL of the ids of the records above one of `type` held in `row`, outermost first. */
function parentIds(type: RecordType, row: string, depth: number): string[] {
  if (!type.parent) return [];
  const { table, column } = type.parent;
  const alias = `p${depth}`;
  const above = parentIds(recordTypeOf(table), alias, depth + 1).map(
    (id) => `(SELECT ${id} FROM ${table} ${alias} WHERE ${alias}.id = ${row}.${column})`,
  );
  return [...above, `${row}.${column}`];
}

/** What a restored record would share with a live one it clashes with: its name (in its parent). */
function clashOf(type: RecordType): string | undefined {
  if (!type.uniqueName) return type.clash;
  return type.parent ? `name in its ${recordTable(recordTypeOf(type.parent.table)).noun}` : 'name';
}

const recordColumn = (reference: ReferenceFrom): RecordColumn => ({
  table: reference.from.table as HistoryTable,
  column: reference.column,
});

function recordTable(type: RecordType): RecordTable {
  const clash = clashOf(type);
  return {
    noun: type.noun ?? type.label.one.toLowerCase(),
    name: nameSql(type, 'r', 0),
    parents: parentIds(type, 'r', 0),
    needs: referencesOf(type).map(({ column, table }) => ({
      column,
      table: recordTypeOf(table).table as HistoryTable,
    })),
    dependents: referencesTo(type.table, 'cascade').map(recordColumn),
    cleared: referencesTo(type.table, 'clear').map(recordColumn),
    ...(clash ? { clash } : {}),
  };
}

export const RECORD_TABLES = Object.fromEntries(
  recordTypes.map((type) => [type.table, recordTable(type)]),
) as Record<HistoryTable, RecordTable>;

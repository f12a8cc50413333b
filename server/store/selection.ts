import type { SqlValue } from '../db/database';

/** Every match of a list, in the list's order, and the columns its CSV has (the SELECT's names). */
export interface ListSelection {
  sql: string;
  params: SqlValue[];
  columns: readonly string[];
}

/** The page of a selection, for the list's JSON answer. */
export const pageOfSelection = (
  { sql, params }: ListSelection,
  perPage: number,
  offset: number,
): { sql: string; params: SqlValue[] } => ({
  sql: `${sql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
  params: [...params, perPage, offset],
});

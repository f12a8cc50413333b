import { recordTypes } from '.';
import type { RecordReference, RecordType } from './recordType';

/** A record type's reference to another, with the referencing type's table and names. */
export interface ReferenceFrom extends RecordReference {
  from: { table: string; label: { one: string; many: string } };
}

/** The record type whose records live in `table`. */
export function recordTypeOf(table: string): RecordType {
  const type = recordTypes.find((candidate: RecordType) => candidate.table === table);
  if (!type) throw new Error(`${table} is not a declared record type`);
  return type;
}

/** A type's parent and other references, outermost first. */
export const referencesOf = (type: RecordType): readonly RecordReference[] => [
  ...(type.parent ? [type.parent] : []),
  ...(type.references ?? []),
];

/** Whether a delete of a record of `table` is refused while records referencing it are live. */
export const isReferenced = (table: string) => referencesTo(table, 'refuse').length > 0;

/**
 * The references other record types declare to `table` that a delete of one of its records
 * meets with `onDelete` (refused by default), in the declarations' order.
 */
export const referencesTo = (
  table: string,
  onDelete: NonNullable<RecordReference['onDelete']>,
): ReferenceFrom[] =>
  recordTypes.flatMap((type: RecordType) =>
    referencesOf(type)
      .filter(
        (reference) => reference.table === table && (reference.onDelete ?? 'refuse') === onDelete,
      )
      .map((reference) => ({ ...reference, from: { table: type.table, label: type.label } })),
  );

/**
 * Where the records of a resource that belongs to a parent are listed: under the parent's
 * record, at `<the parent's api.path>/{id}/<listKey>`, the parent's id in `{id}`.
 */
export function parentListOf(resource: RecordType) {
  const { parent, api } = resource;
  if (!parent) return undefined;
  const type = recordTypeOf(parent.table);
  if (!type.api || !api) throw new Error(`${resource.name} or its parent has no API path`);
  return {
    path: `${type.api.path}/{id}/${api.listKey}`,
    column: parent.column,
    table: parent.table,
    label: type.label.one,
  };
}

/** Where a record type declared with a parent is listed (see parentListOf). */
export function listUnderParent(type: RecordType) {
  const list = parentListOf(type);
  if (!list) throw new Error(`${type.name} has no parent to be listed under`);
  return list;
}

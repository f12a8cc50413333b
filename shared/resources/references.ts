import { recordTypes } from '.';
import type { RecordReference, RecordType } from './recordType';

/** A record type's reference to another, with the referencing type's table and names. */
export interface ReferenceFrom extends RecordReference {
  from: { table: string; label: { one: string; many: string } };
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

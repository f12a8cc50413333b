import type { RaRecord, TranslateFunction } from 'react-admin';
import { organizations } from '../../../../shared/resources/organizations';
import type { MergeChoice } from '../../../../shared/schemas/merge';
import { CategoryName, textOrDash } from '../../shared/DetailScreen';
import { fieldLabelKey, sectionTitleKey } from '../../shared/LaidOutForm';

/*
 * How the merge screen shows each field it chooses (shared/schemas/merge.ts): its label, each
 * record's value, and which choice comes first.
 */

const isImage = (field: string) =>
  (organizations.files as readonly string[] | undefined)?.includes(field) ?? false;

/**
 * The field's label, as the organization's form names it: an image's is the forms' shared one,
 * the location's is the form's Address, a reference's names what it references (`category_id`:
 * Category).
 */
export function mergeFieldLabel(field: string, translate: TranslateFunction): string {
  if (isImage(field)) return translate(`console.shared.fields.${field}`);
  if (field === 'location_id') return translate(sectionTitleKey('address'));
  return translate(fieldLabelKey(organizations.name, field.replace(/_id$/, '')));
}

/** Whether the record has no value for the field: the other's is then offered first. */
export function isEmpty(record: RaRecord, field: string): boolean {
  const value = isImage(field) ? record[`${field}_id`] : record[field];
  return value === null || value === undefined || value === '';
}

/** The choice a field starts with: the kept record's value, or the other's when it has none. */
export const firstChoice = (kept: RaRecord, other: RaRecord, field: string): MergeChoice =>
  isEmpty(kept, field) && !isEmpty(other, field) ? 'other' : 'this';

/** Whether the other's value may be taken: an organization's image is replaced, never emptied. */
export const mayTake = (other: RaRecord, field: string) =>
  !isImage(field) || !isEmpty(other, field);

/** A location's address on one line. */
function addressText(location: RaRecord | null | undefined): string {
  if (!location) return '—';
  const parts = [location.address_1, location.city, location.state, location.zip];
  return textOrDash(
    parts.filter((part) => part !== null && part !== undefined && part !== '').join(', '),
  );
}

/** The record's value of the field, as text or as its image. */
export function MergeValue({
  record,
  field,
  translate,
}: {
  record: RaRecord;
  field: string;
  translate: TranslateFunction;
}) {
  if (field === 'category_id') return <CategoryName id={record.category_id} />;
  if (field === 'location_id') return <>{addressText(record.location as RaRecord | null)}</>;
  const value = record[field];
  if (isImage(field)) {
    return value ? (
      <img
        src={String(value)}
        alt={mergeFieldLabel(field, translate)}
        style={{ maxWidth: 96, maxHeight: 96, verticalAlign: 'middle' }}
      />
    ) : (
      translate('console.shared.image.none')
    );
  }
  if (typeof value === 'boolean')
    return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  return <>{textOrDash(value)}</>;
}

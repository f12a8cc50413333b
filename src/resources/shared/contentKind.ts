import type { RaRecord, TranslateFunction } from 'react-admin';
import type { MessageKey } from '../../i18n/text';

/**
 * One of a kind's texts about a record, finished: in the current language, the record's name in
 * it as it is (shown as it is, never translated again).
 */
export type KindText = (record: RaRecord, translate: TranslateFunction) => string;

/** What the shared list, delete popup and forms need to know about one kind of content. */
export interface ContentKind<Resource extends string = string> {
  /** The react-admin resource name. */
  resource: Resource;
  /** How messages name one record, e.g. "The <noun> could not be deleted.". */
  noun: (translate: TranslateFunction) => string;
  /** The delete popup's question; by default "are you sure to delete the <noun>, id : 3 ?". */
  deletePrompt?: KindText;
  /** The success texts of spec 000, section 8. */
  deleted: KindText;
  updated: KindText;
  created: KindText;
}

/** A kind whose success texts read "<Label> with ID <id> has been deleted/edited/created". */
export function kindWithIdTexts<const Resource extends string>(
  resource: Resource,
  label: MessageKey,
): ContentKind<Resource> {
  return {
    resource,
    noun: (translate) => translate(label).toLowerCase(),
    deleted: (record, translate) =>
      translate('console.shared.kind.with_id.deleted', { label: translate(label), id: record.id }),
    updated: (record, translate) =>
      translate('console.shared.kind.with_id.updated', { label: translate(label), id: record.id }),
    created: (record, translate) =>
      translate('console.shared.kind.with_id.created', { label: translate(label), id: record.id }),
  };
}

/**
 * A kind named by one of its fields (a region's name): texts read '<Label> "<name>" has been
 * deleted/updated/created' and the delete popup asks "Are you sure to delete <name> ?".
 */
export function kindWithNameTexts<const Resource extends string>(
  resource: Resource,
  label: MessageKey,
  nameField: string,
): ContentKind<Resource> {
  const name = (record: RaRecord) => String(record[nameField] ?? record.id);
  const filled = (record: RaRecord, translate: TranslateFunction) => ({
    label: translate(label),
    name: name(record),
  });
  return {
    resource,
    noun: (translate) => translate(label).toLowerCase(),
    deletePrompt: (record, translate) =>
      translate('console.shared.kind.with_name.delete_question', { name: name(record) }),
    deleted: (record, translate) =>
      translate('console.shared.kind.with_name.deleted', filled(record, translate)),
    updated: (record, translate) =>
      translate('console.shared.kind.with_name.updated', filled(record, translate)),
    created: (record, translate) =>
      translate('console.shared.kind.with_name.created', filled(record, translate)),
  };
}

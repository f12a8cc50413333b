import type { RaRecord } from 'react-admin';

/** What the shared list, delete popup and forms need to know about one kind of content. */
export interface ContentKind<Resource extends string = string> {
  /** The react-admin resource name. */
  resource: Resource;
  /** How messages name one record, e.g. "The <noun> could not be deleted.". */
  noun: string;
  /** The delete popup's question; by default "are you sure to delete the <noun>, id : 3 ?". */
  deletePrompt?: (record: RaRecord) => string;
  /** The success texts of spec 000, section 8. */
  deleted: (record: RaRecord) => string;
  updated: (record: RaRecord) => string;
  created: (record: RaRecord) => string;
}

/** A kind whose success texts read "<Label> with ID <id> has been deleted/edited/created". */
export function kindWithIdTexts<const Resource extends string>(
  resource: Resource,
  label: string,
): ContentKind<Resource> {
  return {
    resource,
    noun: label.toLowerCase(),
    deleted: (record) => `${label} with ID ${record.id} has been deleted`,
    updated: (record) => `${label} with ID ${record.id} has been edited`,
    created: (record) => `${label} with ID ${record.id} has been created`,
  };
}

/**
 * A kind named by one of its fields (a region's name): texts read '<Label> "<name>" has been
 * deleted/updated/created' and the delete popup asks "Are you sure to delete <name> ?".
 */
export function kindWithNameTexts<const Resource extends string>(
  resource: Resource,
  label: string,
  nameField: string,
): ContentKind<Resource> {
  const name = (record: RaRecord) => String(record[nameField] ?? record.id);
  return {
    resource,
    noun: label.toLowerCase(),
    deletePrompt: (record) => `Are you sure to delete ${name(record)} ?`,
    deleted: (record) => `${label} "${name(record)}" has been deleted`,
    updated: (record) => `${label} "${name(record)}" has been updated`,
    created: (record) => `${label} "${name(record)}" has been created`,
  };
}

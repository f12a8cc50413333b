import type { RaRecord } from 'react-admin';

/** What the shared list, delete popup and forms need to know about one kind of content. */
export interface ContentKind {
  /** The react-admin resource name, which is also the list's path (`blog` -> /blog). */
  resource: string;
  /** How the delete popup names one record: "are you sure to delete the <noun>, id : 3 ?". */
  noun: string;
  /** The success texts of spec 000, section 8. */
  deleted: (id: RaRecord['id']) => string;
  updated: (record: RaRecord) => string;
  created: (record: RaRecord) => string;
}

/** A kind whose success texts read "<Label> with ID <id> has been deleted/edited/created". */
export function kindWithIdTexts(resource: string, label: string): ContentKind {
  return {
    resource,
    noun: label.toLowerCase(),
    deleted: (id) => `${label} with ID ${id} has been deleted`,
    updated: (record) => `${label} with ID ${record.id} has been edited`,
    created: (record) => `${label} with ID ${record.id} has been created`,
  };
}

import { BULK_ACTIONS, type BulkAction } from '../../../shared/resources/bulk';
import { formatNumber } from '../../i18n/format';
import type { MessageKey } from '../../i18n/text';

/**
 * The bulk messages worded once per action: "3 records published" (`done`), "No record
 * published" (`none`), "1 record could not be published:" (`refused`), "Undo publishing 3
 * records" (`undo_label`), "Undone: 3 records unpublished again." (`undone`).
 */
const PER_ACTION = ['done', 'none', 'refused', 'undo_label', 'undone'] as const;

/** `console.shared.bulk.<message>.<action>`. */
export const bulkText = (message: (typeof PER_ACTION)[number], action: BulkAction): MessageKey =>
  `console.shared.bulk.${message}.${action}`;

/** Every key `bulkText` builds, over the declared bulk actions (the catalogue check reads them). */
export const bulkTextKeys = PER_ACTION.flatMap((message) =>
  BULK_ACTIONS.map((action) => bulkText(message, action)),
);

/** A message's fill-ins for a number of records: its plural and its digits as the language groups them. */
export const counted = (count: number) => ({ smart_count: count, count: formatNumber(count) });

import type { Queryable } from '../db/database';
import { invalidFields } from '../http/errors';

/**
 * 400 naming `field` unless the row `id` of `table` (a declared record type's) is live;
 * share-locks it, so that it cannot be deleted before the write referencing it commits.
 */
export async function requireLiveReference(
  tx: Queryable,
  table: string,
  id: number,
  field: string,
  message: string,
) {
  const [row] = await tx.query(
    `SELECT 1 FROM ${table} WHERE id = $1 AND deleted_at IS NULL FOR SHARE`,
    [id],
  );
  if (!row) throw invalidFields({ [field]: message });
}

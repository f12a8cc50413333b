import { messageText } from '../../shared/messages';
import type { Queryable } from '../db/database';
import { invalidFields, notFound } from '../http/errors';
import { requireLiveReference } from '../store/references';

/** 400 on `field` unless the organization is live; share-locks it for the write. */
export function requireLiveOrganization(tx: Queryable, id: number, field: string) {
  return requireLiveReference(tx, 'organizations', id, field, messageText('no_such_organization'));
}

/** 400 on `event_id` unless the event is live; share-locks it for the write. */
export function requireEventToAttach(tx: Queryable, id: number) {
  return requireLiveReference(tx, 'events', id, 'event_id', messageText('no_such_event'));
}

/**
 * 400 on `category_id` unless the category is live and meant for `kind` (event or organization
 * categories); share-locks it for the write.
 */
export async function requireCategoryFor(
  tx: Queryable,
  id: number,
  kind: 'event' | 'organization',
) {
  const [category] = await tx.query<{ for_kind: boolean }>(
    `SELECT ${kind === 'event' ? 'is_event' : 'is_organization'} AS for_kind
       FROM categories WHERE id = $1 AND deleted_at IS NULL FOR SHARE`,
    [id],
  );
  if (!category) throw invalidFields({ category_id: messageText('no_such_category') });
  if (!category.for_kind) {
    throw invalidFields({ category_id: `This category is not for ${kind}s` });
  }
}

/** 404 unless the event is live. */
export async function requireLiveEvent(db: Queryable, id: number) {
  const [event] = await db.query('SELECT 1 FROM events WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!event) throw notFound('Event');
}

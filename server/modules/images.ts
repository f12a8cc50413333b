import type { Queryable } from '../db/database';
import { storeLinkedUploads } from '../http/crud';
import type { RecordRepository } from '../http/records';
import type { FileRule, UploadedFile } from '../http/uploads';
import type { Services } from '../services';

/**
 * The card and profile images of organizations and events: uploaded as files, stored in the
 * files table and linked from the record's column, answered as signed URLs under the same names.
 */
export const CARD_AND_PROFILE_IMAGES = {
  card_image: {
    kind: 'image',
    label: 'Card image',
    column: 'card_image_id',
    description: 'The card image',
  },
  profile_image: {
    kind: 'image',
    label: 'Profile image',
    column: 'profile_image_id',
    description: 'The profile image',
  },
} satisfies Record<string, FileRule & { column: 'card_image_id' | 'profile_image_id' }>;

/** A create, or an update (`update`, with the 409 rule), of a record with card and profile images. */
export interface ImagedWrite<Values> {
  tx: Queryable;
  services: Services;
  adminId: number;
  values: Values;
  files: Record<string, UploadedFile | undefined>;
  update?: { id: number; updatedAt: string | undefined };
}

/**
 * Stores a record's uploaded images and its values, whose references were checked before;
 * answers the stored row.
 */
export async function storeWithImages<Row>(
  repository: RecordRepository<Row>,
  write: ImagedWrite<object>,
): Promise<Row> {
  const { tx, services, adminId, update } = write;
  const images = await storeLinkedUploads(
    tx,
    services,
    adminId,
    CARD_AND_PROFILE_IMAGES,
    write.files,
  );
  const values = { ...write.values, ...images };
  return update
    ? repository.update(tx, adminId, update.id, values, update.updatedAt)
    : repository.create(tx, adminId, values);
}

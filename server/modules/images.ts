import type { Queryable } from '../db/database';
import { storeLinkedUploads } from '../http/crud';
import type { Services } from '../services';
import type { FileRule, UploadedFile } from '../uploads/uploads';

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

/** The columns that link a record to its images, set from uploads only. */
export const IMAGE_COLUMNS = Object.values(CARD_AND_PROFILE_IMAGES).map((rule) => rule.column);

/**
 * The card and profile images' upload rules on create and on update (where a missing image
 * stays as it is); `requiredOnCreate` when a new record must have both.
 */
export function cardAndProfileImageRules(
  requiredOnCreate: boolean,
  kind: 'create' | 'update',
): Record<string, FileRule> {
  return Object.fromEntries(
    Object.entries(CARD_AND_PROFILE_IMAGES).map(([field, rule]) => {
      const required = requiredOnCreate && kind === 'create';
      const stays = kind === 'update' ? ' (without it the image stays)' : '';
      return [
        field,
        {
          ...rule,
          ...(requiredOnCreate && { required }),
          description: `${rule.description}: PNG, JPEG, WebP, GIF or a safe SVG, at most 5 MB${stays}${required ? ' (required)' : ''}`,
        },
      ];
    }),
  );
}

/** Stores the uploaded card and profile images; answers their new ids by column. */
export const storeImages = (
  tx: Queryable,
  services: Services,
  adminId: number,
  files: Record<string, UploadedFile | undefined>,
) => storeLinkedUploads(tx, services, adminId, CARD_AND_PROFILE_IMAGES, files);

import type { FileRule } from '../http/uploads';

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

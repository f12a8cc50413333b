import { z } from 'zod';
import { displayName, flag, updatedAtToken } from './fields';

export const CATEGORY_KIND_MESSAGE = 'It should be event or organization category or both';
export const SVG_ONLY_MESSAGE = 'Please upload an SVG file';

/** The icon file itself (icon_file, SVG only) is an upload, checked apart from these fields. */
const categoryFields = z.object({
  name: displayName(100),
  is_event: flag.default(false),
  is_organization: flag.default(false),
  updated_at: updatedAtToken,
});
const categoryKinds = categoryFields.pick({ is_event: true, is_organization: true });

export const categoryInput = categoryFields.refine(
  (category) => category.is_event || category.is_organization,
  {
    message: CATEGORY_KIND_MESSAGE,
    path: ['is_organization'],
    // Also when another field (a missing name) is invalid, so that every problem shows at once.
    when: (payload) => categoryKinds.safeParse(payload.value).success,
  },
);

export type CategoryInput = z.infer<typeof categoryInput>;

/** The picker and the server both accept only .svg files. */
export const isSvgFileName = (name: string) => /\.svg$/i.test(name.trim());

export interface Category {
  id: number;
  name: string;
  is_event: boolean;
  is_organization: boolean;
  icon_file_id: number | null;
  /** Signed URL of the icon, or null. */
  icon: { id: number; url: string } | null;
  created_at: string;
  updated_at: string;
}

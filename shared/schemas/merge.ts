import { z } from 'zod';
import { messageText } from '../messages';
import { organizations } from '../resources/organizations';
import { updatedAtToken } from './fields';

/*
 * A merge of two organizations (POST /api/admin/organization/{id}/merge): the fields of the
 * organization's form, one choice each, the record's own value ('this') or the other's
 * ('other'). The form's address is the organization's location (`location_id`): the other's
 * locations move to the kept record, so it may take the other's as its own.
 */

/** The form's composite address input, which a merge takes as the location it stands for. */
const ADDRESS_INPUT = 'address';

/** The fields a merge chooses between, in the form's order, by section. */
export const MERGE_SECTIONS = Object.entries(organizations.form ?? {}).map(([section, inputs]) => ({
  section,
  fields: Object.keys(inputs).map((input) => (input === ADDRESS_INPUT ? 'location_id' : input)),
}));

export const MERGE_FIELDS = MERGE_SECTIONS.flatMap((section) => section.fields) as [
  string,
  ...string[],
];

export const MERGE_CHOICES = ['this', 'other'] as const;
export type MergeChoice = (typeof MERGE_CHOICES)[number];

const requiredToken = updatedAtToken.refine((token) => token !== undefined, {
  error: messageText('merge_token_needed'),
});

export const mergeInput = z.object({
  other_id: z
    .number({ error: messageText('merge_other_needed') })
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('The organization merged into this one (it goes to the Trash)'),
  keep: z
    .partialRecord(z.enum(MERGE_FIELDS), z.enum(MERGE_CHOICES), {
      // A record over an enum reports the keys outside it so (its typings leave the code out).
      error: (issue) => {
        const { code, keys } = issue as { code: string; keys?: string[] };
        return code === 'unrecognized_keys'
          ? messageText('merge_unknown_fields', { fields: (keys ?? []).join(', ') })
          : undefined;
      },
    })
    .default({})
    .describe(
      "Per field, whose value the kept record has: its own ('this', the default) or the other's ('other')",
    ),
  updated_at: requiredToken.describe("This organization's `updated_at` as read"),
  other_updated_at: requiredToken.describe("The other organization's `updated_at` as read"),
});

export type MergeInput = z.input<typeof mergeInput>;

/** What a merge answers: the kept organization as its GET answers it, and the merge's id. */
export interface MergeResult {
  organization: Record<string, unknown> & { id: number };
  merge_id: number;
}

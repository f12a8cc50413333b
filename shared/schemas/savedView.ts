import { z } from 'zod';
import { messageText } from '../messages';
import { displayName, flag, requiredText, updatedAtToken } from './fields';

/** The most a view's params may take, as JSON: a list's filters and order are a few values. */
export const MAX_VIEW_PARAMS_KB = 4;

/**
 * What a view restores of a list: react-admin's list params (its filter, the search among them,
 * the order and, optionally, the page size).
 */
export const viewParams = z
  .strictObject(
    {
      filter: z.looseObject({}),
      sort: z.string().trim().min(1).max(100).optional(),
      order: z
        .enum(['ASC', 'DESC'], { error: messageText('must_be', { expected: 'ASC or DESC' }) })
        .optional(),
      perPage: z.number().int(messageText('not_whole')).min(1).max(1000).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? messageText('saved_view_params_keys') : undefined,
    },
  )
  .refine(
    (params) => JSON.stringify(params).length <= MAX_VIEW_PARAMS_KB * 1024,
    messageText('saved_view_params_too_large', { max: MAX_VIEW_PARAMS_KB }),
  );

export type ViewParams = z.infer<typeof viewParams>;

export const savedViewInput = z.object({
  name: displayName(80),
  /** The list's key: its react-admin resource, and its store key when it has one. */
  list: requiredText(200),
  params: viewParams,
  shared: flag.default(false),
});

/** A PATCH: only the fields sent change; the list a view belongs to stays. */
export const savedViewChange = z.object({
  name: displayName(80).optional(),
  params: viewParams.optional(),
  shared: flag.optional(),
  updated_at: updatedAtToken,
});

export type SavedViewInput = z.infer<typeof savedViewInput>;

/** A view as the API answers it: whose it is, and whether it is the asker's own. */
export interface SavedView extends SavedViewInput {
  id: number;
  owner_id: number;
  owner_email: string;
  mine: boolean;
  created_at: string;
  updated_at: string;
}

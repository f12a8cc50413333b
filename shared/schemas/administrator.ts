import { z } from 'zod';
import { messageText } from '../messages';
import { ROLES } from '../resources/access';
import { requiredText, updatedAtToken } from './fields';

const role = z.enum(ROLES, {
  error: () => messageText('must_be', { expected: 'administrator, editor or viewer' }),
});

/** The provinces/states or municipalities an editor is limited to: ids, each once. */
const regionIds = z
  .array(z.number().int().positive(messageText('positive_id')), {
    error: () => messageText('must_be_list'),
  })
  .max(100, messageText('at_most', { max: 100 }))
  .transform((ids) => [...new Set(ids)]);

/** Limits are an editor's alone: a viewer changes nothing, an administrator everything. */
const limitsFitTheRole = (
  person: { role?: string; state_ids?: number[]; city_ids?: number[] },
  context: z.RefinementCtx,
) => {
  if (person.role === undefined || person.role === 'editor') return;
  for (const field of ['state_ids', 'city_ids'] as const) {
    if ((person[field]?.length ?? 0) > 0) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: messageText('limits_for_editors'),
      });
    }
  }
};

/**
 * A new person: the e-mail address of the Google account they sign in with, their role
 * (administrator when not said, as before roles), and an editor's limits.
 */
export const administratorInput = z
  .object({
    email: requiredText(254)
      .pipe(z.email(messageText('invalid_email')))
      .transform((email) => email.toLowerCase()),
    role: role.default('administrator'),
    state_ids: regionIds.default([]),
    city_ids: regionIds.default([]),
  })
  .superRefine(limitsFitTheRole);

/** A change of a person's role or limits; limits not sent are kept, or cleared with the role. */
export const administratorUpdate = z
  .object({
    role: role.optional(),
    state_ids: regionIds.optional(),
    city_ids: regionIds.optional(),
    updated_at: updatedAtToken,
  })
  .superRefine(limitsFitTheRole);

export type AdministratorInput = z.infer<typeof administratorInput>;
export type AdministratorUpdate = z.infer<typeof administratorUpdate>;

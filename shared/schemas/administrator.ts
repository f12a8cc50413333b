import { z } from 'zod';
import { requiredText } from './fields';

/** A new administrator: the e-mail address of the Google account they sign in with. */
export const administratorInput = z.object({
  email: requiredText(254)
    .pipe(z.email('Must be a valid e-mail address'))
    .transform((email) => email.toLowerCase()),
});

export type AdministratorInput = z.infer<typeof administratorInput>;

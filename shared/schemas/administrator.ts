import { z } from 'zod';
import { messageText } from '../messages';
import { requiredText } from './fields';

/** A new administrator: the e-mail address of the Google account they sign in with. */
export const administratorInput = z.object({
  email: requiredText(254)
    .pipe(z.email(messageText('invalid_email')))
    .transform((email) => email.toLowerCase()),
});

export type AdministratorInput = z.infer<typeof administratorInput>;

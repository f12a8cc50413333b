import { z } from 'zod';
import { DUPLICATE_CHECK_PATH, DUPLICATE_REASONS } from '../../../shared/resources/duplicates';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import { idSearch } from '../../http/crud';
import { defineRoutes, route } from '../../http/routes';
import { findDuplicates } from './candidates';

/** A typed value of the organization being checked: as long as the form takes, or none. */
const typedText = (field: string, max: number) =>
  z.string().max(max, `Must be at most ${max} characters`).optional().describe(field);

const duplicateCheckQuery = z.object({
  name: typedText('Its name: similar names in the same municipality are candidates', 200),
  city_id: idSearch.describe(
    "Its municipality (its location's): where similar names are looked for",
  ),
  phone_number: typedText('Its phone: the same last 10 digits, however written', 100),
  email_address: typedText('Its e-mail: the same address, case ignored', 320),
  website_url: typedText(
    'Its website: the same host, without www. (social and shared hosts such as facebook.com are ignored)',
    2000,
  ),
  exclude_id: idSearch.describe('The organization being edited: never its own candidate'),
});

export const duplicateRoutes = defineRoutes(
  'duplicates',
  [
    route({
      method: 'get',
      path: `/api${DUPLICATE_CHECK_PATH}`,
      summary:
        'The live organizations that may be the one described (possible duplicates), strongest first: a similar name (trigram similarity) in the same municipality, or the same phone digits, e-mail or website host',
      description: `Each candidate has its municipality and province/state, its reasons (${DUPLICATE_REASONS.join(', ')}), the names' similarity (0 to 1) and a score ordering them. At most 10; none when nothing is given.`,
      query: duplicateCheckQuery,
      async handler({ services, query }) {
        return { duplicates: await findDuplicates(services.db, query) };
      },
    }),
  ],
  organizationDeclaration,
);

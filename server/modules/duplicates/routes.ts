import { z } from 'zod';
import type { Person } from '../../../shared/resources/access';
import {
  DUPLICATE_CHECK_PATH,
  DUPLICATE_PAIRS_PATH,
  DUPLICATE_REASONS,
  type DuplicatePair,
} from '../../../shared/resources/duplicates';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import type { Queryable } from '../../db/database';
import { idSearch, pageNumber, pageSize } from '../../http/crud';
import { csvAttachment, csvChunks, EXPORT_BATCH_ROWS, withoutPaging } from '../../http/csvExport';
import { defineRoutes, idParams, route } from '../../http/routes';
import { findDuplicates } from './candidates';
import { dismissDuplicatePair, duplicatePairBatches, duplicatePairsPage } from './pairs';

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

const duplicatePairsQuery = z.object({
  state_id: idSearch.describe('Only pairs with an organization placed in this province/state'),
  page_num: pageNumber,
  max_pairs: pageSize(25),
});

const duplicatePairsExportQuery = withoutPaging(duplicatePairsQuery, ['page_num', 'max_pairs']);

/** The export's columns: the pair's, then each organization's. */
const PAIR_COLUMNS = [
  'id',
  'score',
  'reasons',
  ...(['organization', 'other'] as const).flatMap((side) =>
    ['id', 'name', 'city', 'state'].map((field) => `${side}_${field}`),
  ),
];

const pairRow = (pair: DuplicatePair) => ({
  id: pair.id,
  score: pair.score,
  reasons: pair.reasons,
  ...Object.fromEntries(
    (['organization', 'other'] as const).flatMap((side) =>
      Object.entries(pair[side]).map(([field, value]) => [`${side}_${field}`, value]),
    ),
  ),
});

/** The pairs the list has, a batch of rows of the export at a time. */
async function* pairRows(db: Queryable, stateId: number | undefined, person: Person) {
  for await (const pairs of duplicatePairBatches(db, stateId, person, EXPORT_BATCH_ROWS)) {
    yield pairs.map(pairRow);
  }
}

/** A pair's id: named apart from `{id}`, which names an organization to the region check. */
const pairParams = z.object({ pair_id: idParams.shape.id });

/** The route's caller: every route here has one (none is public). */
function signedIn<T>(administrator: T | undefined): T {
  if (!administrator) throw new Error('The possible duplicates need a signed-in person');
  return administrator;
}

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
    route({
      method: 'get',
      path: `/api${DUPLICATE_PAIRS_PATH}`,
      summary:
        'One page of the pairs of live organizations that may be duplicates, strongest first (each organization keeps its 5 strongest candidates); a limited editor gets those with an organization in their region',
      description: `Each pair: its stable id, score, reasons (${DUPLICATE_REASONS.join(', ')}) and both organizations (the lower id first) with their municipality and province/state. Pairs marked "not duplicates" are never listed. The total (\`total\`, and \`total_items\` as the other lists give it) is counted up to 1,000 pairs past the page (\`total_items_exact\` says whether it is exact).`,
      query: duplicatePairsQuery,
      async handler({ services, query, administrator }) {
        return duplicatePairsPage(services.db, query.state_id, signedIn(administrator), {
          page: query.page_num,
          perPage: query.max_pairs,
        });
      },
    }),
    route({
      method: 'get',
      path: `/api${DUPLICATE_PAIRS_PATH}.csv`,
      summary:
        "Every pair the list has for the same province/state, strongest first, as CSV (the pair's id, score and reasons, then each organization's id, name, municipality and province/state), streamed; formula-like cells begin with an apostrophe",
      query: duplicatePairsExportQuery,
      async handler(input) {
        const { services, query, administrator } = input;
        const rows = pairRows(services.db, query.state_id, signedIn(administrator));
        return csvAttachment(input, 'possible-duplicates', csvChunks(rows, PAIR_COLUMNS));
      },
    }),
    route({
      method: 'post',
      path: `/api${DUPLICATE_PAIRS_PATH}/{pair_id}/dismiss`,
      summary:
        'Marks a pair "not duplicates": it is never listed again, even when its organizations change; a limited editor only a pair with an organization in their region',
      params: pairParams,
      errors: { 404: 'No pair with this id' },
      async handler({ services, params, administrator }) {
        const pair = await services.db.transaction((tx) =>
          dismissDuplicatePair(tx, params.pair_id, signedIn(administrator)),
        );
        return { pair };
      },
    }),
  ],
  organizationDeclaration,
);

import { z } from 'zod';
import { messageText } from '../../../shared/messages';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import { apiPaths } from '../../../shared/resources/record';
import { mergeInput } from '../../../shared/schemas/merge';
import { unauthorized } from '../../http/errors';
import { defineRoutes, idParams, positiveIntegerParam, route } from '../../http/routes';
import { organizationRecordType as organizations } from '../organizations';
import { mergeOrganizations } from './merge';
import { movableCounts } from './movedRecords';
import { revertMerge } from './revertMerge';

const { item } = apiPaths(organizationDeclaration);

/** The merge's id in its revert's path: not `{id}`, which names a record a region limits. */
const mergeParams = z.object({
  merge_id: positiveIntegerParam({
    notPositive: messageText('positive_id'),
    max: 2_147_483_647,
    tooBig: messageText('invalid_id'),
  }),
});

export const mergeRoutes = defineRoutes(
  'organization merges',
  [
    route({
      method: 'get',
      path: `${item}/movable`,
      summary:
        'How many live records of each kind a merge of this organization into another would move (`locations`, `events`, `sponsorships`, `event_participants`), before the merge; one the other already has on the same event is not doubled but sent to the Trash',
      params: idParams,
      errors: { 404: 'No live organization with this id' },
      async handler({ services: { db }, params }) {
        await organizations.repository.get(db, params.id);
        return { movable: await movableCounts(db, params.id) };
      },
    }),
    route({
      method: 'post',
      path: `${item}/merge`,
      summary:
        "Merges organization `other_id` into this one, in one transaction: the fields `keep` marks 'other' are taken from it (by the organization's update rules), its locations, events, sponsorships and participations move here (one this organization already has on the same event, and role, is not doubled: it goes to the Trash with the other), and the other goes to the Trash; every change is in the history under the answer's `merge_id`. Answers this organization as its GET does",
      params: idParams,
      body: mergeInput,
      recordAction: true,
      errors: {
        400: 'Merging a record with itself, a deleted or unknown other, an unknown field, or an image the other has none of',
        404: 'No live organization with this id',
        409: 'Either organization changed since its `updated_at`, or the other still has what its delete refuses',
      },
      async handler({ services, params, body, administrator }) {
        if (!administrator) throw unauthorized();
        return mergeOrganizations(services, administrator, params.id, body);
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/organization-merges/{merge_id}/revert',
      summary:
        "Reverts a merge as a whole, in one transaction: the records it moved go back, the merged-away organization is restored from the Trash with what its delete took, and the kept organization's fields are set back; refused while any record it changed has changed since",
      params: mergeParams,
      errors: {
        404: 'No merge with this id',
        409: 'Already reverted, a record it changed has changed since (named), or a restored record clashes with a live one',
      },
      async handler({ services, params, administrator }) {
        if (!administrator) throw unauthorized();
        return revertMerge(services, administrator, params.merge_id);
      },
    }),
  ],
  organizationDeclaration,
);

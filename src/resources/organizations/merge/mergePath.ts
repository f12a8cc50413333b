import type { Identifier } from 'react-admin';

/** The merge screen's route: organization `organizationId` kept, `otherId` merged into it. */
export const MERGE_ROUTE = '/organizations/:organizationId/merge/:otherId';

/** The merge screen of two organizations (a duplicate pair's "Merge…" opens it too). */
export const mergePath = (id: Identifier, otherId: Identifier) =>
  `/organizations/${encodeURIComponent(String(id))}/merge/${encodeURIComponent(String(otherId))}`;

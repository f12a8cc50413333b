import type { Identifier } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import type { MergeChoice, MergeResult } from '../../../shared/schemas/merge';
import { apiFetch } from '../http';
import { unwrap } from '../response';

const itemPath = (id: Identifier) => `${organizations.api.path}/${encodeURIComponent(String(id))}`;

/** How many records of each kind a merge of organization `id` into another would move. */
export async function movableRecords(id: Identifier, signal?: AbortSignal) {
  const body = await apiFetch(`${itemPath(id)}/movable`, { signal });
  return unwrap(body).movable as Record<string, number>;
}

/**
 * Merges organization `other` into `kept`: the fields marked 'other' taken from it, its records
 * moved, it to the Trash. Sent with both versions shown, so that a change made since is refused
 * (409) rather than merged unseen.
 */
export async function mergeOrganizations(
  kept: { id: Identifier; updated_at: string },
  other: { id: Identifier; updated_at: string },
  keep: Record<string, MergeChoice>,
): Promise<MergeResult> {
  const body = await apiFetch(`${itemPath(kept.id)}/merge`, {
    method: 'POST',
    json: {
      other_id: Number(other.id),
      keep,
      updated_at: kept.updated_at,
      other_updated_at: other.updated_at,
    },
  });
  return unwrap(body) as unknown as MergeResult;
}

/** Reverts a whole merge (its `merge_id`): the other restored, its records moved back. */
export async function revertMerge(mergeId: number) {
  await apiFetch(`/admin/organization-merges/${mergeId}/revert`, { method: 'POST', json: {} });
}

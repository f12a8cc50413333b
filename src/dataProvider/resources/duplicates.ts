import type { Identifier } from 'react-admin';
import {
  DUPLICATE_CHECK_PATH,
  DUPLICATE_PAIRS_LIST_KEY,
  DUPLICATE_PAIRS_PATH,
  type DuplicateCandidate,
  type DuplicateProbe,
} from '../../../shared/resources/duplicates';
import { apiFetch } from '../http';
import { unwrap } from '../response';
import type { ResourceEntry } from '../types';

/** The live organizations that may be the one `probe` describes (the duplicate check). */
export async function duplicateCandidates(
  probe: DuplicateProbe,
  signal?: AbortSignal,
): Promise<DuplicateCandidate[]> {
  const body = await apiFetch(DUPLICATE_CHECK_PATH, { query: { ...probe }, signal });
  return unwrap(body).duplicates as DuplicateCandidate[];
}

/** The pairs of possible duplicates: strongest first, paged and filtered by province by the server. */
export const duplicatePairs: ResourceEntry = {
  list: {
    mode: 'server',
    path: DUPLICATE_PAIRS_PATH,
    records: DUPLICATE_PAIRS_LIST_KEY,
    perPageParam: 'max_pairs',
    filters: { state_id: 'state_id' },
  },
};

/** Marks pair `id` "not duplicates" (`POST /api/admin/duplicate-pairs/{id}/dismiss`). */
export async function dismissDuplicatePair(id: Identifier): Promise<void> {
  await apiFetch(`${DUPLICATE_PAIRS_PATH}/${encodeURIComponent(String(id))}/dismiss`, {
    method: 'POST',
  });
}

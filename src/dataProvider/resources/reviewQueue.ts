import type { Identifier } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import {
  type Finding,
  REVIEW_QUEUE_LIST_KEY,
  REVIEW_QUEUE_PATH,
} from '../../../shared/resources/reviewQueue';
import { apiFetch } from '../http';
import { unwrap } from '../response';
import type { ResourceEntry } from '../types';

/** The queue's filters, as react-admin's filter names and the API's query parameters alike. */
export const REVIEW_QUEUE_FILTERS = ['state_id', 'city_id', 'category_id', 'finding'] as const;

/** The review queue: oldest verified first, paged and filtered by the server. */
export const reviewQueue: ResourceEntry = {
  list: {
    mode: 'server',
    path: REVIEW_QUEUE_PATH,
    records: REVIEW_QUEUE_LIST_KEY,
    perPageParam: 'per_page',
    filters: Object.fromEntries(REVIEW_QUEUE_FILTERS.map((name) => [name, name])),
  },
};

/** One open finding of an organization, with its detail where it has one. */
export interface OpenFinding {
  code: Finding;
  detail?: string;
}

/** An organization's open findings (`GET /api/admin/organization/{id}/findings`). */
export async function organizationFindings(id: Identifier): Promise<OpenFinding[]> {
  const body = await apiFetch(
    `${organizations.api.path}/${encodeURIComponent(String(id))}/findings`,
  );
  return unwrap(body).findings as OpenFinding[];
}

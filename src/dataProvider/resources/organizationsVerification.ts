import type { RaRecord } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { apiFetch } from '../http';
import { unwrap } from '../response';

/**
 * The Verified action: the server records that the organization was checked and is still right
 * (now, by the signed-in person). Sent with the version the person saw, so a change made since
 * is refused (409) rather than verified unseen. Answers the organization as saved.
 */
export async function verifyOrganization(id: RaRecord['id'], updatedAt?: string) {
  const { path, recordKey } = organizations.api;
  const body = await apiFetch(`${path}/${encodeURIComponent(String(id))}/verify`, {
    method: 'POST',
    json: updatedAt ? { updated_at: updatedAt } : {},
  });
  return unwrap(body)[recordKey] as RaRecord;
}

import {
  DUPLICATE_CHECK_PATH,
  type DuplicateCandidate,
  type DuplicateProbe,
} from '../../../shared/resources/duplicates';
import { apiFetch } from '../http';
import { unwrap } from '../response';

/** The live organizations that may be the one `probe` describes (the duplicate check). */
export async function duplicateCandidates(
  probe: DuplicateProbe,
  signal?: AbortSignal,
): Promise<DuplicateCandidate[]> {
  const body = await apiFetch(DUPLICATE_CHECK_PATH, { query: { ...probe }, signal });
  return unwrap(body).duplicates as DuplicateCandidate[];
}

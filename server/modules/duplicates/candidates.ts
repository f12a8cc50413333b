import type {
  DuplicateCandidate,
  DuplicateProbe,
  DuplicateReason,
} from '../../../shared/resources/duplicates';
import type { Queryable } from '../../db/database';
import { ORGANIZATION_REGION_JOINS } from '../regions';

export type { DuplicateCandidate, DuplicateProbe, DuplicateReason };

/** At most this many candidates are answered, however many are asked for. */
export const MAX_DUPLICATES = 50;

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim().replace(/\s+/g, ' ');
  return text ? text : null;
};

/**
 * The live organizations that may be the one `probe` describes, strongest first (by score, then
 * id): a name similar to its name in its municipality, or its phone digits, e-mail or website
 * host. The rules and the score are migration 028's duplicate_candidates(): each reason reads one
 * index range of at most `limit` rows, so a probe costs a few index reads whatever the
 * directory's size.
 */
export async function findDuplicates(
  db: Queryable,
  probe: DuplicateProbe,
  limit = 10,
): Promise<DuplicateCandidate[]> {
  const wanted = Math.max(1, Math.min(Math.trunc(limit), MAX_DUPLICATES));
  const values = [
    blankToNull(probe.name),
    probe.city_id ?? null,
    blankToNull(probe.phone_number),
    blankToNull(probe.email_address),
    blankToNull(probe.website_url),
  ];
  if (values.every((value) => value === null)) return [];
  const found = await db.query<DuplicateCandidate>(
    `SELECT c.id, o.name, coalesce(ci.city, l.city) AS city, coalesce(s.state, l.state) AS state,
            c.reasons, c.similarity::float8 AS similarity, c.score::float8 AS score
       FROM duplicate_candidates($1, $2, $3, $4, $5, $6, $7) c
       JOIN organizations o ON o.id = c.id
       ${ORGANIZATION_REGION_JOINS}
      ORDER BY c.score DESC, c.id`,
    [...values, probe.exclude_id ?? null, wanted],
  );
  return found.map((row) => ({
    ...row,
    similarity: rounded(row.similarity),
    score: rounded(row.score),
  }));
}

/** A real as three decimals: 0.857, not 0.8571428656578064. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

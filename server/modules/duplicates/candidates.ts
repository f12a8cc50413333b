import {
  DUPLICATE_REASONS,
  type DuplicateCandidate,
  type DuplicateProbe,
  type DuplicateReason,
} from '../../../shared/resources/duplicates';
import type { Queryable, SqlValue } from '../../db/database';
import { ORGANIZATION_REGION_JOINS } from '../regions';

export type { DuplicateCandidate, DuplicateProbe, DuplicateReason };

/** Names this similar (pg_trgm's similarity of their name_key()) in one municipality are alike. */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/**
 * What each reason adds to a candidate's score; a similar name adds its similarity. A shared
 * phone or e-mail says more than a shared website, which a network of branches often has.
 */
const REASON_WEIGHTS: Record<Exclude<DuplicateReason, 'name'>, number> = {
  phone: 1,
  email: 1,
  website: 0.75,
};

/** At most this many candidates are answered, however many are asked for. */
export const MAX_DUPLICATES = 50;

/**
 * The probe's rule per reason: the comparison key of the probe's value, and the condition that
 * finds the live organizations sharing it through their index (migration 028).
 */
const KEY_RULES = [
  { reason: 'phone', field: 'phone_number', key: 'phone_digits' },
  { reason: 'email', field: 'email_address', key: 'email_key' },
  { reason: 'website', field: 'website_url', key: 'website_key' },
] as const;

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim().replace(/\s+/g, ' ');
  return text ? text : null;
};

/**
 * The live organizations that may be the one `probe` describes, strongest first (by score, then
 * id): a name similar to its name in its municipality, or its phone digits, e-mail or website
 * host. Each reason reads one index range of at most `limit` rows, so a probe costs a few index
 * reads whatever the directory's size.
 */
export async function findDuplicates(
  db: Queryable,
  probe: DuplicateProbe,
  limit = 10,
): Promise<DuplicateCandidate[]> {
  const rows = Math.max(1, Math.min(Math.trunc(limit), MAX_DUPLICATES));
  const params: SqlValue[] = [];
  const param = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const excluded =
    probe.exclude_id === null || probe.exclude_id === undefined
      ? ''
      : `AND o.id <> ${param(probe.exclude_id)}`;
  const name = blankToNull(probe.name);
  const nameKey = name === null ? null : `name_key(${param(name)}::text)`;
  const reads: string[] = [];
  if (nameKey && probe.city_id !== null && probe.city_id !== undefined) {
    // The nearest names of the municipality (a KNN read of the trigram index), then only the
    // similar enough among them: the read stops after `rows` whatever the threshold leaves.
    reads.push(`SELECT id, 'name' AS reason FROM (
        SELECT o.id, name_key(o.name) <-> ${nameKey} AS distance FROM organizations o
         WHERE o.deleted_at IS NULL AND o.place_city_id = ${param(probe.city_id)} ${excluded}
         ORDER BY name_key(o.name) <-> ${nameKey} LIMIT ${rows}) AS nearest
      WHERE distance <= ${1 - NAME_SIMILARITY_THRESHOLD}`);
  }
  for (const rule of KEY_RULES) {
    const value = blankToNull(probe[rule.field]);
    if (value === null) continue;
    const column = `${rule.key}(o.${rule.field})`;
    reads.push(`(SELECT o.id, '${rule.reason}' AS reason FROM organizations o
        WHERE o.deleted_at IS NULL AND ${column} = ${rule.key}(${param(value)}::text) ${excluded}
        ORDER BY ${column}, o.id LIMIT ${rows})`);
  }
  if (reads.length === 0) return [];
  const found = await db.query<Omit<DuplicateCandidate, 'score'>>(
    `WITH matches AS (${reads.join('\nUNION ALL\n')})
     SELECT o.id, o.name, coalesce(ci.city, l.city) AS city, coalesce(s.state, l.state) AS state,
            array_agg(DISTINCT m.reason) AS reasons,
            ${nameKey ? `similarity(name_key(o.name), ${nameKey})` : '0'}::float8 AS similarity
       FROM matches m
       JOIN organizations o ON o.id = m.id
       ${ORGANIZATION_REGION_JOINS}
      GROUP BY o.id, ci.city, l.city, s.state, l.state`,
    params,
  );
  return found
    .map((row) => {
      const reasons = DUPLICATE_REASONS.filter((reason) => row.reasons.includes(reason));
      const similarity = Math.round(row.similarity * 1000) / 1000;
      const score = reasons.reduce(
        (total, reason) => total + (reason === 'name' ? similarity : REASON_WEIGHTS[reason]),
        0,
      );
      return { ...row, reasons, similarity, score: Math.round(score * 1000) / 1000 };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, rows);
}

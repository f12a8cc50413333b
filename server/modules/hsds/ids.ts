import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { sharedSecret } from '../../uploads/files';

/**
 * HSDS 3.0 identifies every row by a UUID. This directory's rows have integer ids, so each HSDS
 * id is a name-based UUID (RFC 9562 version 5) of the HSDS table and our id, within a namespace
 * of this installation: a re-export gives every row the id it had, and two directories never
 * give the same id to different records.
 */
export type HsdsIds = (table: string, id: number | string) => string;

/** The installation's namespace, made once by the first export and shared by every instance. */
const NAMESPACE_NAME = 'hsds_id_namespace';

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');

/** RFC 9562 version 5: the SHA-1 of the namespace and the name, with its version and variant. */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The HSDS ids of this installation: `organization` 42 is always the same UUID here. */
export async function hsdsIds(db: Queryable): Promise<HsdsIds> {
  const namespace = await sharedSecret(db, NAMESPACE_NAME, randomUUID);
  return (table, id) => uuidV5(namespace, `${table}/${id}`);
}

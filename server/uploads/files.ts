import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { UploadedFile } from './uploads';

export interface FileService {
  /** Stores an upload; answers its id. */
  store(db: Queryable, adminId: number, file: UploadedFile): Promise<number>;
  /** The URL clients use for a file, signed so that an <img> can load it without a session. */
  url(id: number): string;
  /** True when `signature` is this server's signature of file `id`. */
  verify(id: number, signature: string): boolean;
}

const SIGNING_SECRET = 'file_url_signing_key';

/**
 * Reads a value every instance shares, creating it with `make` (by default 32 random bytes) first
 * if no instance has yet (race-free via the unique index).
 */
export async function sharedSecret(
  db: Queryable,
  name: string,
  make = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ($1, $2)
     ON CONFLICT (name) WHERE deleted_at IS NULL DO NOTHING`,
    [name, make()],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1 AND deleted_at IS NULL',
    [name],
  );
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return row.value;
}

export async function createFileService(db: Database, publicApiUrl: string): Promise<FileService> {
  const key = Buffer.from(await sharedSecret(db, SIGNING_SECRET), 'base64url');
  const sign = (id: number) => createHmac('sha256', key).update(`file:${id}`).digest('base64url');
  return {
    async store(target, adminId, file) {
      const [row] = await target.query<{ id: number }>(
        `INSERT INTO files (content_type, filename, size, bytes, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
        [file.contentType, file.filename.slice(0, 255), file.bytes.length, file.bytes, adminId],
      );
      return (row as { id: number }).id;
    },
    url: (id) => `${publicApiUrl}/files/${id}?sig=${sign(id)}`,
    verify(id, signature) {
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

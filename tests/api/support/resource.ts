import { expect } from 'vitest';
import {
  bearer,
  readJson,
  signedInServerForTests,
  type TestServer,
  type TestServerOptions,
} from './server';

/** What a write answers when the record changed since it was read (409), as the user reads it. */
export const STALE =
  'This record was changed by someone else. Reload it to see the latest version.';

/** A form field: text, a flag (JSON boolean, or 1/0 in a form) or a file (forms only). */
export type FieldValue = string | boolean | File;
export type Fields = Record<string, FieldValue>;
export type ApiRecord = Record<string, unknown> & { id: number; updated_at: string };

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface ResourceApi {
  readonly server: TestServer;
  /** The signed-in administrator's session token. */
  readonly token: string;
  /** GET `path`, signed in unless `signedIn` is false. */
  get<T = Record<string, unknown>>(path: string, signedIn?: boolean): Promise<Answer<T>>;
  /** POST/PATCH `fields` as JSON or as multipart form data. */
  send<T = Record<string, unknown>>(
    method: 'POST' | 'PATCH',
    path: string,
    fields: Fields,
    encoding: 'json' | 'form',
    signedIn?: boolean,
  ): Promise<Answer<T>>;
  delete<T = Record<string, unknown>>(path: string, signedIn?: boolean): Promise<Answer<T>>;
  /** The row as stored, deleted or not, straight from the database. */
  row(table: string, id: number): Promise<Record<string, unknown> | undefined>;
  /** Rows of `table`, deleted ones included. */
  count(table: string): Promise<number>;
  /** POSTs a create that must be refused with a 400 naming `errors`, writing no row and no file. */
  expectRefusedCreate(
    path: string,
    table: string,
    fields: Fields,
    encoding: 'json' | 'form',
    errors: Record<string, string>,
  ): Promise<void>;
}

function formData(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) form.set(name, value);
    else form.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : value);
  }
  return form;
}

/**
 * Starts a server with a fresh database for this test file (or the describe block it is called
 * in) and signs in as its administrator.
 */
export function apiForTestFile(options: TestServerOptions = {}): ResourceApi {
  const session = signedInServerForTests(options);
  const call = async <T>(path: string, init: RequestInit, signedIn = true): Promise<Answer<T>> => {
    const headers = new Headers(init.headers);
    if (signedIn) headers.set('Authorization', bearer(session.token).Authorization);
    const response = await session.server.request(path, { ...init, headers });
    return { status: response.status, body: await readJson<T>(response) };
  };

  const count = async (table: string) => {
    const [row] = await session.server.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${table}`,
    );
    return row?.total ?? 0;
  };

  const send: ResourceApi['send'] = (method, path, fields, encoding, signedIn) =>
    call(
      path,
      encoding === 'json'
        ? {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(fields),
          }
        : { method, body: formData(fields) },
      signedIn,
    );

  return {
    get server() {
      return session.server;
    },
    get token() {
      return session.token;
    },
    get: (path, signedIn) => call(path, {}, signedIn),
    send,
    delete: (path, signedIn) => call(path, { method: 'DELETE' }, signedIn),
    async row(table, id) {
      const [row] = await session.server.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
      return row;
    },
    count,
    async expectRefusedCreate(path, table, fields, encoding, errors) {
      const before = [await count(table), await count('files')];
      const answer = await send('POST', path, fields, encoding);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: `Invalid fields: ${Object.keys(errors).join(', ')}`,
        errors,
      });
      expect([await count(table), await count('files')]).toEqual(before);
    },
  };
}

/** A small safe SVG, as a category's icon upload. */
export const svgIcon = () =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    ],
    'icon.svg',
    { type: 'image/svg+xml' },
  );

/** Creates a category of both kinds named `name` through the API; answers it as stored. */
export async function createCategory(api: ResourceApi, name: string): Promise<ApiRecord> {
  const answer = await api.send<{ data: { category: ApiRecord } }>(
    'POST',
    '/api/admin/category',
    { name, is_event: true, is_organization: true, icon_file: svgIcon() },
    'form',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.category;
}

import { get as httpGet, type IncomingMessage } from 'node:http';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../server/http/csvExport';
import { seedIfEmpty } from '../../server/seed';
import {
  bearer,
  readJson,
  signedInServerForTests,
  startTestServer,
  type TestServer,
} from './support/server';

const signedIn = signedInServerForTests();

beforeAll(async () => {
  await seedIfEmpty(signedIn.server.db);
});

const get = (path: string) => signedIn.server.request(path, { headers: bearer(signedIn.token) });

type CsvRow = Record<string, string>;

/** The CSV an export answers, read as a spreadsheet would: the header names each row's cells. */
async function exported(
  path: string,
): Promise<{ response: Response; rows: CsvRow[]; text: string }> {
  const response = await get(path);
  expect(response.status).toBe(200);
  // As written, byte-order mark included (Response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, rows: parse(text, { bom: true, columns: true }) as CsvRow[] };
}

/** Every row of a paged JSON list, page after page. */
async function everyPage<Row>(path: string, key: string, sizeParam: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await get(`${path}${separator}page_num=${page}&${sizeParam}=100`);
    const body = await readJson<{ data: Record<string, unknown> }>(response);
    const pageRows = body.data[key] as Row[];
    rows.push(...pageRows);
    if (page >= (body.data.total_pages as number)) return rows;
  }
}

describe('CSV exports', () => {
  it('answer a dated CSV attachment, UTF-8 with a byte-order mark, that is never cached', async () => {
    const { response, text } = await exported('/api/admin/organization.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="organizations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFFid,name,is_published,')).toBe(true);
  });

  it('hold every match of the filters in the list order, not only one page', async () => {
    const list = await everyPage<{ id: number; name: string }>(
      '/api/admin/organization?status=Unpublished&sort=id&order=desc',
      'organizations',
      'max_organizations',
    );
    expect(list.length).toBeGreaterThan(10);
    const { rows } = await exported(
      '/api/admin/organization.csv?status=Unpublished&sort=id&order=desc',
    );
    expect(rows.map((row) => Number(row.id))).toEqual(list.map((row) => row.id));
    expect(new Set(rows.map((row) => row.is_published))).toEqual(new Set(['false']));
    expect(rows[0]).toHaveProperty('city');
  });

  it('of a municipality, hold its organizations with the page list order', async () => {
    const [city] = await signedIn.server.db.query<{ city_id: number }>(
      `SELECT l.city_id FROM organizations o JOIN locations l ON l.id = o.location_id
        WHERE o.deleted_at IS NULL AND l.city_id IS NOT NULL
        GROUP BY l.city_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const query = `city=${city?.city_id}&sort_by_id=DESC`;
    const list = await everyPage<{ id: number }>(
      `/api/admin/organization-v2?${query}`,
      'organizations',
      'max_organizations',
    );
    const { rows } = await exported(`/api/admin/organization-v2.csv?${query}`);
    expect(rows.map((row) => Number(row.id))).toEqual(list.map((row) => row.id));
  });

  it('of a level under a parent, hold its regions, and say 404 for a parent that is not live', async () => {
    const [country] = await signedIn.server.db.query<{ id: number }>(
      'SELECT id FROM countries WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    const list = await everyPage<{ id: number }>(
      `/api/admin/country/${country?.id}/states?sort=state&order=desc`,
      'states',
      'max_states',
    );
    const { rows } = await exported(
      `/api/admin/country/${country?.id}/states.csv?sort=state&order=desc`,
    );
    expect(rows.map((row) => Number(row.id))).toEqual(list.map((row) => row.id));

    const missing = await get('/api/admin/country/999999/states.csv');
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toMatchObject({ message: 'Country not found.' });
  });

  it('refuse what the list refuses, with the same field errors', async () => {
    const response = await get('/api/admin/organization.csv?sort=description');
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ errors: { sort: expect.any(String) } });
  });

  it('write a header even when nothing matches', async () => {
    const { rows, text } = await exported('/api/blog.csv?search=no-post-has-this-text');
    expect(rows).toEqual([]);
    expect(text).toMatch(/^\uFEFFid,title,body,is_published,[a-z_,]+,updated_at\n$/);
  });

  it('write a cell a spreadsheet would run as a formula as text', async () => {
    const formulas = [
      '=HYPERLINK("http://x.example","click")',
      '+1+2',
      '-3+4',
      '@SUM(A1)',
      '\tTab',
    ];
    await signedIn.server.db.query(
      `INSERT INTO blog_posts (title, body) SELECT unnest($1::text[]), 'Formula test'`,
      [formulas],
    );
    const { rows } = await exported('/api/blog.csv?search=Formula%20test&sort=id');
    expect(rows.map((row) => row.title)).toEqual(formulas.map((formula) => `'${formula}`));
  });

  it('stream more rows than one database batch, every one once', async () => {
    const count = EXPORT_BATCH_ROWS * 2 + 7;
    await signedIn.server.db.query(
      `INSERT INTO blog_posts (title, body)
       SELECT 'Batch post ' || n, 'Batch body, with "quotes" and
a line break' FROM generate_series(1, $1::int) AS n`,
      [count],
    );
    const { rows } = await exported('/api/blog.csv?search=Batch%20post&sort=title&order=asc');
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.id)).size).toBe(count);
    expect(rows[0]?.body).toBe('Batch body, with "quotes" and\na line break');
    const titles = rows.map((row) => row.title ?? '');
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('of a list the console searches itself, keep the matches of its search as q', async () => {
    const { rows } = await exported('/api/admin/administrators.csv?q=LOCALHOST');
    expect(rows.map((row) => row.email)).toEqual(['admin@localhost']);
    const none = await exported('/api/admin/administrators.csv?q=nobody-has-this');
    expect(none.rows).toEqual([]);
  });

  it('of the history and the trash, hold their entries and deleted records, newest first', async () => {
    const { rows: entries } = await exported(
      '/api/admin/history.csv?action=create&resource=cities',
    );
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries[0]).toMatchObject({ resource: 'cities', action: 'create', changes: '{}' });
    const [category] = await signedIn.server.db.query<{ id: number }>(
      `UPDATE categories SET deleted_at = now() WHERE id = (SELECT min(id) FROM categories)
       RETURNING id`,
    );
    const { rows: deleted } = await exported('/api/admin/trash.csv?resource=categories');
    expect(deleted).toEqual([
      expect.objectContaining({ resource: 'categories', id: String(category?.id) }),
    ]);
  });

  it('answer nothing without a session', async () => {
    const response = await signedIn.server.request('/api/admin/organization.csv');
    expect(response.status).toBe(401);
  });
});

describe('a CSV export whose client stops reading', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { EXPORT_IDLE_TIMEOUT_SECONDS: '1' } });
    token = await server.signInLocal();
    // Far more than the sockets' buffers hold (about 30 MB), so the server must wait for the client.
    await server.db.query(
      `INSERT INTO blog_posts (title, body)
       SELECT 'Long post ' || n, repeat('Long body. ', 1000) FROM generate_series(1, 3000) AS n`,
    );
  });
  afterAll(() => server.close());

  /** Export transactions still open on the database: a cursor kept for an export holds one. */
  const openExports = async () =>
    server.db.kind === 'pglite'
      ? (
          await server.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'rows_%'",
          )
        )[0]?.n
      : (
          await server.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
          )
        )[0]?.n;

  it('is closed, with its cursor, once it has taken nothing for the idle timeout', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet(`${server.origin}/api/blog.csv?search=Long%20post`, {
        headers: bearer(token),
      });
      request.once('response', resolve).once('error', reject);
    });
    expect(response.statusCode).toBe(200);
    // A client that reads the first bytes and then nothing more.
    const firstBytes = await new Promise<Buffer>((resolve) => response.once('data', resolve));
    response.pause();
    expect(firstBytes.length).toBeGreaterThan(0);
    expect(await openExports()).toBe(1);
    await expect.poll(openExports, { timeout: 15_000, interval: 200 }).toBe(0);

    // When it reads again, what it finds is a file cut short, never one that looks whole.
    response.resume();
    response.on('error', () => undefined);
    await new Promise((resolve) => response.once('close', resolve));
    expect(response.complete).toBe(false);

    // The server answers as before, and a client that reads gets the whole file.
    const whole = await server.request('/api/blog.csv?search=Long%20post', {
      headers: bearer(token),
    });
    const rows = parse(await whole.text(), { bom: true, columns: true }) as unknown[];
    expect(rows).toHaveLength(3000);
  });
});

import { isDeepStrictEqual } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../shared/messages';
import { HISTORY_TABLES } from '../../shared/resources/history';
import { EVENTS, ORGANIZATIONS, placedRecordsForTestFile, pngFile } from './support/events';
import { jsonFields, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer, readJson } from './support/server';

/* The history of changes: written with each change, whatever made it; read, never written. */

const records = placedRecordsForTestFile();
const { api, places } = records;
const HISTORY = '/api/admin/history';

interface Entry {
  id: string;
  at: string;
  administrator_id: number | null;
  administrator_email: string | null;
  resource: string;
  record_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  record: { id: number; name: string; deleted: boolean; parents: number[] } | null;
}
type HistoryPage = {
  data: {
    entries: Entry[];
    files: Record<string, { id: number; filename: string }>;
    total_items: number;
    total_pages: number;
  };
};

const history = async (query: string) => {
  const answer = await api.get<HistoryPage>(`${HISTORY}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('history', () => {
  let organization: ApiRecord;

  it("records a record's create, update (before and after), publish, unpublish and delete, newest first", async () => {
    organization = await records.organization('History Hall');
    await patched(api, `${ORGANIZATIONS}/${organization.id}`, 'organization', {
      description: 'Changed by the test',
    });
    const bulk = await api.send(
      'POST',
      `${ORGANIZATIONS}/bulk`,
      jsonFields({ action: 'publish', ids: [organization.id] }),
      'json',
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    await patched(api, `${ORGANIZATIONS}/${organization.id}`, 'organization', {
      is_published: false,
    });
    expect((await api.delete(`${ORGANIZATIONS}/${organization.id}`)).status).toBe(200);

    const page = await history(`resource=organizations&record_id=${organization.id}`);
    expect(page.entries.map((entry) => entry.action)).toEqual([
      'delete',
      'unpublish',
      'publish',
      'update',
      'create',
    ]);
    expect(page.entries.every((entry) => entry.administrator_id === records.adminId)).toBe(true);
    expect(page.entries[0]?.administrator_email).toMatch(/@/);
    expect(page.entries[3]?.changes).toEqual({
      description: ['About History Hall', 'Changed by the test'],
    });
    expect(page.entries[2]?.changes).toEqual({ is_published: [false, true] });
    expect(page.entries[1]?.changes).toEqual({ is_published: [true, false] });
    expect(page.entries[0]).toMatchObject({
      resource: 'organizations',
      record_id: organization.id,
      changes: {},
      record: { id: organization.id, name: 'History Hall', deleted: true, parents: [] },
    });
    expect(page.total_items).toBe(5);
  });

  it("names a record's parents for its link, and a replaced image by its file's name", async () => {
    const host = await records.organization('History Host');
    const event = await records.event(host.id, { title: 'History Night' });
    const replaced = await api.send(
      'PATCH',
      `${EVENTS}/${event.id}`,
      { card_image: pngFile('new-card.png') },
      'form',
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const page = await history(`resource=events&record_id=${event.id}`);
    const update = page.entries[0] as Entry;
    expect(update).toMatchObject({
      action: 'update',
      record: { name: 'History Night', parents: [host.id], deleted: false },
    });
    const [before, after] = update.changes.card_image_id as [number, number];
    expect(Object.keys(update.changes)).toEqual(['card_image_id']);
    expect(page.files[before]).toEqual({ id: before, filename: 'card.png' });
    expect(page.files[after]).toEqual({ id: after, filename: 'new-card.png' });
  });

  it('records what an administrator changed, not what the database derives from it', async () => {
    const before = (await history('')).total_items;
    await patched(api, `/api/admin/city/${places.toronto}`, 'city', {
      city: 'Toronto Renamed',
      is_published: '1',
    });
    const page = await history('per_page=100');
    expect(page.total_items).toBe(before + 1);
    expect(page.entries[0]).toMatchObject({
      resource: 'cities',
      record_id: places.toronto,
      action: 'update',
      changes: { city: ['Toronto', 'Toronto Renamed'] },
    });
  });

  it('filters by administrator, action, resource and time span, together', async () => {
    const creates = await history('action=create&per_page=100');
    expect(creates.entries.length).toBeGreaterThan(0);
    expect(creates.entries.every((entry) => entry.action === 'create')).toBe(true);
    const mine = await history(
      `administrator_id=${records.adminId}&resource=organizations&per_page=100`,
    );
    expect(mine.entries.map((entry) => entry.record_id)).toContain(organization.id);
    expect(mine.entries.every((entry) => entry.resource === 'organizations')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(`from=${today}&to=${today}`)).total_items).toBeGreaterThan(0);
    expect((await history('to=2000-01-01')).total_items).toBe(0);
    expect((await history(`from=2999-01-01`)).entries).toEqual([]);
  });

  it('refuses a record without its resource, and unknown resources, actions and dates', async () => {
    for (const [query, field] of [
      ['record_id=1', 'resource'],
      ['resource=sessions', 'resource'],
      ['action=erase', 'action'],
      ['from=yesterday', 'from'],
    ] as const) {
      const answer = await api.get<{ errors: Record<string, string> }>(`${HISTORY}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('refuses a time span that is not an ISO day or instant within years 1900 to 9999', async () => {
    const range = messageText('between', { min: '1900-01-01', max: '9999-12-31' });
    const bad: [string, string][] = [
      ['0000-12-31', range],
      ['1899-12-31', range],
      ['10000-01-01', messageText('day_or_instant')],
      ['+010000-01-01', messageText('day_or_instant')],
      ['-000001-01-01', messageText('day_or_instant')],
      ['1900-01-01T00:00:00+01:00', range],
      ['9999-12-31T23:00:00-05:00', range],
      ['2026-02-31', messageText('no_such_day')],
      ['2026-13-01', messageText('no_such_day')],
      ['2026-11-24T24:00:00Z', messageText('invalid_date_time')],
      ['2026-11-24T10:60Z', messageText('invalid_date_time')],
      ['2026-11-24T10:00:00+15:00', messageText('invalid_date_time')],
      ['2026-02-30T10:00:00Z', messageText('no_such_day')],
      ['2026-11-24T10:00:00', messageText('day_or_instant')],
      ['1', messageText('day_or_instant')],
      ['May 5', messageText('day_or_instant')],
      ['2026-5-5', messageText('day_or_instant')],
      ['20261124', messageText('day_or_instant')],
      [' 2026-11-24', messageText('day_or_instant')],
      ['Tue, 24 Nov 2026 10:00:00 GMT', messageText('day_or_instant')],
    ];
    const token = await api.server.signInLocal();
    const violations: string[] = [];
    for (const path of [HISTORY, `${HISTORY}.csv`]) {
      for (const param of ['from', 'to']) {
        for (const [value, message] of bad) {
          const query = `${param}=${encodeURIComponent(value)}`;
          const response = await api.server.request(`${path}?${query}`, { headers: bearer(token) });
          const errors =
            response.status === 400 ? (await readJson<{ errors?: unknown }>(response)).errors : {};
          if (!isDeepStrictEqual(errors, { [param]: message })) {
            violations.push(`${path}?${query} -> ${response.status} ${JSON.stringify(errors)}`);
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('takes the first and last days and instants of the span, each day whole', async () => {
    const all = (await history('')).total_items;
    expect(all).toBeGreaterThan(0);
    for (const [query, total] of [
      ['to=9999-12-31', all],
      ['from=1900-01-01', all],
      ['from=1900-01-01&to=9999-12-31', all],
      ['from=1900-01-01T00:00:00Z&to=9999-12-31T23:59:59.999999Z', all],
      ['from=1900-01-01T05:00:00%2B05:00', all],
      ['to=9999-12-31T23:59:59%2B14:00', all],
      ['from=1900-01-01T00:00:00-12:00', all],
      ['to=1900-01-01', 0],
      ['from=9999-12-31', 0],
      ['from=2024-02-29&to=2024-02-29', 0],
      ['to=2000-01-01T00:00Z', 0],
    ] as const) {
      const answer = await api.get<HistoryPage>(`${HISTORY}?${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.data.total_items, query).toBe(total);
    }
    const token = await api.server.signInLocal();
    const csv = await api.server.request(`${HISTORY}.csv?from=1900-01-01&to=9999-12-31`, {
      headers: bearer(token),
    });
    expect(csv.status).toBe(200);
    // The header, and every entry but the sign-in just made.
    expect(parse(await csv.text())).toHaveLength(1 + all);
  });

  it('counts a day in UTC, and an instant to the microsecond', async () => {
    const newest = (await history('per_page=1')).entries[0] as Entry;
    const day = newest.at.slice(0, 10);
    const utc = (at: string) =>
      `to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    const [instants] = await api.server.db.query<{ exact: string; after: string }>(
      `SELECT ${utc('at')} AS exact, ${utc("at + interval '1 microsecond'")} AS after
         FROM history_entries WHERE id = $1`,
      [newest.id],
    );
    const { exact, after } = instants as { exact: string; after: string };
    const ids = async (query: string) =>
      (await history(`${query}&per_page=100`)).entries.map((entry) => entry.id);
    expect(await ids(`from=${day}&to=${day}`)).toContain(newest.id);
    expect(await ids(`from=${encodeURIComponent(exact)}`)).toContain(newest.id);
    expect(await ids(`from=${encodeURIComponent(after)}`)).not.toContain(newest.id);
    expect(await ids(`to=${encodeURIComponent(exact)}`)).not.toContain(newest.id);
    expect(await ids(`to=${encodeURIComponent(after)}`)).toContain(newest.id);
  });

  it('offers no way to change or remove an entry', async () => {
    const [entry] = (await history('')).entries;
    expect((await api.delete(`${HISTORY}/${entry?.id}`)).status).toBe(404);
    const write = await api.send('PATCH', `${HISTORY}/${entry?.id}`, jsonFields({}), 'json');
    expect(write.status).toBe(404);
  });

  it('is kept for every table of records: each has its history trigger', async () => {
    const tables = await api.server.db.query<{ table: string; recorded: boolean }>(
      `SELECT c.table_name AS table,
              EXISTS (SELECT 1 FROM pg_trigger t
                       WHERE t.tgrelid = c.table_name::regclass AND t.tgname = c.table_name || '_history'
                     ) AS recorded
         FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.column_name = 'deleted_by'
        ORDER BY c.table_name`,
    );
    // Sessions, stored files and the server's secrets are not records administrators edit.
    const notRecords = ['files', 'server_secrets', 'sessions'];
    const records = tables.filter((row) => !notRecords.includes(row.table));
    expect(records.map((row) => row.table).sort()).toEqual([...HISTORY_TABLES].sort());
    expect(records.filter((row) => !row.recorded)).toEqual([]);
  });
});

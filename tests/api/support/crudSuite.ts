import { describe, expect, it } from 'vitest';
import type { ApiRecord, Fields, ResourceApi } from './resource';
import { STALE } from './resource';

/** What the standard calls of one record type look like from a client (see server/http/crud.ts). */
export interface CrudSuiteOptions {
  api: ResourceApi;
  /** Record label of the API's messages: "Blog post" -> "Blog post not found." */
  label: string;
  basePath: string;
  table: string;
  listKey: string;
  itemKey: string;
  defaultPerPage: number;
  encoding: 'json' | 'form';
  /** Valid values for a create or an update, with `text` as the value of `searchField`. */
  valid(text: string): Fields;
  /** A text field the list's `search` matches. */
  searchField: string;
  /** The field errors of a create without any field. */
  missing: Record<string, string>;
  /** A text field and its maximum length. */
  tooLong: { field: string; max: number };
  /** Fields that take only http(s) URLs. */
  urlFields?: string[];
}

const URL_MESSAGE = 'Must be a valid http(s) URL';
const NOT_HTTP = ['javascript:alert(1)', 'ftp://files.example/x', 'data:text/html,hi', 'not a url'];

type ListBody = {
  data: Record<string, unknown> & {
    total_pages: number;
    per_page_items: number;
    total_items: number;
    truncated?: boolean;
  };
};

/** The behaviour every record type's list, get, create, update and delete share. */
export function crudSuite(options: CrudSuiteOptions) {
  const { api, basePath, table, listKey, itemKey } = options;
  const itemPath = (id: number | string) => `${basePath}/${id}`;

  const adminId = async () => {
    const [admin] = await api.server.db.query<{ id: number }>(
      "SELECT id FROM administrators WHERE email = 'admin@localhost'",
    );
    return admin?.id;
  };

  const create = async (text: string): Promise<ApiRecord> => {
    const answer = await api.send<{ data: Record<string, ApiRecord> }>(
      'POST',
      basePath,
      options.valid(text),
      options.encoding,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data[itemKey] as ApiRecord;
  };

  const list = async (query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const answer = await api.get<ListBody>(`${basePath}?${search}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = answer.body;
    return { ...data, rows: data[listKey] as ApiRecord[] };
  };

  const searchIds = async (search: string) =>
    (await list({ search, per_page: 100 })).rows.map((row) => row.id);

  const liveCount = async () => {
    const [row] = await api.server.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${table} WHERE deleted_at IS NULL`,
    );
    return row?.total ?? 0;
  };

  describe(`${options.label}: create`, () => {
    it('answers 201 with the stored record, written by the signed-in administrator', async () => {
      const record = await create('  Created probe  ');
      expect(record).toMatchObject({
        id: expect.any(Number),
        [options.searchField]: 'Created probe',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const row = await api.row(table, record.id);
      expect(row?.created_by).toBe(await adminId());
      expect(row?.deleted_at).toBeNull();
    });

    it('refuses a body without fields, naming each of them, and writes nothing', async () => {
      await api.expectRefusedCreate(basePath, table, {}, options.encoding, options.missing);
    });

    it('refuses blank texts, naming each field, and writes nothing', async () => {
      const before = await api.count(table);
      const valid = options.valid('Blank probe');
      const texts = Object.keys(valid).filter((field) => typeof valid[field] === 'string');
      const blank = { ...valid, ...Object.fromEntries(texts.map((field) => [field, '   '])) };
      const answer = await api.send<{ errors: Record<string, string> }>(
        'POST',
        basePath,
        blank,
        options.encoding,
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors).sort()).toEqual([...texts].sort());
      expect(await api.count(table)).toBe(before);
    });

    it('takes a text at its maximum length and refuses one character more', async () => {
      const { field, max } = options.tooLong;
      const atMax = await api.send(
        'POST',
        basePath,
        { ...options.valid('Longest probe'), [field]: 'x'.repeat(max) },
        options.encoding,
      );
      expect(atMax.status).toBe(201);
      await api.expectRefusedCreate(
        basePath,
        table,
        { ...options.valid('Too long probe'), [field]: 'x'.repeat(max + 1) },
        options.encoding,
        { [field]: `Must be at most ${max} characters` },
      );
    });

    const urlCases = (options.urlFields ?? []).flatMap((field) =>
      NOT_HTTP.map((url) => [field, url] as const),
    );
    if (urlCases.length > 0) {
      it.each(urlCases)('refuses %s = %s with 400, writing nothing', async (field, url) => {
        await api.expectRefusedCreate(
          basePath,
          table,
          { ...options.valid('Bad URL'), [field]: url },
          options.encoding,
          { [field]: URL_MESSAGE },
        );
      });
    }
  });

  describe(`${options.label}: list`, () => {
    it(`with page_num, pages ${options.defaultPerPage} records by default and reports the totals`, async () => {
      for (let index = 0; index < options.defaultPerPage + 1; index++) {
        await create(`Paging row ${index}`);
      }
      const total = await liveCount();
      const first = await list({ page_num: 1 });
      expect(first).toMatchObject({
        per_page_items: options.defaultPerPage,
        total_items: total,
        total_pages: Math.ceil(total / options.defaultPerPage),
      });
      expect(first.truncated).toBeUndefined();
      expect(first.rows).toHaveLength(options.defaultPerPage);
      const last = await list({ page_num: first.total_pages });
      expect(last.rows).toHaveLength(total - (first.total_pages - 1) * options.defaultPerPage);
    });

    it('without page_num, answers every live record at once and says it is complete', async () => {
      const total = await liveCount();
      expect(total).toBeGreaterThan(options.defaultPerPage);
      const whole = await list();
      expect(whole.rows).toHaveLength(total);
      expect(whole).toMatchObject({ total_items: total, total_pages: 1, truncated: false });
      const paged = await list({ page_num: 1 });
      expect(whole.rows.slice(0, options.defaultPerPage)).toEqual(paged.rows);
      const searched = await list({ search: 'paging row' });
      expect(searched.rows).toHaveLength(options.defaultPerPage + 1);
    });

    it('walks every page of a search once, and answers an empty page past the end', async () => {
      const created = await searchIds('paging row');
      expect(created).toHaveLength(options.defaultPerPage + 1);
      const seen: number[] = [];
      const totalPages = Math.ceil(created.length / 4);
      for (let page = 1; page <= totalPages; page++) {
        const answer = await list({ search: 'paging row', per_page: 4, page_num: page });
        expect(answer).toMatchObject({
          per_page_items: 4,
          total_items: created.length,
          total_pages: totalPages,
        });
        seen.push(...answer.rows.map((row) => row.id));
      }
      expect([...seen].sort()).toEqual([...created].sort());
      const beyond = await list({ search: 'paging row', per_page: 4, page_num: totalPages + 1 });
      expect(beyond.rows).toEqual([]);
      expect(beyond.total_items).toBe(created.length);
      expect((await list({ page_num: 1_000_000, per_page: 100 })).rows).toEqual([]);
    });

    it('searches case-insensitively by containment, taking % and _ literally', async () => {
      const percent = await create('Sale 50% off');
      await create('Sale 50 dollars off');
      const underscore = await create('Snake_case title');
      await create('Snakeycase title');
      expect(await searchIds('50% OFF')).toEqual([percent.id]);
      expect(await searchIds('snake_CASE')).toEqual([underscore.id]);
      expect(await searchIds('  snake_case  ')).toEqual([underscore.id]);
      expect(await searchIds('nothing matches this')).toEqual([]);
    });

    it.each([
      ['page_num', '0', 'Must be at least 1'],
      ['page_num', 'two', 'Must be a number'],
      ['page_num', '1.5', 'Must be a whole number'],
      ['per_page', '0', 'Must be at least 1'],
      ['per_page', '101', 'Must be at most 100'],
      ['page_num', '0x10', 'Must be written in plain digits, like 12'],
      ['page_num', '1e3', 'Must be written in plain digits, like 12'],
      ['page_num', '%201', 'Must be written in plain digits, like 12'],
      ['page_num', '%2B2', 'Must be written in plain digits, like 12'],
      ['page_num', '02', 'Must be written in plain digits, like 12'],
      ['per_page', '1e1', 'Must be written in plain digits, like 12'],
    ])('refuses %s=%s with 400', async (name, value, message) => {
      const answer = await api.get(`${basePath}?${name}=${value}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: `Invalid fields: ${name}`,
        errors: { [name]: message },
      });
    });
  });

  describe(`${options.label}: get`, () => {
    it('answers one record as the list shows it', async () => {
      const record = await create('Get probe');
      const answer = await api.get<{ data: Record<string, ApiRecord> }>(itemPath(record.id));
      expect(answer.status).toBe(200);
      expect(answer.body.data[itemKey]).toEqual(record);
      const [listed] = (await list({ search: 'Get probe' })).rows;
      expect(listed).toEqual(record);
    });

    it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
      const unknown = await api.get(itemPath(987654));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: `${options.label} not found.` });
      const malformed = await api.get(itemPath('abc'));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ errors: { id: 'Must be a number' } });
    });
  });

  describe(`${options.label}: update`, () => {
    it('replaces the fields, moves updated_at, and refuses a stale updated_at with 409', async () => {
      const record = await create('Before edit');
      const edited = await api.send<{ data: Record<string, ApiRecord> }>(
        'PATCH',
        itemPath(record.id),
        { ...options.valid('After edit'), updated_at: record.updated_at },
        options.encoding,
      );
      expect(edited.status).toBe(200);
      const after = edited.body.data[itemKey] as ApiRecord;
      expect(after).toMatchObject({ id: record.id, [options.searchField]: 'After edit' });
      expect(after.updated_at).not.toBe(record.updated_at);
      expect((await api.row(table, record.id))?.updated_by).toBe(await adminId());

      const stale = await api.send(
        'PATCH',
        itemPath(record.id),
        { ...options.valid('Lost edit'), updated_at: record.updated_at },
        options.encoding,
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: STALE });
      const stored = await api.get<{ data: Record<string, ApiRecord> }>(itemPath(record.id));
      expect(stored.body.data[itemKey]).toEqual(after);

      const lastWriteWins = await api.send<{ data: Record<string, ApiRecord> }>(
        'PATCH',
        itemPath(record.id),
        options.valid('Without token'),
        options.encoding,
      );
      expect(lastWriteWins.status).toBe(200);
      expect(lastWriteWins.body.data[itemKey]?.[options.searchField]).toBe('Without token');
    });

    it('changes only the fields sent: the others keep their stored values', async () => {
      const record = await create('Partly edited');
      const edited = await api.send<{ data: Record<string, ApiRecord> }>(
        'PATCH',
        itemPath(record.id),
        { [options.searchField]: 'Only this changed' },
        options.encoding,
      );
      expect(edited.status).toBe(200);
      const { updated_at: _before, ...kept } = record;
      const { updated_at: after, ...stored } = edited.body.data[itemKey] as ApiRecord;
      expect(stored).toEqual({ ...kept, [options.searchField]: 'Only this changed' });
      expect(after).not.toBe(record.updated_at);

      const nothing = await api.send<{ data: Record<string, ApiRecord> }>(
        'PATCH',
        itemPath(record.id),
        {},
        options.encoding,
      );
      expect(nothing.status).toBe(200);
      expect(nothing.body.data[itemKey]).toMatchObject(stored);
    });

    it('refuses invalid fields and an unreadable updated_at, changing nothing', async () => {
      const record = await create('Kept as is');
      const invalid = await api.send(
        'PATCH',
        itemPath(record.id),
        { ...options.valid('Kept as is'), [options.searchField]: '' },
        options.encoding,
      );
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({
        message: `Invalid fields: ${options.searchField}`,
        errors: { [options.searchField]: 'Required' },
      });
      for (const field of options.urlFields ?? []) {
        const notHttp = await api.send(
          'PATCH',
          itemPath(record.id),
          { ...options.valid('Changed'), [field]: 'javascript:void(0)' },
          options.encoding,
        );
        expect(notHttp.status).toBe(400);
        expect(notHttp.body).toMatchObject({ errors: { [field]: URL_MESSAGE } });
      }
      const garbage = await api.send(
        'PATCH',
        itemPath(record.id),
        { ...options.valid('Changed'), updated_at: 'last tuesday-ish' },
        options.encoding,
      );
      expect(garbage.status).toBe(400);
      expect(garbage.body).toMatchObject({ errors: { updated_at: expect.any(String) } });
      const stored = await api.get<{ data: Record<string, ApiRecord> }>(itemPath(record.id));
      expect(stored.body.data[itemKey]).toEqual(record);
    });

    it('answers 404 for an unknown id', async () => {
      const answer = await api.send(
        'PATCH',
        itemPath(987654),
        options.valid('Nobody'),
        options.encoding,
      );
      expect(answer.status).toBe(404);
    });
  });

  describe(`${options.label}: delete`, () => {
    it('soft-deletes: answers the record, keeps the row with deleted_by, hides it everywhere', async () => {
      const record = await create('Doomed record');
      const answer = await api.delete<{ data: Record<string, ApiRecord> }>(itemPath(record.id));
      expect(answer.status).toBe(200);
      expect(answer.body.data[itemKey]).toMatchObject({
        id: record.id,
        [options.searchField]: 'Doomed record',
      });

      const row = await api.row(table, record.id);
      expect(row?.deleted_at).not.toBeNull();
      expect(row?.deleted_by).toBe(await adminId());
      expect(await searchIds('Doomed record')).toEqual([]);
      expect((await api.get(itemPath(record.id))).status).toBe(404);
      expect((await api.delete(itemPath(record.id))).status).toBe(404);
      const update = await api.send(
        'PATCH',
        itemPath(record.id),
        options.valid('Revived'),
        options.encoding,
      );
      expect(update.status).toBe(404);
    });
  });

  describe(`${options.label}: without a session`, () => {
    it('answers 401 to every call and changes nothing', async () => {
      const record = await create('Guarded record');
      const before = await api.count(table);
      const calls = [
        api.get(basePath, false),
        api.get(itemPath(record.id), false),
        api.send('POST', basePath, options.valid('Intruder'), options.encoding, false),
        api.send('PATCH', itemPath(record.id), options.valid('Intruder'), options.encoding, false),
        api.delete(itemPath(record.id), false),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
      expect(await api.count(table)).toBe(before);
      const stored = await api.get<{ data: Record<string, ApiRecord> }>(itemPath(record.id));
      expect(stored.body.data[itemKey]).toEqual(record);
    });
  });
}

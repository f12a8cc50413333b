import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed';
import type { ImportJob, ImportRow } from '../../shared/schemas/organizationImport';
import { bearer, jsonRequest, readJson, signedInServerForTests } from './support/server';

const signedIn = signedInServerForTests();

beforeAll(async () => {
  await seedIfEmpty(signedIn.server.db);
});

const get = (path: string) => signedIn.server.request(path, { headers: bearer(signedIn.token) });

type CsvRow = Record<string, string>;

async function exportedRows(): Promise<CsvRow[]> {
  const response = await get('/api/admin/organization.csv?sort=id&order=asc');
  return parse(await response.text(), { bom: true, columns: true }) as CsvRow[];
}

const csvOf = (rows: CsvRow[], columns = Object.keys(rows[0] as CsvRow)) =>
  stringify(rows, { header: true, columns });

async function upload(csv: string, query = '', type = 'text/csv'): Promise<Response> {
  return signedIn.server.request(`/api/admin/organization/imports?file_name=test.csv${query}`, {
    method: 'POST',
    headers: { ...bearer(signedIn.token), 'Content-Type': type },
    body: csv,
  });
}

async function jobOf(id: number): Promise<ImportJob> {
  const body = await readJson<{ data: { import: ImportJob } }>(
    await get(`/api/admin/organization/imports/${id}`),
  );
  return body.data.import;
}

/** The job once its phase under way is over. */
async function settled(id: number): Promise<ImportJob> {
  for (;;) {
    const job = await jobOf(id);
    if (!['uploading', 'checking', 'applying', 'reverting'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function checked(csv: string, query = ''): Promise<ImportJob> {
  const response = await upload(csv, query);
  expect(response.status).toBe(201);
  const { data } = await readJson<{ data: { import: ImportJob } }>(response);
  return settled(data.import.id);
}

async function rowsOf(id: number, outcome: string): Promise<ImportRow[]> {
  const body = await readJson<{ data: { rows: ImportRow[] } }>(
    await get(`/api/admin/organization/imports/${id}/rows?outcome=${outcome}&per_page=100`),
  );
  return body.data.rows;
}

const confirm = (id: number, includeDuplicates = false) =>
  signedIn.server.request(
    `/api/admin/organization/imports/${id}/confirm?include_duplicates=${includeDuplicates}`,
    { method: 'POST', headers: bearer(signedIn.token) },
  );

const revert = (id: number) =>
  signedIn.server.request(`/api/admin/organization/imports/${id}/revert`, {
    method: 'POST',
    headers: bearer(signedIn.token),
  });

async function organizationCount() {
  const [row] = await signedIn.server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM organizations WHERE deleted_at IS NULL',
  );
  return row?.count ?? 0;
}

const newCorkboardRow = (columns: string[], name: string): CsvRow => ({
  ...Object.fromEntries(columns.map((column) => [column, ''])),
  name,
  is_published: 'false',
  is_corkboard: 'true',
});

describe('Import of organizations from CSV', () => {
  it('reads an exported file with one name changed and one row added as 1 changed and 1 new, saving nothing until confirmed', async () => {
    const rows = await exportedRows();
    const columns = Object.keys(rows[0] as CsvRow);
    const renamed = rows[0] as CsvRow;
    const before = await organizationCount();
    const file = csvOf([
      { ...renamed, name: 'Qwertzuiop Renamed Pantry' },
      ...rows.slice(1),
      newCorkboardRow(columns, 'Xylophone Imported Corkboard'),
    ]);

    const job = await checked(file);
    expect(job.state).toBe('checked');
    expect(job.counts).toEqual({
      new: 1,
      changed: 1,
      unchanged: rows.length - 1,
      invalid: 0,
      duplicate: 0,
    });
    expect(await organizationCount()).toBe(before);
    const [stored] = await signedIn.server.db.query<{ name: string }>(
      'SELECT name FROM organizations WHERE id = $1',
      [Number(renamed.id)],
    );
    expect(stored?.name).toBe(renamed.name);

    expect((await confirm(job.id)).status).toBe(200);
    const done = await settled(job.id);
    expect(done.state).toBe('done');
    expect(done.applied).toEqual({ created: 1, updated: 1, refused: 0 });
    expect(await organizationCount()).toBe(before + 1);
    const [renamedNow] = await signedIn.server.db.query<{ name: string }>(
      'SELECT name FROM organizations WHERE id = $1',
      [Number(renamed.id)],
    );
    expect(renamedNow?.name).toBe('Qwertzuiop Renamed Pantry');

    // The rows' history entries are the import's: the rename and the create.
    const entries = await signedIn.server.db.query<{ action: string; record_id: number }>(
      `SELECT h.action, h.record_id FROM import_entries e JOIN history_entries h ON h.id = e.entry_id
        WHERE e.job_id = $1 AND h.resource = 'organizations' ORDER BY h.id`,
      [job.id],
    );
    expect(entries.map((entry) => entry.action)).toContain('update');
    expect(entries.filter((entry) => entry.action === 'create')).toHaveLength(1);
    expect(entries.some((entry) => entry.record_id === Number(renamed.id))).toBe(true);
    // The history answers each of them with the import that made it.
    const history = await readJson<{
      data: { entries: { record_id: number; action: string; import_id: number | null }[] };
    }>(await get(`/api/admin/history?resource=organizations&record_id=${renamed.id}`));
    expect(history.data.entries[0]).toMatchObject({ action: 'update', import_id: job.id });

    // Imported again, the same file changes nothing more.
    const again = await checked(
      csvOf([{ ...renamed, name: 'Qwertzuiop Renamed Pantry' }, ...rows.slice(1)]),
    );
    expect(again.counts.unchanged).toBe(rows.length);
  });

  it('reports an invalid row with its line, field and message, and a possible duplicate with the record it resembles', async () => {
    const rows = await exportedRows();
    const columns = Object.keys(rows[0] as CsvRow);
    const twin = rows[2] as CsvRow;
    const withEmail = await signedIn.server.request(
      `/api/admin/organization/${twin.id}`,
      jsonRequest('PATCH', { email_address: 'twin@example.org' }, signedIn.token),
    );
    expect(withEmail.status).toBe(200);
    const file = csvOf(
      [
        newCorkboardRow(columns, 'Valid Zebra Corkboard'),
        { ...newCorkboardRow(columns, 'Broken Row'), is_corkboard: 'false', category_id: '' },
        { ...newCorkboardRow(columns, 'Twin By Mail'), email_address: 'Twin@example.org' },
      ],
      [...columns, 'email_address'],
    );
    const job = await checked(file);
    expect(job.counts).toMatchObject({ new: 1, invalid: 1, duplicate: 1 });
    const [invalidRow] = await rowsOf(job.id, 'invalid');
    expect(invalidRow?.line).toBe(3);
    expect(invalidRow?.errors).toContainEqual(
      expect.objectContaining({ field: 'category_id', code: 'select_category' }),
    );
    const [duplicate] = await rowsOf(job.id, 'duplicate');
    expect(duplicate?.line).toBe(4);
    // Without an outcome, every row checked, in line order.
    const every = await readJson<{ data: { rows: ImportRow[]; total: number } }>(
      await get(`/api/admin/organization/imports/${job.id}/rows?per_page=100`),
    );
    expect(every.data.rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(every.data.total).toBe(3);
    expect(duplicate?.duplicates).toContainEqual(
      expect.objectContaining({ id: Number(twin.id), name: twin.name }),
    );

    const invalidCsv = await get(`/api/admin/organization/imports/${job.id}/invalid.csv`);
    expect(invalidCsv.status).toBe(200);
    const fixable = parse(await invalidCsv.text(), { bom: true, columns: true }) as CsvRow[];
    expect(fixable).toHaveLength(1);
    expect(fixable[0]?.name).toBe('Broken Row');
    expect(fixable[0]?.errors).toMatch(/category_id: Please select a category/);

    // Confirmed with its duplicates, the valid new row and the duplicate are saved.
    const before = await organizationCount();
    await confirm(job.id, true);
    const done = await settled(job.id);
    expect(done.applied).toEqual({ created: 2, updated: 0, refused: 0 });
    expect(await organizationCount()).toBe(before + 2);
  });

  it('does not raise a changed row as a duplicate of a record marked "not duplicates"', async () => {
    const rows = await exportedRows();
    const [first, second] = [rows[3] as CsvRow, rows[4] as CsvRow];
    const email = (id: string, email_address: string) =>
      signedIn.server.request(
        `/api/admin/organization/${id}`,
        jsonRequest('PATCH', { email_address }, signedIn.token),
      );
    // The two share an e-mail for a while: a pair, marked "not duplicates", then apart again.
    expect((await email(second.id as string, 'shared-desk@example.org')).status).toBe(200);
    expect((await email(first.id as string, 'shared-desk@example.org')).status).toBe(200);
    const listed = await readJson<{
      data: { pairs: { id: number; organization: { id: number }; other: { id: number } }[] };
    }>(await get('/api/admin/duplicate-pairs?per_page=100'));
    const pair = listed.data.pairs.find((candidate) =>
      [candidate.organization.id, candidate.other.id].every((id) =>
        [Number(first.id), Number(second.id)].includes(id),
      ),
    );
    expect(pair).toBeDefined();
    const dismissed = await signedIn.server.request(
      `/api/admin/duplicate-pairs/${pair?.id}/dismiss`,
      { method: 'POST', headers: bearer(signedIn.token) },
    );
    expect(dismissed.status).toBe(200);
    expect((await email(first.id as string, 'own-desk@example.org')).status).toBe(200);

    const [current] = (await exportedRows()).filter((row) => row.id === first.id);
    const job = await checked(
      csvOf([{ ...(current as CsvRow), email_address: 'shared-desk@example.org' }]),
    );
    expect(job.counts).toMatchObject({ changed: 1, duplicate: 0 });
    // Another organization taking that e-mail is raised beside the record that has it.
    const third = rows[5] as CsvRow;
    const again = await checked(csvOf([{ ...third, email_address: 'shared-desk@example.org' }]));
    expect(again.counts).toMatchObject({ changed: 0, duplicate: 1 });
    const [raised] = await rowsOf(again.id, 'duplicate');
    expect(raised?.duplicates.map((duplicate) => duplicate.id)).toEqual([Number(second.id)]);
  });

  it('maps other columns by the mapping sent, and offers it again for the same header', async () => {
    const file = stringify(
      [
        ['Nom', 'Babillard', 'Publié'],
        ['Mapped Quokka Corkboard', 'true', 'false'],
      ],
      {},
    ).replaceAll(',', ';');
    const mapping = JSON.stringify({
      Nom: 'name',
      Babillard: 'is_corkboard',
      Publié: 'is_published',
    });
    const job = await checked(`\uFEFF${file}`, `&mapping=${encodeURIComponent(mapping)}`);
    expect(job.counts.new).toBe(1);
    const offered = await readJson<{ data: { mapping: Record<string, string> } }>(
      await get(
        `/api/admin/organization/imports/mapping?columns=${encodeURIComponent(JSON.stringify(['Nom', 'Babillard', 'Publié']))}`,
      ),
    );
    expect(offered.data.mapping).toEqual({
      Nom: 'name',
      Babillard: 'is_corkboard',
      Publié: 'is_published',
    });
  });

  it('reads an exported file back unchanged: a cell written as text (an apostrophe before =, +, - or @) as it was stored, an organization without a location without an address', async () => {
    const [first] = await exportedRows();
    const id = Number(first?.id);
    await signedIn.server.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [
      id,
      '@Home Pantry',
    ]);
    const rows = await exportedRows();
    expect(rows.find((row) => Number(row.id) === id)?.name).toBe("'@Home Pantry");
    const job = await checked(csvOf(rows));
    expect(job.counts).toMatchObject({ changed: 0, new: 0, invalid: 0, unchanged: rows.length });
  });

  it('refuses a file that is not CSV or has no header, keeping nothing', async () => {
    const jobs = async () => (await signedIn.server.db.query('SELECT id FROM import_jobs')).length;
    const before = await jobs();
    const binary = await upload('\u0000\u0001PNG', '', 'application/octet-stream');
    expect(binary.status).toBe(400);
    expect((await readJson<{ message: string }>(binary)).message).toMatch(/not a CSV file/);
    const image = await upload('name\nA', '', 'image/png');
    expect(image.status).toBe(400);
    const empty = await upload('');
    expect(empty.status).toBe(400);
    expect((await readJson<{ message: string }>(empty)).message).toMatch(/no header/);
    expect(await jobs()).toBe(before);
  });

  it('reverts a whole import, and refuses once a record it touched changed since', async () => {
    const rows = await exportedRows();
    const columns = Object.keys(rows[0] as CsvRow);
    const target = rows[1] as CsvRow;
    const job = await checked(
      csvOf([
        { ...target, name: 'Reverted Wombat Name' },
        newCorkboardRow(columns, 'Reverted Narwhal Corkboard'),
      ]),
    );
    await confirm(job.id);
    expect((await settled(job.id)).state).toBe('done');
    const before = await organizationCount();
    const reverted = await revert(job.id);
    expect(reverted.status).toBe(200);
    expect((await settled(job.id)).reverted).toEqual({ rows: 2, refused: 0 });
    expect(await organizationCount()).toBe(before - 1);
    const [back] = await signedIn.server.db.query<{ name: string }>(
      'SELECT name FROM organizations WHERE id = $1',
      [Number(target.id)],
    );
    expect(back?.name).toBe(target.name);

    // A second import, then a later edit by hand: its revert is refused, naming the record.
    const second = await checked(csvOf([{ ...target, name: 'Edited Later Ibis' }]));
    await confirm(second.id);
    await settled(second.id);
    const edit = await signedIn.server.request(
      `/api/admin/organization/${target.id}`,
      jsonRequest('PATCH', { name: 'Edited By Hand Ibis' }, signedIn.token),
    );
    expect(edit.status).toBe(200);
    const refused = await revert(second.id);
    expect(refused.status).toBe(409);
    expect((await readJson<{ message: string }>(refused)).message).toContain(
      `Edited By Hand Ibis (#${target.id})`,
    );
  });
  it("refuses a limited editor's rows outside their region as invalid rows, with the region message", async () => {
    const [inside] = await signedIn.server.db.query<{ id: number; name: string; state: number }>(
      `SELECT id, name, place_state_id AS state FROM organizations
        WHERE deleted_at IS NULL AND place_state_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const [outside] = await signedIn.server.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM organizations
        WHERE deleted_at IS NULL AND place_state_id <> $1 ORDER BY id LIMIT 1`,
      [inside?.state ?? null],
    );
    const added = await signedIn.server.request(
      '/api/admin/administrators',
      jsonRequest(
        'POST',
        { email: 'limited.importer@example.org', role: 'editor', state_ids: [inside?.state] },
        signedIn.token,
      ),
    );
    expect(added.status).toBe(201);
    const limited = await signedIn.server.signInLocal('limited.importer@example.org');
    const response = await signedIn.server.request('/api/admin/organization/imports', {
      method: 'POST',
      headers: { ...bearer(limited), 'Content-Type': 'text/csv' },
      body: stringify([
        ['id', 'name'],
        [String(inside?.id), `${inside?.name} Renamed Inside`],
        [String(outside?.id), `${outside?.name} Renamed Outside`],
      ]),
    });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: { import: ImportJob } }>(response);
    let job = data.import;
    while (job.state === 'checking') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (
        await readJson<{ data: { import: ImportJob } }>(
          await signedIn.server.request(`/api/admin/organization/imports/${job.id}`, {
            headers: bearer(limited),
          }),
        )
      ).data.import;
    }
    expect(job.counts).toMatchObject({ changed: 1, invalid: 1 });
    const page = await readJson<{ data: { rows: ImportRow[] } }>(
      await signedIn.server.request(
        `/api/admin/organization/imports/${job.id}/rows?outcome=invalid`,
        { headers: bearer(limited) },
      ),
    );
    expect(page.data.rows[0]?.line).toBe(3);
    expect(page.data.rows[0]?.errors[0]).toMatchObject({ code: 'role_outside_region' });
    // Another person's import is not theirs to read.
    expect((await get(`/api/admin/organization/imports/${job.id}`)).status).toBe(404);
  });
});

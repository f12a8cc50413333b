import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../server/http/csvExport';
import { uuidV5 } from '../../server/modules/hsds/ids';
import { ORGANIZATIONS, placedRecordsForTestFile } from './support/events';
import { addressIn, created, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer } from './support/server';

/*
 * The directory in Open Referral's HSDS 3.0 tabular form: a ZIP of CSV files described by its
 * datapackage.json, with the published organizations, their locations, addresses and phones, and
 * the history of their edits as provenance.
 */

const EXPORT = '/api/admin/hsds/export';

const records = placedRecordsForTestFile();
const { api, places } = records;

type CsvRow = Record<string, string>;

interface DataPackageField {
  name: string;
  type: string;
  format?: string;
  constraints?: { required?: boolean; unique?: boolean };
}

interface DataPackageResource {
  name: string;
  path: string;
  profile: string;
  format: string;
  mediatype: string;
  schema: {
    primaryKey: string;
    fields: DataPackageField[];
    foreignKeys: { fields: string; reference: { resource: string; fields: string } }[];
  };
}

interface DataPackage {
  profile: string;
  name: string;
  resources: DataPackageResource[];
}

interface Exported {
  response: Response;
  files: Record<string, Uint8Array>;
  dataPackage: DataPackage;
  /** Each resource's rows by its name, as a CSV reader takes them. */
  tables: Record<string, CsvRow[]>;
  /** Each resource's CSV header. */
  headers: Record<string, string[]>;
}

async function exported(): Promise<Exported> {
  const response = await api.server.request(EXPORT, { headers: bearer(api.token) });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  const dataPackage = JSON.parse(text('datapackage.json')) as DataPackage;
  const tables: Record<string, CsvRow[]> = {};
  const headers: Record<string, string[]> = {};
  for (const resource of dataPackage.resources) {
    const [header = [], ...cells] = parse(text(resource.path)) as string[][];
    headers[resource.name] = header;
    tables[resource.name] = cells.map((row) =>
      Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])),
    );
  }
  return { response, files, dataPackage, tables, headers };
}

const TORONTO_PHONE = '416-555-0100';
const HARBOUR_PHONE = '416-555-0199';

/** A published organization with its location in Toronto, a phone, an e-mail and a website. */
const published = (name: string, extra: Record<string, unknown> = {}) =>
  created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    email_address: 'hello@harbour.example.org',
    website_url: 'https://harbour.example.org',
    phone_number: TORONTO_PHONE,
    is_published: true,
    ...addressIn(places, 'toronto'),
    ...extra,
  });

let harbour: ApiRecord;
let removed: ApiRecord;
let draft: ApiRecord;

beforeAll(async () => {
  harbour = await published('Harbour Food Bank');
  await patched(api, `${ORGANIZATIONS}/${harbour.id}`, 'organization', {
    name: 'Harbour Community Food Bank',
  });
  await patched(api, `${ORGANIZATIONS}/${harbour.id}`, 'organization', {
    phone_number: HARBOUR_PHONE,
  });
  removed = await published('Closed Pantry');
  await patched(api, `${ORGANIZATIONS}/${removed.id}`, 'organization', {
    name: 'Closed Pantry Society',
  });
  expect((await api.delete(`${ORGANIZATIONS}/${removed.id}`)).status).toBe(200);
  draft = await published('Draft Shelter', { is_published: false });
});

describe('the HSDS export', () => {
  it('answers a dated ZIP attachment that is never cached, and asks for a session', async () => {
    const { response, files } = await exported();
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="directory-hsds-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual(
      [
        'addresses.csv',
        'datapackage.json',
        'locations.csv',
        'metadata.csv',
        'organizations.csv',
        'phones.csv',
      ].sort(),
    );

    const anonymous = await api.server.request(EXPORT);
    expect(anonymous.status).toBe(401);
  });

  it('describes each CSV in datapackage.json: its fields are its header, its keys hold', async () => {
    const { dataPackage, files, tables, headers } = await exported();
    expect(dataPackage.profile).toBe('tabular-data-package');
    expect(dataPackage.name).toMatch(/^[a-z0-9._-]+$/);
    expect(dataPackage.resources.map((resource) => resource.name)).toEqual([
      'organization',
      'location',
      'address',
      'phone',
      'metadata',
    ]);
    const names = new Set(dataPackage.resources.map((resource) => resource.name));
    for (const resource of dataPackage.resources) {
      expect(files[resource.path], resource.path).toBeDefined();
      expect(resource).toMatchObject({
        profile: 'tabular-data-resource',
        format: 'csv',
        mediatype: 'text/csv',
      });
      const fields = resource.schema.fields;
      expect(headers[resource.name]).toEqual(fields.map((field) => field.name));
      for (const field of fields) {
        expect(['string', 'number', 'date'], `${resource.name}.${field.name}`).toContain(
          field.type,
        );
      }
      expect(resource.schema.primaryKey).toBe('id');
      const rows = tables[resource.name] ?? [];
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      for (const row of rows) {
        for (const field of fields) {
          if (field.constraints?.required) expect(row[field.name], field.name).not.toBe('');
          if (field.format === 'uuid' && row[field.name]) {
            expect(row[field.name]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/);
          }
          if (field.type === 'number' && row[field.name]) {
            expect(Number.isFinite(Number(row[field.name])), field.name).toBe(true);
          }
          if (field.type === 'date') expect(row[field.name]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
      for (const key of resource.schema.foreignKeys) {
        expect(names).toContain(key.reference.resource);
        const referenced = new Set(
          (tables[key.reference.resource] ?? []).map((row) => row[key.reference.fields]),
        );
        for (const row of rows) {
          if (row[key.fields])
            expect(referenced, `${resource.name}.${key.fields}`).toContain(row[key.fields]);
        }
      }
    }
  });

  it('holds a published organization with its location, address and phone', async () => {
    const { tables } = await exported();
    const organization = tables.organization?.find(
      (row) => row.name === 'Harbour Community Food Bank',
    );
    expect(organization).toMatchObject({
      description: 'About Harbour Food Bank',
      email: 'hello@harbour.example.org',
      website: 'https://harbour.example.org',
    });
    const location = tables.location?.find((row) => row.organization_id === organization?.id);
    expect(location).toMatchObject({ location_type: 'physical', latitude: '43.65' });
    expect(Number(location?.longitude)).toBe(-79.38);
    expect(tables.address?.find((row) => row.location_id === location?.id)).toMatchObject({
      address_1: '100 Queen Street',
      city: 'Toronto',
      state_province: 'Ontario',
      postal_code: 'M5H 2N2',
      country: 'CA',
      address_type: 'physical',
    });
    expect(tables.phone?.find((row) => row.organization_id === organization?.id)).toMatchObject({
      number: HARBOUR_PHONE,
    });
  });

  it('records edits in metadata, field by field in the HSDS row that shows it, with both values', async () => {
    const { tables } = await exported();
    const organization = tables.organization?.find(
      (row) => row.name === 'Harbour Community Food Bank',
    );
    const renames = tables.metadata?.filter((row) => row.resource_id === organization?.id);
    expect(renames).toEqual([
      expect.objectContaining({
        resource_type: 'organization',
        last_action_type: 'update',
        last_action_date: new Date().toISOString().slice(0, 10),
        field_name: 'name',
        previous_value: 'Harbour Food Bank',
        replacement_value: 'Harbour Community Food Bank',
        updated_by: expect.stringMatching(/\S/),
      }),
    ]);
    // The phone number is in phones.csv: its change is that row's.
    const phone = tables.phone?.find((row) => row.organization_id === organization?.id);
    expect(tables.metadata?.filter((row) => row.resource_id === phone?.id)).toEqual([
      expect.objectContaining({
        resource_type: 'phone',
        field_name: 'number',
        previous_value: TORONTO_PHONE,
        replacement_value: HARBOUR_PHONE,
      }),
    ]);
  });

  it('leaves out deleted and unpublished organizations, with everything of theirs', async () => {
    const { files } = await exported();
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(everything).toContain('Harbour Community Food Bank');
    for (const name of ['Closed Pantry', 'Draft Shelter']) expect(everything).not.toContain(name);
    const rows = await api.server.db.query<{ id: number }>(
      'SELECT id FROM locations WHERE organization_id = ANY($1)',
      [[removed.id, draft.id]],
    );
    expect(rows.length).toBe(2);
  });

  it('gives each record the same UUID at every export, a version 5 UUID of its id', async () => {
    const first = (await exported()).tables;
    const second = (await exported()).tables;
    expect(second.organization?.map((row) => row.id)).toEqual(
      first.organization?.map((row) => row.id),
    );
    expect(second.metadata?.map((row) => row.id)).toEqual(first.metadata?.map((row) => row.id));
    // RFC 9562's version 5 example: the DNS namespace and "www.example.com".
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('writes formula-like text as text, as the CSV exports do', async () => {
    const formula = await published('=HYPERLINK("http://example.org","Click")');
    const { tables } = await exported();
    const row = tables.organization?.find((candidate) => candidate.name?.includes('HYPERLINK'));
    expect(row?.name).toBe(`'${formula.name}`);
  });

  it('holds every row when there are more than a batch of them', async () => {
    await api.server.db.query(
      `INSERT INTO organizations (name, description, phone_number, is_published)
       SELECT 'Bulk pantry ' || n, 'Many of them', '555-' || n, true
         FROM generate_series(1, $1::int) AS n`,
      [EXPORT_BATCH_ROWS * 2 + 7],
    );
    const { tables } = await exported();
    const bulk = tables.organization?.filter((row) => row.name?.startsWith('Bulk pantry '));
    expect(bulk?.length).toBe(EXPORT_BATCH_ROWS * 2 + 7);
    expect(tables.phone?.filter((row) => row.number?.startsWith('555-')).length).toBe(
      EXPORT_BATCH_ROWS * 2 + 7,
    );
  });
});

/**
 * The HSDS 3.0 tables this directory exports, in the standard's tabular form: each table's file,
 * its fields in the standard's names and order, and where each field's value comes from. The
 * CSV files, their datapackage.json and the provenance (metadata.csv) are all derived from these
 * declarations; docs/hsds.md is the same mapping in words.
 */

export type HsdsTableName = 'organization' | 'location' | 'address' | 'phone' | 'metadata';

/** Frictionless Table Schema types used by the exported fields. */
export type HsdsFieldType = 'string' | 'number' | 'date';

/** Where an exported field's value comes from; a field without a source is left empty. */
export type HsdsSource =
  /** A column of the record (a history entry's changes name it too). */
  | { column: string }
  /** The HSDS id of the record `column` holds, in HSDS table `of` (ids.ts). */
  | { idOf: HsdsTableName; column: string }
  /** The same text on every row. */
  | { constant: string };

export interface HsdsField {
  name: string;
  type: HsdsFieldType;
  format?: 'uuid' | 'email' | 'uri';
  /** What this export puts there (or why it leaves it empty). */
  description: string;
  /** Never empty in this export (the standard may require more: docs/hsds.md). */
  required?: true;
  from?: HsdsSource;
}

export interface HsdsTable {
  name: HsdsTableName;
  /** The CSV file in the ZIP. */
  path: string;
  description: string;
  fields: HsdsField[];
  /** Whose history the metadata table reports for this table's fields. */
  history?: 'organizations' | 'locations';
  /** The rows, in id order: their columns are the fields' sources. */
  sql?: string;
}

/** A field this directory does not keep: left empty. */
const empty = (name: string, description: string, more: Partial<HsdsField> = {}): HsdsField => ({
  name,
  type: 'string',
  description,
  ...more,
});

const NOT_KEPT = 'Not kept by this directory';

/** A field whose value is a column of the record's row. */
const fromColumn = (
  name: string,
  column: string,
  description: string,
  more: Partial<HsdsField> = {},
): HsdsField => ({ name, type: 'string', description, from: { column }, ...more });

/** A field holding the HSDS id of the row of HSDS table `table` whose id is in `column`. */
const idOf = (name: string, table: HsdsTableName, column: string, description: string) =>
  ({
    name,
    type: 'string',
    format: 'uuid',
    description,
    required: true,
    from: { idOf: table, column },
  }) satisfies HsdsField;

/** The row's own id: a version 5 UUID of this directory's id (ids.ts). */
const id = (table: HsdsTableName) =>
  idOf(
    'id',
    table,
    'id',
    `The ${table}'s id: a version 5 UUID of this directory's id, the same at every export`,
  );

/** A field with the same text on every row. */
const constant = (name: string, value: string, description: string): HsdsField => ({
  name,
  type: 'string',
  description,
  required: true,
  from: { constant: value },
});

/** The organizations an export holds: live (not in the trash) and published. */
export const EXPORTED_ORGANIZATION = (alias: string) =>
  `${alias}.deleted_at IS NULL AND ${alias}.is_published`;

/** The locations it holds: live and published, of an exported organization. */
export const exportedLocations = (joins = '') => `FROM locations l
  JOIN organizations o ON o.id = l.organization_id ${joins}
  WHERE l.deleted_at IS NULL AND l.is_published AND ${EXPORTED_ORGANIZATION('o')}`;

const organization: HsdsTable = {
  name: 'organization',
  path: 'organizations.csv',
  description: "The directory's published organizations",
  history: 'organizations',
  sql: `SELECT o.id, o.name, o.description, o.email_address, o.website_url
    FROM organizations o WHERE ${EXPORTED_ORGANIZATION('o')} ORDER BY o.id`,
  fields: [
    id('organization'),
    fromColumn('name', 'name', "The organization's name", { required: true }),
    empty('alternate_name', NOT_KEPT),
    fromColumn(
      'description',
      'description',
      "The organization's description (empty where it has none)",
    ),
    fromColumn('email', 'email_address', "The organization's e-mail address", { format: 'email' }),
    fromColumn('website', 'website_url', "The organization's website", { format: 'uri' }),
    empty('tax_status', NOT_KEPT),
    empty('tax_id', NOT_KEPT),
    empty('year_incorporated', NOT_KEPT, { type: 'number' }),
    empty('legal_status', NOT_KEPT),
    empty('logo', "Not exported: this directory's image addresses expire"),
    empty('uri', NOT_KEPT, { format: 'uri' }),
    empty('parent_organization_id', NOT_KEPT, { format: 'uuid' }),
  ],
};

const location: HsdsTable = {
  name: 'location',
  path: 'locations.csv',
  description: "The published organizations' published locations",
  history: 'locations',
  sql: `SELECT l.id, l.organization_id, l.name, l.latitude, l.longitude ${exportedLocations()}
    ORDER BY l.id`,
  fields: [
    id('location'),
    constant(
      'location_type',
      'physical',
      'Always physical: every location of this directory is a place',
    ),
    empty('url', NOT_KEPT, { format: 'uri' }),
    idOf(
      'organization_id',
      'organization',
      'organization_id',
      'The id of the organization the location belongs to',
    ),
    fromColumn('name', 'name', "The location's name", { required: true }),
    empty('alternate_name', NOT_KEPT),
    empty('description', NOT_KEPT),
    empty('transportation', NOT_KEPT),
    fromColumn('latitude', 'latitude', 'Latitude in decimal degrees (WGS84), where known', {
      type: 'number',
    }),
    fromColumn('longitude', 'longitude', 'Longitude in decimal degrees (WGS84), where known', {
      type: 'number',
    }),
    empty('external_identifier', NOT_KEPT),
    empty('external_identifier_type', NOT_KEPT),
  ],
};

const address: HsdsTable = {
  name: 'address',
  path: 'addresses.csv',
  description: 'The address of each exported location that has one (one per location)',
  history: 'locations',
  // The municipality, province and country chosen from the directory's regions by name (the
  // country as its ISO 3166-1 code), else as typed.
  sql: `SELECT l.id, l.address_1, l.address_2, coalesce(ci.city, l.city) AS city,
      coalesce(st.state, l.state) AS state, l.zip, coalesce(co.country_code, l.country) AS country
    ${exportedLocations(`LEFT JOIN cities ci ON ci.id = l.city_id
      LEFT JOIN states st ON st.id = l.state_id LEFT JOIN countries co ON co.id = l.country_id`)}
      AND (coalesce(l.address_1, '') <> '' OR coalesce(ci.city, l.city, '') <> '')
    ORDER BY l.id`,
  fields: [
    id('address'),
    idOf('location_id', 'location', 'id', 'The id of the location at this address'),
    empty('attention', NOT_KEPT),
    fromColumn('address_1', 'address_1', 'The first line of the address'),
    fromColumn('address_2', 'address_2', 'The second line of the address'),
    fromColumn('city', 'city', 'The municipality'),
    empty('region', NOT_KEPT),
    fromColumn('state_province', 'state', 'The province or state'),
    fromColumn('postal_code', 'zip', 'The postal code'),
    fromColumn(
      'country',
      'country',
      "The country's ISO 3166-1 code (as typed where no country was chosen)",
    ),
    constant('address_type', 'physical', "Always physical: the location's street address"),
  ],
};

const phone: HsdsTable = {
  name: 'phone',
  path: 'phones.csv',
  description: "The exported organizations' phone numbers (one per organization that has one)",
  history: 'organizations',
  sql: `SELECT o.id, o.phone_number FROM organizations o
    WHERE ${EXPORTED_ORGANIZATION('o')} AND coalesce(o.phone_number, '') <> '' ORDER BY o.id`,
  fields: [
    id('phone'),
    empty('location_id', 'Locations have no phone of their own', { format: 'uuid' }),
    empty('service_id', 'This directory has no services', { format: 'uuid' }),
    idOf('organization_id', 'organization', 'id', 'The id of the organization this number reaches'),
    empty('contact_id', 'This directory has no contacts', { format: 'uuid' }),
    empty('service_at_location_id', 'This directory has no services', { format: 'uuid' }),
    fromColumn('number', 'phone_number', 'The phone number as entered', { required: true }),
    empty('extension', 'Not kept apart from the number', { type: 'number' }),
    empty('type', NOT_KEPT),
    empty('description', NOT_KEPT),
  ],
};

/** A metadata field: metadata.ts makes its value from a history entry. */
const provenance = (name: string, description: string, more: Partial<HsdsField> = {}) =>
  ({ name, type: 'string', description, ...more }) satisfies HsdsField;

const FILLED = { required: true } as const;

/** Provenance: one row per changed field of an exported record's history (metadata.ts). */
const metadata: HsdsTable = {
  name: 'metadata',
  path: 'metadata.csv',
  description:
    'The history of the exported organizations and locations: one row per field changed by an edit',
  fields: [
    provenance('id', 'A version 5 UUID of the history entry and the field', {
      ...FILLED,
      format: 'uuid',
    }),
    provenance(
      'resource_id',
      'The id of the changed row (organization, location, address or phone)',
      {
        ...FILLED,
        format: 'uuid',
      },
    ),
    provenance('resource_type', 'The HSDS table of the changed row', FILLED),
    provenance('last_action_date', 'The day of the change (UTC)', { ...FILLED, type: 'date' }),
    provenance('last_action_type', "The history's action: update", FILLED),
    provenance('field_name', 'The HSDS field that changed', FILLED),
    provenance('previous_value', 'Its value before the change (empty when it had none)'),
    provenance('replacement_value', 'Its value after the change (empty when it has none)'),
    provenance(
      'updated_by',
      'The name of the person who made the change (their e-mail when unnamed)',
    ),
  ],
};

/** Every table of the export, in the order of the ZIP and of datapackage.json. */
export const HSDS_TABLES: readonly HsdsTable[] = [organization, location, address, phone, metadata];

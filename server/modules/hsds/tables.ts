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

const empty = (name: string, type: HsdsFieldType, description: string): HsdsField => ({
  name,
  type,
  description,
});

const id = (table: HsdsTableName, column = 'id'): HsdsField => ({
  name: 'id',
  type: 'string',
  format: 'uuid',
  description: `The ${table}'s id: a version 5 UUID of this directory's id, the same at every export`,
  required: true,
  from: { idOf: table, column },
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
    {
      name: 'name',
      type: 'string',
      description: "The organization's name",
      required: true,
      from: { column: 'name' },
    },
    empty('alternate_name', 'string', 'Not kept by this directory'),
    {
      name: 'description',
      type: 'string',
      description: "The organization's description (empty where it has none)",
      from: { column: 'description' },
    },
    {
      name: 'email',
      type: 'string',
      format: 'email',
      description: "The organization's e-mail address",
      from: { column: 'email_address' },
    },
    {
      name: 'website',
      type: 'string',
      format: 'uri',
      description: "The organization's website",
      from: { column: 'website_url' },
    },
    empty('tax_status', 'string', 'Not kept by this directory'),
    empty('tax_id', 'string', 'Not kept by this directory'),
    empty('year_incorporated', 'number', 'Not kept by this directory'),
    empty('legal_status', 'string', 'Not kept by this directory'),
    empty('logo', 'string', "Not exported: this directory's image addresses expire"),
    { ...empty('uri', 'string', 'Not kept by this directory'), format: 'uri' },
    {
      ...empty('parent_organization_id', 'string', 'Not kept by this directory'),
      format: 'uuid',
    },
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
    {
      name: 'location_type',
      type: 'string',
      description: 'Always physical: every location of this directory is a place',
      required: true,
      from: { constant: 'physical' },
    },
    { ...empty('url', 'string', 'Not kept by this directory'), format: 'uri' },
    {
      name: 'organization_id',
      type: 'string',
      format: 'uuid',
      description: 'The id of the organization the location belongs to',
      required: true,
      from: { idOf: 'organization', column: 'organization_id' },
    },
    {
      name: 'name',
      type: 'string',
      description: "The location's name",
      required: true,
      from: { column: 'name' },
    },
    empty('alternate_name', 'string', 'Not kept by this directory'),
    empty('description', 'string', 'Not kept by this directory'),
    empty('transportation', 'string', 'Not kept by this directory'),
    {
      name: 'latitude',
      type: 'number',
      description: 'Latitude in decimal degrees (WGS84), where known',
      from: { column: 'latitude' },
    },
    {
      name: 'longitude',
      type: 'number',
      description: 'Longitude in decimal degrees (WGS84), where known',
      from: { column: 'longitude' },
    },
    empty('external_identifier', 'string', 'Not kept by this directory'),
    empty('external_identifier_type', 'string', 'Not kept by this directory'),
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
    {
      name: 'location_id',
      type: 'string',
      format: 'uuid',
      description: 'The id of the location at this address',
      required: true,
      from: { idOf: 'location', column: 'id' },
    },
    empty('attention', 'string', 'Not kept by this directory'),
    {
      name: 'address_1',
      type: 'string',
      description: 'The first line of the address',
      from: { column: 'address_1' },
    },
    {
      name: 'address_2',
      type: 'string',
      description: 'The second line of the address',
      from: { column: 'address_2' },
    },
    {
      name: 'city',
      type: 'string',
      description: 'The municipality',
      from: { column: 'city' },
    },
    empty('region', 'string', 'Not kept by this directory'),
    {
      name: 'state_province',
      type: 'string',
      description: 'The province or state',
      from: { column: 'state' },
    },
    {
      name: 'postal_code',
      type: 'string',
      description: 'The postal code',
      from: { column: 'zip' },
    },
    {
      name: 'country',
      type: 'string',
      description: "The country's ISO 3166-1 code (as typed where no country was chosen)",
      from: { column: 'country' },
    },
    {
      name: 'address_type',
      type: 'string',
      description: "Always physical: the location's street address",
      required: true,
      from: { constant: 'physical' },
    },
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
    { ...empty('location_id', 'string', 'Locations have no phone of their own'), format: 'uuid' },
    { ...empty('service_id', 'string', 'This directory has no services'), format: 'uuid' },
    {
      name: 'organization_id',
      type: 'string',
      format: 'uuid',
      description: 'The id of the organization this number reaches',
      required: true,
      from: { idOf: 'organization', column: 'id' },
    },
    { ...empty('contact_id', 'string', 'This directory has no contacts'), format: 'uuid' },
    {
      ...empty('service_at_location_id', 'string', 'This directory has no services'),
      format: 'uuid',
    },
    {
      name: 'number',
      type: 'string',
      description: 'The phone number as entered',
      required: true,
      from: { column: 'phone_number' },
    },
    empty('extension', 'number', 'Not kept apart from the number'),
    empty('type', 'string', 'Not kept by this directory'),
    empty('description', 'string', 'Not kept by this directory'),
  ],
};

/** Provenance: one row per changed field of an exported record's history (metadata.ts). */
const metadata: HsdsTable = {
  name: 'metadata',
  path: 'metadata.csv',
  description:
    'The history of the exported organizations and locations: one row per field changed by an edit',
  fields: [
    {
      name: 'id',
      type: 'string',
      format: 'uuid',
      description: 'A version 5 UUID of the history entry and the field',
      required: true,
    },
    {
      name: 'resource_id',
      type: 'string',
      format: 'uuid',
      description: 'The id of the changed row (organization, location, address or phone)',
      required: true,
    },
    {
      name: 'resource_type',
      type: 'string',
      description: 'The HSDS table of the changed row',
      required: true,
    },
    {
      name: 'last_action_date',
      type: 'date',
      description: 'The day of the change (UTC)',
      required: true,
    },
    {
      name: 'last_action_type',
      type: 'string',
      description: "The history's action: update",
      required: true,
    },
    {
      name: 'field_name',
      type: 'string',
      description: 'The HSDS field that changed',
      required: true,
    },
    {
      name: 'previous_value',
      type: 'string',
      description: 'Its value before the change (empty when it had none)',
    },
    {
      name: 'replacement_value',
      type: 'string',
      description: 'Its value after the change (empty when it has none)',
    },
    {
      name: 'updated_by',
      type: 'string',
      description: 'The name of the person who made the change (their e-mail when unnamed)',
    },
  ],
};

/** Every table of the export, in the order of the ZIP and of datapackage.json. */
export const HSDS_TABLES: readonly HsdsTable[] = [organization, location, address, phone, metadata];

import { HSDS_TABLES, type HsdsField, type HsdsTable } from './tables';

/**
 * The export's datapackage.json: a Frictionless Tabular Data Package naming each CSV with its
 * fields, their types and constraints, its primary key and the foreign keys between the files,
 * the shape HSDS 3.0's own datapackage.json has.
 */

const fieldDescriptor = (field: HsdsField) => ({
  name: field.name,
  type: field.type,
  ...(field.format ? { format: field.format } : {}),
  description: field.description,
  constraints: {
    required: field.required === true,
    ...(field.name === 'id' ? { unique: true } : {}),
  },
});

const foreignKeys = (table: HsdsTable) =>
  table.fields.flatMap((field) =>
    field.name !== 'id' && field.from && 'idOf' in field.from
      ? [{ fields: field.name, reference: { resource: field.from.idOf, fields: 'id' } }]
      : [],
  );

export function dataPackage(created: Date) {
  return {
    profile: 'tabular-data-package',
    name: 'directory-hsds',
    title: 'Directory export in the Human Services Data Specification (HSDS) 3.0',
    description:
      "The directory's published organizations, their locations, addresses and phone numbers, and the history of their edits as provenance, in Open Referral's HSDS 3.0 tabular form.",
    created: created.toISOString(),
    resources: HSDS_TABLES.map((table) => ({
      name: table.name,
      path: table.path,
      description: table.description,
      profile: 'tabular-data-resource',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      schema: {
        primaryKey: 'id',
        fields: table.fields.map(fieldDescriptor),
        foreignKeys: foreignKeys(table),
      },
    })),
  };
}

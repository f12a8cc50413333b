import type { RaRecord } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../shared/resources/declaration';

function sampleValue(name: string, field: FieldDeclaration, id: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'name':
      return `${field.label} ${id}`;
    case 'url':
      return `https://example.org/${name}/${id}`;
    case 'flag':
      return true;
    case 'wholeNumber':
      return field.min;
    case 'choice':
      return Object.keys(field.choices)[0];
    case 'svgIcon':
      return undefined;
  }
}

/** Valid values of a declared resource's form fields (no uploads), distinct per `id`. */
export function sampleValues(
  declaration: ResourceDeclaration,
  id: number,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declaration.fields)
      .filter(([, field]) => field.kind !== 'svgIcon')
      .map(([name, field]) => [name, sampleValue(name, field, id)]),
  );
}

/** A record of a declared resource as the API answers it. */
export const sampleRecord = (declaration: ResourceDeclaration, id: number): RaRecord => ({
  id,
  ...sampleValues(declaration, id),
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00.000001Z',
});

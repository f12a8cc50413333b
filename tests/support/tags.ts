import type * as Declarations from '../../shared/resources';
import { declareResource } from '../../shared/resources/declaration';
import { recordTableSql } from './recordTable';

/**
 * A resource the product does not have, declared as a developer adds one (docs/architecture.md,
 * "Adding a resource"): the declared-resource tests check that its API, history, trash and
 * console list work from this declaration and its table alone.
 */
export const tags = declareResource({
  name: 'tags',
  label: { one: 'Tag', many: 'Tags' },
  fr: {
    one: 'Étiquette',
    many: 'Étiquettes',
    gender: 'feminine',
    fields: { name: 'Nom', colour: 'Couleur', is_published: 'Publiée' },
    choices: { colour: { RED: 'Rouge', GREEN: 'Vert', BLUE: 'Bleu' } },
    placeholders: { colour: 'Choisir la couleur' },
    messages: { 'missing.colour': 'Veuillez choisir la couleur de l’étiquette' },
  },
  icon: 'Category',
  recordName: 'name',
  table: 'tags',
  api: { path: '/admin/tag', listKey: 'tags', recordKey: 'tag' },
  fields: {
    name: { kind: 'name', label: 'Name', max: 60 },
    colour: {
      kind: 'choice',
      label: 'Colour',
      choices: { RED: 'Red', GREEN: 'Green', BLUE: 'Blue' },
      placeholder: 'Select a colour',
      missing: 'Please select the tag’s colour',
    },
    is_published: { kind: 'flag', label: 'Published' },
  },
  list: {
    columns: [
      { source: 'id', label: 'ID', sortable: true },
      { source: 'name', label: 'Name', sortable: true },
      { source: 'colour', label: 'Colour', sortable: true },
      { source: 'is_published', label: 'Published', display: 'publishState', sortable: true },
    ],
    search: ['name'],
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
  },
});

/**
 * The migration a developer writes with the declaration: the table, with the columns its field
 * kinds need and the audit and soft-delete columns every record type's table has.
 */
export const tagsMigration = [
  recordTableSql('tags', [
    'name text NOT NULL',
    "colour text NOT NULL CHECK (colour IN ('RED', 'GREEN', 'BLUE'))",
    'is_published boolean NOT NULL DEFAULT false',
  ]),
] as const;

/**
 * The list of declarations with `tags` added as shared/resources/index.ts lists the product's
 * own: a test's `vi.mock` of that module answers this, so that every module deriving from the
 * declarations (routes, history, trash, data provider, screens, French) sees `tags` as theirs.
 */
export const withTags = (declarations: typeof Declarations) => ({
  ...declarations,
  declaredResources: [...declarations.declaredResources, tags],
  recordTypes: [...declarations.recordTypes, tags],
});

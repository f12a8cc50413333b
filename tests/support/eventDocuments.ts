import type * as Declarations from '../../shared/resources';
import { declareResource } from '../../shared/resources/declaration';
import { recordTableSql } from './recordTable';

/**
 * A nested resource the product does not have, declared as a developer adds one
 * (docs/architecture.md, "Adding a resource"): an event's documents. Its `event_id` field is
 * its parent: it is listed under its event, and goes to the trash and comes back with it.
 */
export const eventDocuments = declareResource({
  name: 'event-documents',
  label: { one: 'Event document', many: 'Event documents' },
  fr: {
    one: 'Document d’événement',
    many: 'Documents d’événement',
    gender: 'masculine',
    fields: { event_id: 'Événement', title: 'Titre', url: 'Lien' },
    columns: { created_at: 'Ajouté le' },
    messages: {
      'missing.event_id': 'Veuillez choisir l’événement',
      'not_found.event_id': 'Événement introuvable',
    },
  },
  icon: 'Article',
  recordName: 'title',
  table: 'event_documents',
  api: { path: '/admin/event-document', listKey: 'documents', recordKey: 'document' },
  fields: {
    event_id: {
      kind: 'reference',
      label: 'Event',
      table: 'events',
      parent: true,
      onDelete: 'cascade',
      missing: 'Please select the event',
      notFound: 'No such event',
    },
    title: { kind: 'text', label: 'Title', max: 200 },
    url: { kind: 'url', label: 'Link' },
  },
  list: {
    columns: [
      { source: 'title', label: 'Title', sortable: true },
      { source: 'url', label: 'Link' },
      { source: 'created_at', label: 'Added', display: 'dateTime', sortable: true },
    ],
    search: ['title'],
    perPage: 10,
    sort: { field: 'title', order: 'ASC' },
  },
});

/** Its migration: the table, its parent's column a foreign key like every reference's. */
export const eventDocumentsMigration = [
  recordTableSql('event_documents', [
    'event_id integer NOT NULL REFERENCES events(id)',
    'title text NOT NULL',
    'url text NOT NULL',
  ]),
] as const;

/** The product's declarations with the event documents added (see `withTags`). */
export const withEventDocuments = (declarations: typeof Declarations) => ({
  ...declarations,
  declaredResources: [...declarations.declaredResources, eventDocuments],
  recordTypes: [...declarations.recordTypes, eventDocuments],
});

import { declareRecordType } from './recordType';

/**
 * A person's named filters, search and order of one list, private or shared with everyone: the
 * Views menu of every list (src/resources/shared/savedViews/). Viewers save views too; only the
 * person who saved one changes it (server/modules/savedViews.ts).
 */
export const savedViews = declareRecordType({
  name: 'saved-views',
  table: 'saved_views',
  label: { one: 'Saved view', many: 'Saved views' },
  fr: { one: 'Vue enregistrée', many: 'Vues enregistrées' },
  recordName: 'name',
  api: { path: '/admin/saved-views', listKey: 'saved_views', recordKey: 'saved_view' },
  /** Restored only while the person who saved it may still sign in. */
  references: [{ column: 'owner_id', table: 'administrators' }],
  clash: 'name on the same list',
  access: { change: 'viewer' },
});

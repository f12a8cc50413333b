import { declareRecordType } from './recordType';

/** The people who may sign in, with their roles; managed on their own screen (src/resources/administrators/). */
export const administrators = declareRecordType({
  name: 'administrators',
  table: 'administrators',
  label: { one: 'Administrator', many: 'Administrators' },
  fr: { one: 'Administrateur', many: 'Administrateurs' },
  recordName: 'email',
  clash: 'e-mail',
  shownAt: '/administrators',
  access: { read: 'administrator', change: 'administrator' },
});

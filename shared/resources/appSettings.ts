import { declareRecordType } from './recordType';

/** The mobile app's version settings: one record, managed on the settings screen. */
export const appSettings = declareRecordType({
  name: 'app-settings',
  table: 'manager_versions',
  label: { one: 'App settings', many: 'App settings' },
  fr: { one: 'Paramètres de l’application', many: 'Paramètres de l’application' },
  noun: 'app settings record',
  shownAt: '/settings',
  access: { read: 'administrator', change: 'administrator' },
});

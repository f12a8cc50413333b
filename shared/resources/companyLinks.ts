import { declareRecordType } from './recordType';

/** The company's links, listed on the dashboard (src/custom/dashboard/CompanyLinks.tsx). */
export const companyLinks = declareRecordType({
  name: 'company-links',
  table: 'company_links',
  label: { one: 'Company link', many: 'Company links' },
  fr: { one: 'Lien d’entreprise', many: 'Liens d’entreprise' },
  recordName: 'name',
  shownAt: '/',
  access: { change: 'administrator' },
});

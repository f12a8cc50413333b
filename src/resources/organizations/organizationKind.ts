import { kindWithNameTexts } from '../shared/contentKind';

/** Texts name the organization: 'Organization "{name}" has been deleted' (spec 001, section 8). */
export const organizationKind = kindWithNameTexts(
  'organizations',
  'console.organizations.one',
  'name',
);

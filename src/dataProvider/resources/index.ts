import type { ResourceTable } from '../types';
import { administrators } from './administrators';
import { companyLinks } from './companyLinks';
import { dashboard } from './dashboard';
import { managerVersion } from './managerVersion';

/** Every resource the console uses, by react-admin resource name. */
export const resources: ResourceTable = {
  dashboard,
  'company-links': companyLinks,
  'manager-version': managerVersion,
  administrators,
};

import { declaredResources } from '../../../shared/resources';
import { eventLinks } from '../../../shared/resources/eventLinks';
import { regionLevels } from '../../../shared/resources/regions';
import { declaredEntry } from '../declaredEntry';
import { eventLinkEntry } from '../eventLinkEntry';
import { regionEntry } from '../regionEntry';
import type { ResourceTable } from '../types';
import { administrators } from './administrators';
import { companyLinks } from './companyLinks';
import { dashboard } from './dashboard';
import { events, organizationEvents } from './events';
import { municipalityOrganizations } from './geography';
import { locations } from './locations';
import { managerVersion } from './managerVersion';
import { organizations } from './organizations';
import { participationRoles } from './participationRoles';
import { regionLookups } from './regionLookups';

/** Every resource the console uses, by react-admin resource name: the declared ones, and the entries of the others. */
export const resources: ResourceTable = {
  dashboard,
  'company-links': companyLinks,
  'manager-version': managerVersion,
  administrators,
  ...Object.fromEntries(
    declaredResources.map((declaration) => [declaration.name, declaredEntry(declaration)]),
  ),
  ...Object.fromEntries(regionLevels.map((region) => [region.table, regionEntry(region)])),
  'municipality-organizations': municipalityOrganizations,
  organizations,
  locations,
  events,
  'organization-events': organizationEvents,
  ...Object.fromEntries(eventLinks.map((link) => [link.name, eventLinkEntry(link)])),
  'participation-roles': participationRoles,
  ...regionLookups,
};

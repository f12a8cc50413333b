import { declaredResources } from '../../../shared/resources';
import { declaredEntry } from '../declaredEntry';
import type { ResourceTable } from '../types';
import { administrators } from './administrators';
import { companyLinks } from './companyLinks';
import { dashboard } from './dashboard';
import { eventParticipants, eventSponsors, participationRoles } from './eventMembers';
import { events, organizationEvents } from './events';
import { cities, countries, municipalityOrganizations, states } from './geography';
import { locations } from './locations';
import { managerVersion } from './managerVersion';
import { organizations } from './organizations';
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
  countries,
  states,
  cities,
  'municipality-organizations': municipalityOrganizations,
  organizations,
  locations,
  events,
  'organization-events': organizationEvents,
  'event-sponsors': eventSponsors,
  'event-participants': eventParticipants,
  'participation-roles': participationRoles,
  ...regionLookups,
};

import type { ResourceTable } from '../types';
import { administrators } from './administrators';
import { blog } from './blog';
import { categories } from './categories';
import { companyLinks } from './companyLinks';
import { dashboard } from './dashboard';
import { eventParticipants, eventSponsors, participationRoles } from './eventMembers';
import { events, organizationEvents } from './events';
import { cities, countries, municipalityOrganizations, states } from './geography';
import { locations } from './locations';
import { managerVersion } from './managerVersion';
import { organizations } from './organizations';
import { regionLookups } from './regionLookups';
import { slides } from './slides';
import { sponsors } from './sponsors';

/** Every resource the console uses, by react-admin resource name. */
export const resources: ResourceTable = {
  dashboard,
  'company-links': companyLinks,
  'manager-version': managerVersion,
  administrators,
  blog,
  categories,
  slides,
  sponsors,
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

import { declaredResources } from '../../../shared/resources';
import { DUPLICATE_PAIRS_RESOURCE } from '../../../shared/resources/duplicates';
import { eventLinks } from '../../../shared/resources/eventLinks';
import { locations } from '../../../shared/resources/locations';
import { participationRoles } from '../../../shared/resources/participationRoles';
import { regionLevels } from '../../../shared/resources/regions';
import { REVIEW_QUEUE_RESOURCE } from '../../../shared/resources/reviewQueue';
import { declaredEntry } from '../declaredEntry';
import { eventLinkEntry } from '../eventLinkEntry';
import { recordEntry } from '../recordEntry';
import { regionEntry } from '../regionEntry';
import type { ResourceTable } from '../types';
import { administrators } from './administrators';
import { companyLinks } from './companyLinks';
import { dashboard, dashboardCharts } from './dashboard';
import { duplicatePairs } from './duplicates';
import { events, organizationEvents } from './events';
import { municipalityOrganizations } from './geography';
import { history } from './history';
import { managerVersion } from './managerVersion';
import { organizations } from './organizations';
import { regionLookups } from './regionLookups';
import { reviewQueue } from './reviewQueue';
import { savedViewEntry } from './savedViews';
import { trash } from './trash';

/** Every resource the console uses, by react-admin resource name: the declared ones, and the entries of the others. */
export const resources: ResourceTable = {
  dashboard,
  'dashboard-charts': dashboardCharts,
  'company-links': companyLinks,
  'manager-version': managerVersion,
  administrators,
  history,
  trash,
  [REVIEW_QUEUE_RESOURCE]: reviewQueue,
  [DUPLICATE_PAIRS_RESOURCE]: duplicatePairs,
  ...Object.fromEntries(
    declaredResources.map((declaration) => [declaration.name, declaredEntry(declaration)]),
  ),
  ...Object.fromEntries(regionLevels.map((region) => [region.table, regionEntry(region)])),
  'municipality-organizations': municipalityOrganizations,
  organizations,
  [locations.name]: recordEntry(locations),
  events,
  'organization-events': organizationEvents,
  ...Object.fromEntries(eventLinks.map((link) => [link.name, eventLinkEntry(link)])),
  [participationRoles.name]: recordEntry(participationRoles),
  ...regionLookups,
  'saved-views': savedViewEntry,
};

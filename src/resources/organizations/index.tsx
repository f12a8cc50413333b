import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const listViews = () => import('./OrganizationList');
const OrganizationList = lazyView(listViews, 'OrganizationList');
const UnpublishedOrganizationList = lazyView(listViews, 'UnpublishedOrganizationList');
const OrganizationCreate = lazyView(() => import('./OrganizationCreate'), 'OrganizationCreate');
const OrganizationShow = lazyView(() => import('./OrganizationShow'), 'OrganizationShow');
const OrganizationEdit = lazyView(() => import('./OrganizationEdit'), 'OrganizationEdit');

/**
 * The organizations. Each one's screens, and its locations' and events', are also served under
 * the municipality it was reached from, whose page is then its list.
 */
export const organizations = routedResource({
  name: 'organizations',
  route: { one: 'organization', many: 'organizations', alsoUnder: 'cities' },
  views: {
    list: <OrganizationList />,
    create: <OrganizationCreate />,
    show: <OrganizationShow />,
    edit: <OrganizationEdit />,
  },
  moreRoutes: [{ path: '/unpublished/organizations', element: <UnpublishedOrganizationList /> }],
  recordRepresentation: 'name',
});

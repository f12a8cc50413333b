import { lazyViews } from '../../custom/lazyView';
import { routedResource } from '../routing';

const lists = lazyViews(() => import('./OrganizationList'), {
  all: 'OrganizationList',
  unpublished: 'UnpublishedOrganizationList',
});

/**
 * The organizations. Each one's screens, and its locations' and events', are also served under
 * the municipality it was reached from, whose page is then its list.
 */
export const organizations = routedResource({
  name: 'organizations',
  route: { one: 'organization', many: 'organizations', alsoUnder: 'cities' },
  views: {
    list: lists.all,
    ...lazyViews(() => import('./OrganizationCreate'), { create: 'OrganizationCreate' }),
    ...lazyViews(() => import('./OrganizationShow'), { show: 'OrganizationShow' }),
    ...lazyViews(() => import('./OrganizationEdit'), { edit: 'OrganizationEdit' }),
  },
  moreRoutes: [{ path: '/unpublished/organizations', element: lists.unpublished }],
  recordRepresentation: 'name',
});

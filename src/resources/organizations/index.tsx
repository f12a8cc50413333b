import { organizations as declaration } from '../../../shared/resources/organizations';
import { lazyView, lazyViews } from '../../ui/lazyView';
import { IMPORT_ROUTE, MERGE_ROUTE } from '../paths';
import { routedResource, screensOf } from '../routing';
import { recordRouting } from '../urlPatterns';

const ImportView = lazyView(() => import('./import/ImportScreen'), 'ImportScreen');
const MergeView = lazyView(() => import('./merge/MergeScreen'), 'MergeScreen');

const lists = lazyViews(() => import('./OrganizationList'), {
  all: 'OrganizationList',
  unpublished: 'UnpublishedOrganizationList',
});

/**
 * The organizations. Each one's screens, and its locations' and events', are also served under
 * the municipality it was reached from, whose page is then its list.
 */
export const organizations = routedResource({
  ...recordRouting(declaration),
  views: {
    list: lists.all,
    ...screensOf(() => import('./OrganizationCreate'), 'Organization', ['create']),
    ...screensOf(() => import('./OrganizationShow'), 'Organization', ['show']),
    ...screensOf(() => import('./OrganizationEdit'), 'Organization', ['edit']),
  },
  moreRoutes: [
    { path: '/unpublished/organizations', element: lists.unpublished },
    { path: IMPORT_ROUTE, element: <ImportView /> },
    { path: MERGE_ROUTE, element: <MergeView /> },
  ],
});

import { events as declaration } from '../../../shared/resources/events';
import { lazyView, lazyViews } from '../../ui/lazyView';
import { routedResource, screensOf } from '../routing';
import { recordRouting } from '../urlPatterns';

const listViews = () => import('./EventList');
const OrganizationEventList = lazyView(listViews, 'OrganizationEventList');
const lists = lazyViews(listViews, {
  all: 'AllEventList',
  unpublished: 'UnpublishedEventList',
});

/** An organization's events; its archive lists those that have ended. */
export const events = routedResource({
  ...recordRouting(declaration),
  views: {
    list: <OrganizationEventList key="events" />,
    ...screensOf(() => import('./EventCreate'), 'Event', ['create']),
    ...screensOf(() => import('./EventShow'), 'Event', ['show']),
    ...screensOf(() => import('./EventEdit'), 'Event', ['edit']),
  },
  moreLists: {
    // Keyed apart, so that switching between the two lists starts the other afresh.
    archive: <OrganizationEventList key="archive" archived />,
  },
  moreRoutes: [
    { path: '/events', element: lists.all },
    { path: '/unpublished/events', element: lists.unpublished },
  ],
});

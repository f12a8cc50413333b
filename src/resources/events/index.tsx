import { lazyView } from '../../custom/lazyView';
import { routedResource } from '../routing';

const listViews = () => import('./EventList');
const OrganizationEventList = lazyView(listViews, 'OrganizationEventList');
const UnpublishedEventList = lazyView(listViews, 'UnpublishedEventList');
const AllEventList = lazyView(listViews, 'AllEventList');
const EventCreate = lazyView(() => import('./EventCreate'), 'EventCreate');
const EventShow = lazyView(() => import('./EventShow'), 'EventShow');
const EventEdit = lazyView(() => import('./EventEdit'), 'EventEdit');

/** An organization's events; its archive lists those that have ended. */
export const events = routedResource({
  name: 'events',
  route: { one: 'event', many: 'events', parent: 'organizations' },
  views: {
    list: <OrganizationEventList />,
    create: <EventCreate />,
    show: <EventShow />,
    edit: <EventEdit />,
  },
  moreLists: { archive: <OrganizationEventList archived /> },
  moreRoutes: [
    { path: '/events', element: <AllEventList /> },
    { path: '/unpublished/events', element: <UnpublishedEventList /> },
  ],
  recordRepresentation: 'title',
});

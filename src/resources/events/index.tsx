import { createElement } from 'react';
import { lazyView, lazyViews } from '../../custom/lazyView';
import { routedResource, screensOf } from '../routing';

const listViews = () => import('./EventList');
const lists = lazyViews(listViews, {
  ofOrganization: 'OrganizationEventList',
  all: 'AllEventList',
  unpublished: 'UnpublishedEventList',
});

/** An organization's events; its archive lists those that have ended. */
export const events = routedResource({
  name: 'events',
  route: { one: 'event', many: 'events', parent: 'organizations' },
  views: {
    list: lists.ofOrganization,
    ...screensOf(() => import('./EventCreate'), 'Event', ['create']),
    ...screensOf(() => import('./EventShow'), 'Event', ['show']),
    ...screensOf(() => import('./EventEdit'), 'Event', ['edit']),
  },
  moreLists: {
    archive: createElement(lazyView(listViews, 'OrganizationEventList'), { archived: true }),
  },
  moreRoutes: [
    { path: '/events', element: lists.all },
    { path: '/unpublished/events', element: lists.unpublished },
  ],
  recordRepresentation: 'title',
});

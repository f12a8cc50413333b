import type { ReactElement } from 'react';
import { ComingSoon } from './ComingSoon';
import { SettingsPage } from './settings/SettingsPage';

export interface ConsoleRoute {
  path: string;
  element: ReactElement;
}

/**
 * Every screen of the console outside react-admin resources, in one list: a later issue that
 * builds a screen replaces its "coming soon" entry here.
 */
export const consoleRoutes: ConsoleRoute[] = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/organizations', element: <ComingSoon title="Organizations" /> },
  { path: '/countries', element: <ComingSoon title="Location" /> },
  { path: '/categories', element: <ComingSoon title="Categories" /> },
  { path: '/blog', element: <ComingSoon title="Blog posts" /> },
  { path: '/slides', element: <ComingSoon title="Slides" /> },
  { path: '/sponsors', element: <ComingSoon title="Sponsors" /> },
  { path: '/orders', element: <ComingSoon title="Orders" /> },
  { path: '/unpublished/organizations', element: <ComingSoon title="Unpublished organizations" /> },
  { path: '/unpublished/events', element: <ComingSoon title="Unpublished events" /> },
];

import type { ReactElement } from 'react';
import { Navigate } from 'react-admin';
import { declaredResources } from '../../shared/resources';
import { geographyRoutes } from './geography/routes';
import { LegacyRecordRedirect } from './LegacyRoutes';
import { lazyView } from './lazyView';
import { organizationRoutes } from './organizations/routes';

const SettingsPage = lazyView(() => import('./settings/SettingsPage'), 'SettingsPage');
const OrdersPage = lazyView(() => import('./orders/OrdersPage'), 'OrdersPage');

export interface ConsoleRoute {
  path: string;
  element: ReactElement;
}

/** The spec's routes for one declared record and its create screen, and where they lead. */
const legacyContentRoutes: ConsoleRoute[] = declaredResources.flatMap(({ legacyName, name }) =>
  legacyName
    ? [
        { path: `/single${legacyName}`, element: <LegacyRecordRedirect listPath={`/${name}`} /> },
        { path: `/new${legacyName}`, element: <Navigate to={`/${name}/create`} replace /> },
      ]
    : [],
);

/**
 * Every screen of the console outside react-admin resources, in one list: a later issue that
 * builds a screen replaces its "coming soon" entry here.
 */
export const consoleRoutes: ConsoleRoute[] = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/orders', element: <OrdersPage /> },
  ...legacyContentRoutes,
  ...geographyRoutes,
  ...organizationRoutes,
];

/** Routes drawn without the layout: the spec's /login leads home, as the auth gate owns sign-in. */
export const noLayoutRoutes: ConsoleRoute[] = [
  { path: '/login', element: <Navigate to="/" replace /> },
];

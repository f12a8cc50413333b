import type { ReactNode } from 'react';
import { AccessDenied, Navigate } from 'react-admin';
import { declaredResources } from '../../shared/resources';
import { appSettings } from '../../shared/resources/appSettings';
import { useAccess } from '../authProvider/useMayDo';
import { routedResourceRoutes } from '../resources';
import type { ConsoleRoute } from '../resources/routing';
import { lazyView } from '../ui/lazyView';
import { LegacyRecordRedirect } from './LegacyRoutes';

const SettingsPage = lazyView(() => import('./settings/SettingsPage'), 'SettingsPage');
const OrdersPage = lazyView(() => import('./orders/OrdersPage'), 'OrdersPage');

/** A screen for those who may read `resource`; react-admin's access denied for the others. */
function ReadersOnly({ resource, children }: { resource: string; children: ReactNode }) {
  const access = useAccess('list', { resource });
  if (access === undefined) return null;
  return access ? children : <AccessDenied />;
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
 * Every screen of the console outside react-admin's `/<name>` URLs, in one list: the shell's
 * pages, the spec's old addresses, and the routed resources' screens.
 */
export const consoleRoutes: ConsoleRoute[] = [
  {
    path: '/settings',
    // The administrators' alone (their declared access): others see react-admin's access denied.
    element: (
      <ReadersOnly resource={appSettings.name}>
        <SettingsPage />
      </ReadersOnly>
    ),
  },
  { path: '/orders', element: <OrdersPage /> },
  ...legacyContentRoutes,
  ...routedResourceRoutes,
];

/** Routes drawn without the layout: the spec's /login leads home, as the auth gate owns sign-in. */
export const noLayoutRoutes: ConsoleRoute[] = [
  { path: '/login', element: <Navigate to="/" replace /> },
];

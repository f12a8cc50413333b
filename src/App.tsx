import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  type AdminContextProps,
  AuthenticationError,
  CoreAdminUI,
  type CoreAdminUIProps,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  Notification,
  Resource,
} from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router';
import { authProvider } from './authProvider';
import { AppLayout } from './custom/layout/AppLayout';
import { NotFoundPage } from './custom/NotFoundPage';
import { createConsoleQueryClient } from './custom/queryClient';
import { consoleRoutes, noLayoutRoutes } from './custom/routes';
import { BRAND_NAME } from './custom/theme/brand';
import { createConsoleStore } from './custom/theme/consoleStore';
import { consoleThemes } from './custom/theme/themes';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/provider';
import { consoleResources } from './resources';
import type { ConsoleRoute } from './resources/routing';
import { lazyView } from './ui/lazyView';

const store = createConsoleStore();

/**
 * The pages react-admin's UI draws, each named here: its defaults (the login page and OAuth
 * callback among them) stay out of the download.
 */
const consolePages = {
  loginPage: false,
  dashboard: lazyView(() => import('./custom/dashboard/Dashboard'), 'Dashboard'),
  layout: AppLayout,
  catchAll: NotFoundPage,
  error: ErrorPage,
  loading: LoadingPage,
  accessDenied: AccessDenied,
  authenticationError: AuthenticationError,
} satisfies Partial<CoreAdminUIProps>;

/** What every screen is given: the API, the session, the language, stored settings and themes. */
const consoleContext = {
  dataProvider,
  queryClient: createConsoleQueryClient(),
  authProvider,
  i18nProvider,
  store,
  ...consoleThemes,
} satisfies AdminContextProps;

/**
 * The signed-in console. Loaded lazily by the auth gate (src/custom/auth), which owns the login
 * screen, so react-admin's own login page is not used and /login just leads home (noLayoutRoutes).
 * A browser router (react-admin defaults to hash URLs) keeps the spec's paths: /settings, ...
 * It is a data router, as react-admin's warning before leaving a form with unsaved changes
 * blocks navigation with react-router's useBlocker, which works only under one.
 *
 * react-admin's `<Admin>` is its context plus its UI; its UI brings a default for every page it
 * may draw, the login page and OAuth callback included, whether used or not. Composing the core
 * UI with exactly the pages the console draws (consolePages) keeps that code out of the download.
 */
const routeElements = (routes: ConsoleRoute[]) =>
  routes.map(({ path, element }) => <Route key={path} path={path} element={element} />);

function Console() {
  return (
    <AdminContext {...consoleContext}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={`${BRAND_NAME} ADMIN`}
          {...consolePages}
          // No usage beacon to react-admin's publisher from an administrators' console.
          disableTelemetry
        >
          {consoleResources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>{routeElements(consoleRoutes)}</CustomRoutes>
          <CustomRoutes noLayout>{routeElements(noLayoutRoutes)}</CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * Every path is react-admin's to route: the data router only carries it. Its location changes
 * are drawn at once, not as transitions: a transition kept the screen being left on show, and
 * live, while the next one loaded, so a search typed into it (its list still the one in sight)
 * took the console back there, and a list reopening with remembered filters wrote them over the
 * address again and again until the transition landed, over a search typed meanwhile.
 */
const router = createBrowserRouter([{ path: '*', element: <Console /> }]);

export default function App() {
  return <RouterProvider router={router} useTransitions={false} />;
}

import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { authProvider } from './authProvider';
import { ComingSoonCatchAll } from './custom/ComingSoon';
import { Dashboard } from './custom/dashboard/Dashboard';
import { AppLayout } from './custom/layout/AppLayout';
import { consoleRoutes, noLayoutRoutes } from './custom/routes';
import { BRAND_NAME } from './custom/theme/brand';
import { createConsoleStore } from './custom/theme/consoleStore';
import { darkTheme, lightTheme } from './custom/theme/themes';
import { dataProvider } from './dataProvider';
import { consoleResources } from './resources';

const store = createConsoleStore();

/**
 * The signed-in console. Loaded lazily by the auth gate (src/custom/auth), which owns the login
 * screen, so react-admin's own login page is not used and /login just leads home (noLayoutRoutes).
 * A browser router (react-admin defaults to hash URLs) keeps the spec's paths: /settings, ...
 */
export default function App() {
  return (
    <BrowserRouter>
      <Admin
        title={`${BRAND_NAME} ADMIN`}
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={false}
        dashboard={Dashboard}
        layout={AppLayout}
        catchAll={ComingSoonCatchAll}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        // No usage beacon to react-admin's publisher from an administrators' console.
        disableTelemetry
      >
        {consoleResources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          {consoleRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </CustomRoutes>
        <CustomRoutes noLayout>
          {noLayoutRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}

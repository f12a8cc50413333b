import { CustomRoutes, type DataProvider, reactRouterProvider } from 'react-admin';
import type { ConsoleRoute } from '../../../src/resources/routing';
import { renderConsole } from './adminHarness';

// react-admin's own Route: under Vitest, an import of react-router here would be a second copy.
const { Route } = reactRouterProvider;

/**
 * Renders the console's custom `routes` at `path` the way App does (CustomRoutes inside
 * react-admin, notifications included) against the given data provider, without retries.
 * `path()` tells where the console is now.
 */
export function renderRoutes(
  routes: ConsoleRoute[],
  { dataProvider, path }: { dataProvider: DataProvider; path: string },
) {
  return renderConsole(
    <CustomRoutes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
    </CustomRoutes>,
    { dataProvider, path },
  );
}

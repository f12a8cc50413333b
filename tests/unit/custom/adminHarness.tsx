import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  defaultI18nProvider,
  memoryStore,
  Notification,
  TestMemoryRouter,
} from 'react-admin';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles when it wants, to look at the screen while a call is running. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Signed in, allowed everywhere: what the console's components see after sign-in. */
export const signedInAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'admin@localhost', fullName: 'Local Admin' }),
};

/**
 * Renders `ui` the way the console does (react-admin context, router, notifications) against
 * the given data provider, without retries so that a failing call shows at once.
 */
export function renderInAdmin(
  ui: ReactElement,
  { dataProvider, path = '/' }: { dataProvider: DataProvider; path?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAuthProvider}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

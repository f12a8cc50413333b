import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestMemoryRouter, useLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';
import { consoleRoutes } from '../../../src/custom/routes';

/** The route's element while the location is its path, as the console's router does. */
function OnPath({ path, element }: { path: string; element: ReactElement }) {
  return useLocation().pathname === path ? element : null;
}

/** Opens the console route of `path` (with navigation `state`); answers where it leads. */
async function landingOf(path: string, state?: unknown): Promise<string> {
  const [pathname = '', search = ''] = path.split('?');
  const route = consoleRoutes.find((candidate) => candidate.path === pathname);
  if (!route) throw new Error(`No console route for ${pathname}`);
  let current = path;
  render(
    <TestMemoryRouter
      initialEntries={[{ pathname, search: search && `?${search}`, state }]}
      locationCallback={(location) => {
        current = `${location.pathname}${location.search}`;
      }}
    >
      <OnPath path={pathname} element={route.element} />
    </TestMemoryRouter>,
  );
  await waitFor(() => expect(current).not.toBe(path));
  return current;
}

/** The declared resources the spec gave old addresses (/single<name>, /new<name>). */
const legacy = declaredResources.filter(({ legacyName }) => legacyName);
const [some] = legacy;
if (!some) throw new Error('No declared resource has legacy addresses');

describe('Legacy content routes', () => {
  it.each(legacy.map(({ legacyName, name }) => [`/single${legacyName}`, `/${name}`]))(
    '%s opens the edit screen of the id in navigation state',
    async (legacy, list) => {
      expect(await landingOf(legacy, { id: 42 })).toBe(`${list}/42`);
    },
  );

  it('also reads the id from ?id=', async () => {
    expect(await landingOf(`/single${some.legacyName}?id=7`)).toBe(`/${some.name}/7`);
  });

  it('leads to the list when no id came', async () => {
    expect(await landingOf(`/single${some.legacyName}`)).toBe(`/${some.name}`);
  });

  it.each(legacy.map(({ legacyName, name }) => [`/new${legacyName}`, `/${name}/create`]))(
    '%s opens the create screen',
    async (legacy, create) => {
      expect(await landingOf(legacy)).toBe(create);
    },
  );
});

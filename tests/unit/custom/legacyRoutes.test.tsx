import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestMemoryRouter, useLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
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

describe('Legacy content routes', () => {
  it.each([
    ['/singleblog', '/blog'],
    ['/singlecategory', '/categories'],
    ['/singleslide', '/slides'],
    ['/singlesponsor', '/sponsors'],
  ])('%s opens the edit screen of the id in navigation state', async (legacy, list) => {
    expect(await landingOf(legacy, { id: 42 })).toBe(`${list}/42`);
  });

  it('also reads the id from ?id=', async () => {
    expect(await landingOf('/singleslide?id=7')).toBe('/slides/7');
  });

  it('leads to the list when no id came', async () => {
    expect(await landingOf('/singlesponsor')).toBe('/sponsors');
  });

  it.each([
    ['/newblog', '/blog/create'],
    ['/newcategory', '/categories/create'],
    ['/newslide', '/slides/create'],
    ['/newsponsor', '/sponsors/create'],
  ])('%s opens the create screen', async (legacy, create) => {
    expect(await landingOf(legacy)).toBe(create);
  });
});

import { type ComponentType, isValidElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ConsoleRoute } from '../../../src/resources/routing';

type View = ComponentType | Partial<{ preload: () => Promise<void> }> | undefined;

async function preload(views: unknown[]) {
  await Promise.all(
    views.map((view) => (view as Partial<{ preload: () => Promise<void> }>)?.preload?.()),
  );
}

/**
 * The console downloads each screen's code when the screen is first shown (src/custom/lazyView).
 * Tests that look at a screen's first frame (its loading state) load that code beforehand, as
 * a test file did when importing the routes imported every screen.
 */
export const preloadRoutes = (routes: ConsoleRoute[]) =>
  preload(routes.map(({ element }) => element.type));

/** A resource's view: a component, or an element of one (a generated view given its declaration). */
const viewType = (view: unknown) => (isValidElement(view) ? view.type : view);

export const preloadResources = (resources: ResourceProps[]) =>
  preload(
    resources.flatMap(({ list, edit, create, show }) =>
      ([list, edit, create, show] as View[]).map(viewType),
    ),
  );

import type { ReactElement } from 'react';
import { lazyViews, type ScreenName } from '../ui/lazyView';
import { type RoutedResourceName, resourcePaths } from './paths';
import type { RouteFacts, ViewName } from './urlPatterns';

export interface ConsoleRoute {
  path: string;
  element: ReactElement;
}

/** A record type whose screens are routed by its parent chain rather than by react-admin's `/<name>` URLs. */
export interface RoutedResource<Name extends string = string> extends RouteFacts<Name> {
  views: Partial<Record<ViewName, ReactElement>>;
  /** Other lists of the records under the same parent, by their route's segments: an organization's archive. */
  moreLists?: Readonly<Record<string, ReactElement>>;
  /** Screens of these records at fixed addresses: the unpublished organizations. */
  moreRoutes?: readonly ConsoleRoute[];
}

/** The views whose component a module exports as `<Prefix><View>`: LocationList, LocationEdit. */
type ViewsIn<Module, Prefix extends string> = {
  [View in ViewName]: `${Prefix}${Capitalize<View>}` extends ScreenName<Module> ? View : never;
}[ViewName];

/**
 * A resource's screens from one module, found by name: `screensOf(load, 'Location', ['list'])`
 * draws its `LocationList`, downloaded when the screen is first opened.
 */
export function screensOf<
  Module,
  Prefix extends string,
  const View extends ViewsIn<Module, Prefix>,
>(load: () => Promise<Module>, prefix: Prefix, views: readonly View[]): Record<View, ReactElement> {
  const componentName = (view: View) => `${prefix}${view[0]?.toUpperCase()}${view.slice(1)}`;
  return lazyViews(
    load,
    Object.fromEntries(views.map((view) => [view, componentName(view)])) as Record<
      View,
      ScreenName<Module>
    >,
  );
}

/** Declares a routed resource, keeping its literal name so that paths to it are checked. */
export const routedResource = <const Name extends string>(
  resource: RoutedResource<Name>,
): RoutedResource<Name> => resource;

/**
 * The routes of `resources`' screens, at the URL patterns paths.ts derives from their
 * declarations, each also under its scope when it has one.
 */
export function routesOf(resources: readonly RoutedResource<RoutedResourceName>[]): ConsoleRoute[] {
  return resources.flatMap((resource) => {
    const screens = Object.entries({ ...resource.views, ...resource.moreLists }).flatMap(
      ([view, element]) =>
        element ? [{ view, path: resourcePaths.patternOf(resource.name, view), element }] : [],
    );
    const scope = resourcePaths.scopeOf(resource.name);
    const scoped = scope
      ? screens
          // The scope's record page is the list of a resource scoped under it.
          .filter(({ view }) => !(view === 'list' && resource.route.alsoUnder !== undefined))
          .map(({ path, element }) => ({ path: `${scope}${path}`, element }))
      : [];
    return [
      ...screens.map(({ path, element }) => ({ path, element })),
      ...scoped,
      ...(resource.moreRoutes ?? []),
    ];
  });
}

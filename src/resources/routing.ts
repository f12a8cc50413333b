import type { ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import { generatePath } from 'react-router';
import type { EventLinkDeclaration } from '../../shared/resources/eventLinks';
import type { RecordDeclaration } from '../../shared/resources/record';
import type { RegionDeclaration } from '../../shared/resources/regions';
import type { ResourceRoute } from '../../shared/resources/route';
import { lazyViews, type ScreenName } from '../custom/lazyView';

/** The screens a resource may have, as react-admin names them. */
export type ViewName = 'list' | 'create' | 'show' | 'edit';

export interface ConsoleRoute {
  path: string;
  element: ReactElement;
}

/** A record type whose screens are routed by its parent chain rather than by react-admin's `/<name>` URLs. */
export interface RoutedResource<Name extends string = string> {
  /** react-admin's resource name, which the data provider knows it by. */
  name: Name;
  route: ResourceRoute;
  views: Partial<Record<ViewName, ReactElement>>;
  /** Other lists of the records under the same parent, by segment: an organization's archive. */
  moreLists?: Readonly<Record<string, ReactElement>>;
  /** Screens of these records at fixed addresses: the unpublished organizations. */
  moreRoutes?: readonly ConsoleRoute[];
  recordRepresentation?: string;
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

type Routing<Name extends string> = Pick<
  RoutedResource<Name>,
  'name' | 'route' | 'recordRepresentation'
>;

/** A record type's name, route and representation, as its declaration gives them. */
export const recordRouting = <const Name extends string>({
  name,
  route,
  recordName,
}: RecordDeclaration<Name>): Routing<Name> => ({ name, route, recordRepresentation: recordName });

/** A geography level's: its screens sit under its parent level's record page. */
export const regionRouting = (region: RegionDeclaration): Routing<RegionDeclaration['table']> => ({
  name: region.table,
  route: { ...region.route, parent: region.parent?.table },
  recordRepresentation: region.nameColumn,
});

/** An event link's: its screens sit under the event's record page. */
export const eventLinkRouting = (
  link: EventLinkDeclaration,
): Routing<EventLinkDeclaration['name']> => ({
  name: link.name,
  route: { ...link.route, parent: 'events' },
});

const idParameter = (route: ResourceRoute) => `:${route.one}Id`;

/**
 * The routes of `resources`, from their parent chains, worked out once: every screen's route
 * (each also under its scope when it has one), the page that scopes a resource, and builders of
 * the screens' URLs.
 */
export function routingOf<Name extends string>(resources: readonly RoutedResource<Name>[]) {
  const byName = new Map<string, RoutedResource<Name>>(
    resources.map((resource) => [resource.name, resource]),
  );
  const find = (name: string) => {
    const resource = byName.get(name);
    if (!resource) throw new Error(`No routed resource "${name}".`);
    return resource;
  };
  /** Where a resource's own segments start: its parent's record page, and the segment between. */
  const base = (route: ResourceRoute): string =>
    route.parent === undefined
      ? ''
      : `${recordPattern(find(route.parent).route)}${route.under ? `/${route.under}` : ''}`;
  const recordPattern = (route: ResourceRoute): string =>
    `${base(route)}/${route.one}/${idParameter(route)}`;
  /** The record page that serves a resource's screens a second time, if it or an ancestor has one. */
  const scopeOf = (route: ResourceRoute): string | undefined =>
    route.alsoUnder !== undefined
      ? recordPattern(find(route.alsoUnder).route)
      : route.parent !== undefined
        ? scopeOf(find(route.parent).route)
        : undefined;

  /** Each view's pattern (and each other list's), by resource name. */
  const patterns = new Map(
    resources.map(({ name, route, moreLists = {} }) => {
      const record = recordPattern(route);
      const views: Record<string, string> = {
        list: `${base(route)}/${route.many}`,
        create: `${base(route)}/${route.one}/new`,
        show: record,
        edit: `${record}/edit`,
        ...Object.fromEntries(
          Object.keys(moreLists).map((segment) => [segment, `${base(route)}/${segment}`]),
        ),
      };
      return [name, views];
    }),
  );
  /** Each pattern's parameter names, in order. */
  const parameters = new Map(
    [...patterns.values()].flatMap((views) =>
      Object.values(views).map((pattern) => [
        pattern,
        [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
      ]),
    ),
  );

  const routes: ConsoleRoute[] = resources.flatMap((resource) => {
    const own = patterns.get(resource.name) ?? {};
    const screens = Object.entries({ ...resource.views, ...resource.moreLists }).flatMap(
      ([view, element]) => (element ? [{ view, path: own[view] ?? '', element }] : []),
    );
    const scope = scopeOf(resource.route);
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

  /**
   * A builder of the screens' URLs under `prefix` (nothing, or a scope's record page): the
   * resource, the view, then one id per parameter of its pattern, in order, each encoded by
   * react-router's generatePath.
   */
  const pathsUnder =
    (prefix: string) =>
    (name: Name, view: ViewName | (string & {}), ...ids: Identifier[]): string => {
      const pattern = patterns.get(name)?.[view];
      if (pattern === undefined) throw new Error(`No ${view} screen for "${name}".`);
      const names = parameters.get(pattern) ?? [];
      if (ids.length !== names.length) {
        throw new Error(`${pattern} takes ${names.length} ids, not ${ids.length}.`);
      }
      return (
        prefix +
        generatePath(
          pattern,
          Object.fromEntries(names.map((parameter, index) => [parameter, String(ids[index])])),
        )
      );
    };

  /**
   * The URL of a screen from ids that may not fit it (a history entry's parents): none when the
   * resource has no such screen, or the ids are not one known id per parameter.
   */
  const pathIfKnown = (
    name: Name,
    view: ViewName,
    ids: readonly (Identifier | null | undefined)[],
  ): string | undefined => {
    const pattern = patterns.get(name)?.[view];
    if (pattern === undefined) return undefined;
    const known = ids.filter((id): id is Identifier => id !== null && id !== undefined);
    if (known.length !== ids.length || known.length !== parameters.get(pattern)?.length) {
      return undefined;
    }
    return pathsUnder('')(name, view, ...known);
  };

  return {
    routes,
    pathsUnder,
    pathIfKnown,
    /** The pattern of the record page that scopes `name`'s screens, if any. */
    scopeOf: (name: Name) => scopeOf(find(name).route),
  };
}

/** A URL builder of the routed resources' screens (see `routingOf`). */
export type PathTo<Name extends string> = ReturnType<
  ReturnType<typeof routingOf<Name>>['pathsUnder']
>;

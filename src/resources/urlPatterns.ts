import type { Identifier } from 'react-admin';
import { generatePath } from 'react-router';
import type { EventLinkDeclaration } from '../../shared/resources/eventLinks';
import type { RecordDeclaration } from '../../shared/resources/record';
import type { RegionDeclaration } from '../../shared/resources/regions';
import type { ResourceRoute } from '../../shared/resources/route';

/** The screens a resource may have, as react-admin names them. */
export type ViewName = 'list' | 'create' | 'show' | 'edit';

/** What a routed record type's URLs follow from: its name, its route, its representation. */
export interface RouteFacts<Name extends string = string> {
  /** react-admin's resource name, which the data provider knows it by. */
  name: Name;
  route: ResourceRoute;
  recordRepresentation?: string;
}

/** A record type's name, route and representation, as its declaration gives them. */
export const recordRouting = <const Name extends string>({
  name,
  route,
  recordName,
}: RecordDeclaration<Name>): RouteFacts<Name> => ({
  name,
  route,
  recordRepresentation: recordName,
});

/** A geography level's: its screens sit under its parent level's record page. */
export const regionRouting = (
  region: RegionDeclaration,
): RouteFacts<RegionDeclaration['table']> => ({
  name: region.table,
  route: { ...region.route, parent: region.parent?.table },
  recordRepresentation: region.recordName,
});

/** An event link's: its screens sit under the event's record page. */
export const eventLinkRouting = (
  link: EventLinkDeclaration,
): RouteFacts<EventLinkDeclaration['name']> => ({
  name: link.name,
  route: { ...link.route, parent: 'events' },
});

const idParameter = (route: ResourceRoute) => `:${route.one}Id`;

/**
 * The URL patterns of `resources`' screens, from their parent chains, worked out once, and
 * builders of the screens' URLs. Nothing here knows a screen's component.
 */
export function pathsOf<Name extends string>(resources: readonly RouteFacts<Name>[]) {
  const byName = new Map<string, RouteFacts<Name>>(
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
    resources.map(({ name, route }) => {
      const record = recordPattern(route);
      const views: Record<string, string> = {
        list: `${base(route)}/${route.many}`,
        create: `${base(route)}/${route.one}/new`,
        show: record,
        edit: `${record}/edit`,
        ...Object.fromEntries(
          (route.moreLists ?? []).map((segment) => [segment, `${base(route)}/${segment}`]),
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

  /** The pattern of one of a resource's screens (a view, or another list by its segment). */
  const patternOf = (name: Name, view: ViewName | (string & {})): string => {
    const pattern = patterns.get(name)?.[view];
    if (pattern === undefined) throw new Error(`No ${view} screen for "${name}".`);
    return pattern;
  };

  /**
   * A builder of the screens' URLs under `prefix` (nothing, or a scope's record page): the
   * resource, the view, then one id per parameter of its pattern, in order, each encoded by
   * react-router's generatePath.
   */
  const pathsUnder =
    (prefix: string) =>
    (name: Name, view: ViewName | (string & {}), ...ids: Identifier[]): string => {
      const pattern = patternOf(name, view);
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
    patternOf,
    pathsUnder,
    pathIfKnown,
    /** The pattern of the record page that scopes `name`'s screens, if any. */
    scopeOf: (name: Name) => scopeOf(find(name).route),
  };
}

/** A URL builder of the routed resources' screens (see `pathsOf`). */
export type PathTo<Name extends string> = ReturnType<
  ReturnType<typeof pathsOf<Name>>['pathsUnder']
>;

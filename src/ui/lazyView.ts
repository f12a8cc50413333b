import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
} from 'react';

/** The props of a module's exported component. */
type PropsOf<Export> = Export extends ComponentType<infer Props> ? Props : never;

export type LazyView<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Downloads the screen's code now; once it is here the screen draws without suspending. */
  preload: () => Promise<void>;
};

/**
 * A screen whose code is downloaded the first time it is shown: `load` imports its module, `name`
 * picks the component, so each screen module is a chunk of its own. react-admin's layout holds
 * the Suspense boundary: a navigation (a transition in react-router) keeps the previous screen
 * until the code arrives, and a first load shows react-admin's Loading only after a second, so a
 * quick download never flashes a spinner.
 */
export function lazyView<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyView<PropsOf<Module[Name]>> {
  type View = ComponentType<PropsOf<Module[Name]>>;
  let loaded: View | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as View;
    });
  const view = lazy(() => {
    if (loaded === undefined) return preload().then(() => ({ default: loaded as View }));
    // Already downloaded: a thenable that settles at once lets React draw it without suspending
    // (a promise settles a tick later, and React would show the fallback first).
    const settled = { default: loaded };
    // biome-ignore lint/suspicious/noThenProperty: React's lazy reads its loader's result as a thenable
    return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as never;
  });
  return Object.assign(view, { preload });
}

/** The names of a module's components that need no props. */
export type ScreenName<Module> = {
  [Name in keyof Module & string]: Module[Name] extends ComponentType<infer Props>
    ? object extends Props
      ? Name
      : never
    : never;
}[keyof Module & string];

/**
 * Screens of one module by the view they serve (`{ list: 'LocationList' }`), each drawn as an
 * element of its lazily loaded component: what a resource registers.
 */
export function lazyViews<Module, const Views extends Record<string, ScreenName<Module>>>(
  load: () => Promise<Module>,
  views: Views,
): Record<keyof Views, ReactElement> {
  // ScreenName admits only components drawn without props.
  const element = (name: ScreenName<Module>): ReactElement =>
    createElement(lazyView(load, name) as unknown as ComponentType);
  return Object.fromEntries(
    Object.entries(views).map(([view, name]) => [view, element(name)]),
  ) as Record<keyof Views, ReactElement>;
}

import type { Locator, Page } from 'playwright-core';

/**
 * How the browser tests find things on a console page: by the labels, roles and texts an
 * administrator sees. `currentPage` is read at each call (the page is opened in beforeAll).
 */
export function locatorsOf(currentPage: () => Page) {
  const page = () => currentPage();
  return {
    /** The input labelled exactly `label`, with or without its required mark (`Name *`). */
    field: (label: string) =>
      page().getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`)),
    /** Table rows holding `text`. */
    row: (text: string) => page().getByRole('row').filter({ hasText: text }),
    /** A link or button named exactly `name` inside `scope` (react-admin renders either). */
    action: (scope: Page | Locator, name: string) =>
      scope
        .getByRole('link', { name, exact: true })
        .or(scope.getByRole('button', { name, exact: true }))
        .first(),
    /** A button of the A-Z first-letter filter. */
    letter: (value: string) =>
      page()
        .getByRole('group', { name: 'First letter' })
        .getByRole('button', { name: value, exact: true }),
    path: () => new URL(page().url()).pathname,
  };
}

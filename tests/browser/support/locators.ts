import type { Locator, Page } from 'playwright-core';

/**
 * How the browser tests find things on a console page: by the labels, roles and texts an
 * administrator sees. `currentPage` is read at each call (the page is opened in beforeAll).
 */
export function locatorsOf(currentPage: () => Page) {
  const page = () => currentPage();
  /**
   * The 1-based position of the column headed `header` (ignoring case): found by its header,
   * since a list with bulk actions has a selection column first.
   */
  const columnNumber = async (header: string) => {
    const headers = await page().locator('thead th').allTextContents();
    const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
    if (index < 0) throw new Error(`No column headed ${header}: ${headers.join(' | ')}`);
    return index + 1;
  };
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
    /** A button of the A-Z first-letter filter (a toolbar). */
    letter: (value: string) =>
      page()
        .getByRole('toolbar', { name: 'First letter' })
        .getByRole('button', { name: value, exact: true }),
    path: () => new URL(page().url()).pathname,
    /** The texts of the table column headed `header` (ignoring case), row by row. */
    column: async (header: string) => {
      const cells = page().locator(`tbody tr td:nth-child(${await columnNumber(header)})`);
      return (await cells.allTextContents()).map((text) => text.trim());
    },
    /** The text of `tableRow`'s cell in the column headed `header` (ignoring case). */
    cellText: async (tableRow: Locator, header: string) =>
      (
        (await tableRow.locator(`td:nth-child(${await columnNumber(header)})`).textContent()) ?? ''
      ).trim(),
  };
}

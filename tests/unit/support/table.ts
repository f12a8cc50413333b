import { screen, within } from '@testing-library/react';

/**
 * The texts of a list's column headers; the selection column of a list with bulk actions (its
 * "Select all" box) is not one of them.
 */
export const columnHeaders = (): string[] =>
  screen
    .getAllByRole('columnheader')
    .filter((cell) => within(cell).queryByRole('checkbox') === null)
    .map((cell) => cell.textContent ?? '');

/** A row's cell in the column headed `header`. */
export function cellUnder(row: HTMLElement, header: string): HTMLElement | undefined {
  const index = screen
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === header);
  return within(row).getAllByRole('cell')[index];
}

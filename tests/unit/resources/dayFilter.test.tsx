import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n/provider';
import { DayFilter } from '../../../src/resources/shared/ChoiceFilter';

/** The day filter in a list whose filters are `filterValues`, its filter changes spied on. */
function renderDayFilter(filterValues: Record<string, unknown> = {}) {
  const setFilters = vi.fn();
  const list = { filterValues, setFilters } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <DayFilter source="from" label="console.history.filters.from" />
      </ListContextProvider>
    </AdminContext>,
  );
  return { setFilters, input: screen.getByLabelText('From') as HTMLInputElement };
}

describe('the day filter', () => {
  it('applies a day the API takes', () => {
    const { setFilters, input } = renderDayFilter({ action: 'update' });
    fireEvent.change(input, { target: { value: '2026-11-24' } });
    expect(setFilters).toHaveBeenCalledWith({ action: 'update', from: '2026-11-24' });
  });

  it('keeps a day the API would refuse in the field, says so, and does not apply it', () => {
    const { setFilters, input } = renderDayFilter({ from: '2026-11-24' });
    // A year typed digit by digit passes through 0002, 0020 and 0202 on its way to 2020.
    fireEvent.change(input, { target: { value: '0020-11-24' } });
    expect(setFilters).not.toHaveBeenCalled();
    expect(input.value).toBe('0020-11-24');
    expect(screen.getByText('Choose a day between 1900 and 9999')).toBeTruthy();
    expect(input.min).toBe('1900-01-01');
    expect(input.max).toBe('9999-12-31');
  });

  it('removes the filter when cleared', () => {
    const { setFilters, input } = renderDayFilter({ from: '2026-11-24', action: 'create' });
    fireEvent.change(input, { target: { value: '' } });
    expect(setFilters).toHaveBeenCalledWith({ action: 'create' });
  });
});

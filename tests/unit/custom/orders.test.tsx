import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrdersPage } from '../../../src/custom/orders/OrdersPage';
import { sampleOrders } from '../../../src/custom/orders/sampleOrders';
import { columnHeaders } from '../support/table';
import { renderInAdmin } from './adminHarness';
import { fakeDataProvider } from './fakeDataProvider';

function renderOrders() {
  const fake = fakeDataProvider({});
  renderInAdmin(<OrdersPage />, { dataProvider: fake.dataProvider, path: '/orders' });
  return fake;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const currentPage = () =>
  screen.getByRole('navigation').querySelector('[aria-current="page"]')?.textContent;

describe('Template orders screen', () => {
  it('shows the first 5 sample orders under the spec columns', async () => {
    renderOrders();
    await screen.findByText('Orders List');
    const headers = columnHeaders();
    expect(headers).toEqual(['ID', 'DATE', 'STATUS', 'COSTUMER', 'PRODUCT', 'REVENUE']);
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[0] as HTMLElement).getByText(sampleOrders[0]?.id ?? '')).toBeTruthy();
    expect(currentPage()).toBe('1');
  });

  it('pages through the orders 5 at a time', async () => {
    renderOrders();
    await screen.findByText('Orders List');
    const lastPage = Math.ceil(sampleOrders.length / 5);
    await userEvent.click(screen.getByRole('button', { name: `Go to page ${lastPage}` }));
    expect(currentPage()).toBe(String(lastPage));
    expect(bodyRows()).toHaveLength(sampleOrders.length - (lastPage - 1) * 5);
    expect(screen.getByText(sampleOrders.at(-1)?.id ?? '')).toBeTruthy();
  });

  it('searches first name, last name or product by case-insensitive containment, from page 1', async () => {
    renderOrders();
    await screen.findByText('Orders List');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    const search = screen.getByPlaceholderText('Search..');

    await userEvent.type(search, 'REDESIGN');
    // The search runs once typing pauses, as every search of the console does.
    await waitFor(() => expect(currentPage()).toBe('1'));
    const redesigns = sampleOrders.filter((order) => order.product === 'Website Redesign');
    await waitFor(() => expect(bodyRows()).toHaveLength(redesigns.length));
    for (const row of bodyRows()) expect(row.textContent).toContain('Website Redesign');

    await userEvent.clear(search);
    await userEvent.type(search, 'hOOp');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Jay Hooper');

    await userEvent.clear(search);
    await userEvent.type(search, 'olivi');
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Olivia Ryhe'));
  });

  it('says No data when nothing matches, and shows page 1 of all orders once cleared', async () => {
    renderOrders();
    await screen.findByText('Orders List');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    const search = screen.getByPlaceholderText('Search..');
    await userEvent.type(search, 'no order matches this');
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.clear(search);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(currentPage()).toBe('1');
    expect(screen.getByText(sampleOrders[0]?.id ?? '')).toBeTruthy();
  });

  it('shows each status with its own icon', async () => {
    renderOrders();
    await screen.findByText('Orders List');
    const icons = new Map<string, string | null | undefined>();
    for (const status of ['Paid', 'Canceled', 'Refunded']) {
      const search = screen.getByPlaceholderText('Search..');
      const order = sampleOrders.find((candidate) => candidate.status === status);
      await userEvent.clear(search);
      await userEvent.type(search, order?.last_name ?? '');
      await waitFor(() => expect(bodyRows()[0]?.textContent).toContain(order?.last_name));
      const chip = within(bodyRows()[0] as HTMLElement).getByText(status).parentElement;
      icons.set(status, chip?.querySelector('svg')?.getAttribute('data-testid'));
    }
    expect(new Set(icons.values()).size).toBe(3);
    expect([...icons.values()].every(Boolean)).toBe(true);
  });

  it('says that New Order belongs to a template screen', async () => {
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'New Order' }));
    expect(await screen.findByText(/template screen with sample data/)).toBeTruthy();
  });
});

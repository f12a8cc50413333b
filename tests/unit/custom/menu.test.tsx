import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';
import { AppMenu } from '../../../src/custom/layout/AppMenu';
import { renderInAdmin } from './adminHarness';
import { fakeDataProvider } from './fakeDataProvider';

function renderMenu(path: string) {
  renderInAdmin(<AppMenu />, { dataProvider: fakeDataProvider({}).dataProvider, path });
}

const menuTexts = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

describe('Sidebar menu', () => {
  it('lists the entries in the spec order (the review queue and the possible duplicates after the Dashboard, the all-events list after Organizations, the declared resources after Location, Activity and Trash before Settings), the Unpublished group open, then Logout', async () => {
    renderMenu('/');
    await screen.findByText('Logout');
    expect(menuTexts()).toEqual([
      'Dashboard',
      'Review queue',
      'Possible duplicates',
      'Organizations',
      'Events',
      'Location',
      ...declaredResources.map(({ label }) => label.many),
      'Unpublished',
      'Organizations',
      'Events',
      'Activity',
      'Trash',
      'Settings',
      'Logout',
    ]);
    const group = screen.getByRole('menuitem', { name: 'Unpublished' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const subMenu = screen.getByRole('menu', { name: 'Unpublished' });
    expect(within(subMenu).getByRole('menuitem', { name: 'Events' }).getAttribute('href')).toBe(
      '/unpublished/events',
    );
  });

  it('links each entry to its route', async () => {
    renderMenu('/');
    await screen.findByText('Logout');
    const hrefs = screen
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'))
      .filter(Boolean);
    expect(hrefs).toEqual([
      '/',
      '/review-queue',
      '/duplicate-pairs',
      '/organizations',
      '/events',
      '/countries',
      ...declaredResources.map(({ name }) => `/${name}`),
      '/unpublished/organizations',
      '/unpublished/events',
      '/history',
      '/trash',
      '/settings',
    ]);
  });

  it('closes and reopens the Unpublished group', async () => {
    renderMenu('/');
    const group = await screen.findByRole('menuitem', { name: 'Unpublished' });
    await userEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await screen.findByText('Logout');
    const unpublishedEvents = () =>
      screen
        .queryAllByRole('menuitem', { name: 'Events' })
        .filter((item) => item.getAttribute('href') === '/unpublished/events');
    expect(unpublishedEvents()).toEqual([]);
    await userEvent.click(group);
    await waitFor(() => expect(unpublishedEvents()).toHaveLength(1));
  });

  it('highlights only the entry of the current route', async () => {
    renderMenu('/unpublished/events');
    await screen.findByText('Logout');
    const active = screen
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('RaMenuItemLink-active'))
      .map((item) => item.getAttribute('href'));
    expect(active).toEqual(['/unpublished/events']);
  });

  it('highlights Dashboard only on the home page', async () => {
    renderMenu('/');
    await screen.findByText('Logout');
    const active = screen
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('RaMenuItemLink-active'))
      .map((item) => item.textContent);
    expect(active).toEqual(['Dashboard']);
  });

  it.each([
    ['/country/1/state/9/municipalities', '/countries'],
    ['/country/new', '/countries'],
    ['/blog/12', '/blog'],
    ['/organization/4/edit', '/organizations'],
  ])('keeps the entry of %s highlighted deep in its screens', async (path, entry) => {
    renderMenu(path);
    await screen.findByText('Logout');
    const active = screen
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('RaMenuItemLink-active'))
      .map((item) => item.getAttribute('href'));
    expect(active).toEqual([entry]);
  });

  it('is a navigation landmark whose entries are all Tab stops, the current one marked as the page', async () => {
    renderMenu('/blog/12');
    await screen.findByText('Logout');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const entries = within(navigation).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.tabIndex)).toEqual(entries.map(() => 0));
    const current = entries.filter((entry) => entry.getAttribute('aria-current') === 'page');
    expect(current.map((entry) => entry.textContent)).toEqual(['Blog posts']);
  });
});

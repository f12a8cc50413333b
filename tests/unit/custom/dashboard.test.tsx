import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RefreshIconButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { Dashboard } from '../../../src/custom/dashboard/Dashboard';
import { deferred, renderInAdmin } from './adminHarness';
import { fakeDataProvider } from './fakeDataProvider';

const counts = { id: 'counts', blogs: 12, organizations: 3456, events: 7, users: 89 };
const links = [
  { id: 1, name: 'Handbook', url: 'https://example.org/handbook' },
  { id: 2, name: 'Status page', url: 'https://status.example.org' },
];

function renderDashboard(companyLinks = links) {
  const fake = fakeDataProvider({ dashboard: [counts], 'company-links': companyLinks });
  renderInAdmin(<Dashboard />, { dataProvider: fake.dataProvider });
  return fake;
}

function companyLinksCard() {
  return screen.getByRole('region', { name: 'Company Links' });
}

describe('Dashboard', () => {
  it('shows the four counts under their labels', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const expected = [
      ['Blog posts', '12'],
      ['New Organizations', '3,456'],
      ['Events', '7'],
      ['Active users', '89'],
    ];
    for (const [label, value] of expected) {
      const card = screen.getByRole('region', { name: label });
      expect(within(card).getByText(label as string)).toBeTruthy();
      expect(within(card).getByText(value as string)).toBeTruthy();
    }
  });

  it('links each count card to the list of what it counts', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Dashboard' });
    const targets = {
      'Blog posts': '/blog',
      'New Organizations': `/organizations?filter=${encodeURIComponent('{"created_within_days":30}')}`,
      Events: '/events',
      'Active users': '/administrators',
    };
    for (const [label, path] of Object.entries(targets)) {
      const card = screen.getByRole('region', { name: label });
      expect(within(card).getByRole('link').getAttribute('href')).toBe(path);
    }
  });

  it('renders nothing until the counts have loaded', async () => {
    const fake = fakeDataProvider({ dashboard: [counts], 'company-links': links });
    const pending = deferred<{ data: typeof counts }>();
    fake.provider.getOne.mockImplementationOnce(() => pending.promise);
    renderInAdmin(<Dashboard />, { dataProvider: fake.dataProvider });

    await waitFor(() => expect(fake.provider.getOne).toHaveBeenCalled());
    expect(screen.queryByText('Dashboard')).toBeNull();
    expect(screen.queryByText('New company link')).toBeNull();

    pending.resolve({ data: counts });
    expect(await screen.findByText('New company link')).toBeTruthy();
  });

  it('offers a retry when the counts cannot be loaded', async () => {
    const fake = fakeDataProvider({ dashboard: [counts], 'company-links': links });
    fake.provider.getOne.mockRejectedValueOnce(new HttpError('Database unavailable', 503));
    renderInAdmin(<Dashboard />, { dataProvider: fake.dataProvider });

    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3,456')).toBeTruthy();
  });

  it('keeps the last counts when a reload answers an empty record', async () => {
    const fake = fakeDataProvider({ dashboard: [counts], 'company-links': links });
    renderInAdmin(
      <>
        <RefreshIconButton />
        <Dashboard />
      </>,
      { dataProvider: fake.dataProvider },
    );
    expect(await screen.findByText('3,456')).toBeTruthy();

    // What react-admin answers for a call refused because the session ended.
    fake.provider.getOne.mockResolvedValueOnce({ data: { id: 'counts' } as typeof counts });
    const calls = fake.provider.getOne.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fake.provider.getOne.mock.calls.length).toBeGreaterThan(calls));

    expect(screen.getByText('3,456')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('lists the company links, each opening in a new tab', async () => {
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'Handbook' });
    expect(link.getAttribute('href')).toBe('https://example.org/handbook');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(companyLinksCard()).getByText('Company Links')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Status page' })).toBeTruthy();
  });

  it('says No links available when there are none', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No links available')).toBeTruthy();
  });
});

describe('Add New Company Link modal', () => {
  async function openModal() {
    await userEvent.click(await screen.findByRole('button', { name: 'New company link' }));
    return screen.findByRole('dialog', { name: 'Add New Company Link' });
  }

  it('submits nothing while a field is empty', async () => {
    const fake = renderDashboard();
    const modal = await openModal();
    const add = within(modal).getByRole('button', { name: 'Add' });

    await userEvent.click(add);
    await userEvent.type(within(modal).getByLabelText('Name'), 'Wiki');
    await userEvent.click(add);
    await userEvent.clear(within(modal).getByLabelText('Name'));
    await userEvent.type(within(modal).getByLabelText('URL'), 'https://wiki.example.org');
    await userEvent.click(add);

    expect(fake.provider.create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Company Link' })).toBe(modal);
    expect(within(modal).queryByRole('alert')).toBeNull();
  });

  it('reads Adding... while saving, then reloads the list, clears the form and closes', async () => {
    const fake = renderDashboard();
    const modal = await openModal();
    await userEvent.type(within(modal).getByLabelText('Name'), 'Wiki');
    await userEvent.type(within(modal).getByLabelText('URL'), 'https://wiki.example.org');

    const finishSaving = fake.holdNextCreate();
    const listCalls = fake.provider.getList.mock.calls.length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));

    const adding = await within(modal).findByRole('button', { name: 'Adding...' });
    expect((adding as HTMLButtonElement).disabled).toBe(true);
    finishSaving();

    expect(await screen.findByRole('link', { name: 'Wiki' })).toBeTruthy();
    expect(fake.provider.create).toHaveBeenCalledWith(
      'company-links',
      expect.objectContaining({ data: { name: 'Wiki', url: 'https://wiki.example.org' } }),
    );
    expect(fake.provider.getList.mock.calls.length).toBeGreaterThan(listCalls);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const reopened = await openModal();
    expect((within(reopened).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((within(reopened).getByLabelText('URL') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal inside the modal and keeps the input', async () => {
    const fake = renderDashboard();
    fake.provider.create.mockRejectedValueOnce(
      new HttpError('The link is invalid', 400, { errors: { url: 'Must be a valid http(s) URL' } }),
    );
    const modal = await openModal();
    await userEvent.type(within(modal).getByLabelText('Name'), 'Bad');
    await userEvent.type(within(modal).getByLabelText('URL'), 'ftp://files.example.org');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));

    expect(await within(modal).findByText('The link is invalid')).toBeTruthy();
    expect(within(modal).getByText('Must be a valid http(s) URL')).toBeTruthy();
    expect((within(modal).getByLabelText('Name') as HTMLInputElement).value).toBe('Bad');
    expect((within(modal).getByLabelText('URL') as HTMLInputElement).value).toBe(
      'ftp://files.example.org',
    );
    expect(within(modal).getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });
});

describe('Company link delete confirmation', () => {
  it('asks Please confirm DELETE and does nothing on Cancel', async () => {
    const fake = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Handbook' }));

    const popup = await screen.findByRole('dialog', { name: 'Please confirm DELETE' });
    expect(within(popup).getByText('Are you sure to delete Handbook ?')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.provider.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Handbook' })).toBeTruthy();
  });

  it('deletes on Confirm and reloads the list', async () => {
    const fake = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Status page' }));
    const popup = await screen.findByRole('dialog', { name: 'Please confirm DELETE' });
    const listCalls = fake.provider.getList.mock.calls.length;
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Status page' })).toBeNull());
    expect(fake.provider.delete).toHaveBeenCalledWith(
      'company-links',
      expect.objectContaining({ id: 2 }),
    );
    expect(fake.provider.getList.mock.calls.length).toBeGreaterThan(listCalls);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Handbook' })).toBeTruthy();
  });
});

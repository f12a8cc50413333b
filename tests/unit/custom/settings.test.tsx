import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RefreshIconButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../../src/custom/settings/SettingsPage';
import { renderInAdmin } from './adminHarness';
import { fakeDataProvider } from './fakeDataProvider';

const labels = {
  ios_current_version: 'Current Version (iOS)',
  android_current_version: 'Current Version (Android)',
  ios_min_version: 'Min Version (iOS)',
  android_min_version: 'Min Version (Android)',
} as const;
type Versions = Record<keyof typeof labels, string>;

const stored = {
  id: 1,
  ios_current_version: '2.4.0',
  android_current_version: '2.4.1',
  ios_min_version: '2.0.0',
  android_min_version: '2.0.1',
  updated_at: '2026-01-01T00:00:00.000001Z',
};

function input(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The message shown under a field (its helper text), or null. */
function messageUnder(label: string): string | null {
  const field = input(label);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const helper = field.getAttribute('aria-describedby');
  return helper ? (document.getElementById(helper)?.textContent ?? null) : null;
}

function shownValues(): Versions {
  return {
    ios_current_version: input(labels.ios_current_version).value,
    android_current_version: input(labels.android_current_version).value,
    ios_min_version: input(labels.ios_min_version).value,
    android_min_version: input(labels.android_min_version).value,
  };
}

async function fillIn(values: Versions) {
  for (const [field, label] of Object.entries(labels)) {
    await userEvent.clear(input(label));
    await userEvent.type(input(label), values[field as keyof Versions]);
  }
}

function renderSettings(records: (typeof stored)[]) {
  const fake = fakeDataProvider({ 'manager-version': records });
  renderInAdmin(<SettingsPage />, { dataProvider: fake.dataProvider, path: '/settings' });
  return fake;
}

describe('Settings page', () => {
  it('shows the App Settings card with the stored versions', async () => {
    renderSettings([stored]);
    expect(await screen.findByText('App Settings')).toBeTruthy();
    await waitFor(() => expect(input(labels.ios_current_version).value).toBe('2.4.0'));
    expect(shownValues()).toEqual({
      ios_current_version: '2.4.0',
      android_current_version: '2.4.1',
      ios_min_version: '2.0.0',
      android_min_version: '2.0.1',
    });
  });

  it('creates the record on the first save, then updates it, reloading each time', async () => {
    const fake = renderSettings([]);
    await screen.findByLabelText(labels.ios_current_version);
    expect(Object.values(shownValues())).toEqual(['', '', '', '']);

    const first = { ...stored, ios_current_version: '3.0.0' };
    await fillIn(first);
    const finishSaving = fake.holdNextCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finishSaving();

    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    const { id: _id, updated_at: _u, ...firstValues } = first;
    expect(fake.provider.create).toHaveBeenCalledWith(
      'manager-version',
      expect.objectContaining({ data: firstValues }),
    );
    expect(fake.provider.update).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.provider.getList.mock.calls.length).toBeGreaterThan(1));

    const created = fake.tables['manager-version']?.[0];
    await userEvent.clear(input(labels.android_min_version));
    await userEvent.type(input(labels.android_min_version), '2.4.0');
    const listCallsBeforeUpdate = fake.provider.getList.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fake.provider.update).toHaveBeenCalledTimes(1));
    expect(fake.provider.update).toHaveBeenCalledWith(
      'manager-version',
      expect.objectContaining({
        id: created?.id,
        data: { ...firstValues, android_min_version: '2.4.0' },
        previousData: expect.objectContaining({ updated_at: created?.updated_at }),
      }),
    );
    expect(fake.provider.create).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(fake.provider.getList.mock.calls.length).toBeGreaterThan(listCallsBeforeUpdate),
    );
    expect(shownValues().android_min_version).toBe('2.4.0');
  });

  it('shows under each field what is wrong with its version, and saves nothing', async () => {
    const fake = renderSettings([stored]);
    await waitFor(() => expect(input(labels.ios_min_version).value).toBe('2.0.0'));
    await userEvent.clear(input(labels.ios_min_version));
    await userEvent.type(input(labels.ios_min_version), '2.10');
    await userEvent.clear(input(labels.android_current_version));
    await userEvent.type(input(labels.android_current_version), 'latest');
    await userEvent.clear(input(labels.android_min_version));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(messageUnder(labels.ios_min_version)).toBe(
        'Must not be above the current version (2.4.0)',
      ),
    );
    expect(messageUnder(labels.android_current_version)).toBe(
      'Must be a version number like 2.1.0: up to 4 numbers separated by dots',
    );
    expect(messageUnder(labels.android_min_version)).toBe('Required');
    expect(messageUnder(labels.ios_current_version)).toBeNull();
    expect(fake.provider.update).not.toHaveBeenCalled();
    expect(fake.provider.create).not.toHaveBeenCalled();
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();

    await userEvent.clear(input(labels.ios_min_version));
    await userEvent.type(input(labels.ios_min_version), '2.4');
    await userEvent.clear(input(labels.android_current_version));
    await userEvent.type(input(labels.android_current_version), '2.4.1');
    await userEvent.type(input(labels.android_min_version), '2.4.1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    expect(fake.provider.update).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field messages under the fields", async () => {
    const fake = renderSettings([stored]);
    await waitFor(() => expect(input(labels.ios_min_version).value).toBe('2.0.0'));
    fake.provider.update.mockRejectedValueOnce(
      new HttpError('Invalid fields: ios_min_version', 400, {
        message: 'Invalid fields: ios_min_version',
        errors: { ios_min_version: 'Must not be above the current version (1.0)' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(labels.ios_min_version)).toBe(
        'Must not be above the current version (1.0)',
      ),
    );
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
  });

  it('shows the failure message of a save, or Failed to save settings.', async () => {
    const fake = renderSettings([stored]);
    await waitFor(() => expect(input(labels.ios_min_version).value).toBe('2.0.0'));

    fake.provider.update.mockRejectedValueOnce(new HttpError('Must be at most 32 characters', 400));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 32 characters')).toBeTruthy();

    fake.provider.update.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save settings.')).toBeTruthy();
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
  });

  it('shows the load failure message, or Failed to load settings.', async () => {
    const fake = fakeDataProvider({});
    fake.provider.getList.mockRejectedValueOnce(new HttpError('Database unavailable', 503));
    renderInAdmin(<SettingsPage />, { dataProvider: fake.dataProvider });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();

    fake.provider.getList.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to load settings.')).toBeTruthy();
  });

  it('keeps the input on a conflict and offers to reload the latest values', async () => {
    const fake = renderSettings([stored]);
    await waitFor(() => expect(input(labels.ios_current_version).value).toBe('2.4.0'));
    await userEvent.clear(input(labels.ios_current_version));
    await userEvent.type(input(labels.ios_current_version), '9.9.9');

    // Someone else saves first.
    const theirs = { ...stored, ios_current_version: '5.0.0', updated_at: '2026-02-02T00:00:00Z' };
    fake.tables['manager-version'] = [theirs];
    fake.provider.update.mockRejectedValueOnce(
      new HttpError('This record was changed by someone else. Reload it and try again.', 409),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('This record was changed by someone else. Reload it and try again.'),
    ).toBeTruthy();
    expect(input(labels.ios_current_version).value).toBe('9.9.9');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input(labels.ios_current_version).value).toBe('5.0.0'));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('keeps typed input and its base record when the data reloads empty behind it', async () => {
    const fake = fakeDataProvider({ 'manager-version': [stored] });
    renderInAdmin(
      <>
        <RefreshIconButton />
        <SettingsPage />
      </>,
      { dataProvider: fake.dataProvider },
    );
    await waitFor(() => expect(input(labels.ios_current_version).value).toBe('2.4.0'));
    await userEvent.clear(input(labels.ios_current_version));
    await userEvent.type(input(labels.ios_current_version), '9.9.9');

    // What react-admin answers for a call refused because the session ended.
    fake.provider.getList.mockResolvedValueOnce({ data: [], total: 0 });
    const calls = fake.provider.getList.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fake.provider.getList.mock.calls.length).toBeGreaterThan(calls));

    expect(input(labels.ios_current_version).value).toBe('9.9.9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.provider.update).toHaveBeenCalledTimes(1));
    expect(fake.provider.create).not.toHaveBeenCalled();
    expect(fake.provider.update).toHaveBeenCalledWith(
      'manager-version',
      expect.objectContaining({
        previousData: expect.objectContaining({ updated_at: stored.updated_at }),
      }),
    );
  });
});

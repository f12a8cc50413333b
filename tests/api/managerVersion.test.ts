import { describe, expect, it } from 'vitest';
import { bearer, jsonRequest, readJson, signedInServerForTests } from './support/server';

type Settings = {
  id: number;
  ios_current_version: string;
  android_current_version: string;
  ios_min_version: string;
  android_min_version: string;
  updated_at: string;
};

const signedIn = signedInServerForTests();

const versions = {
  ios_current_version: '2.1.0',
  android_current_version: '2.1.1',
  ios_min_version: '1.9.0',
  android_min_version: '1.9.1',
};

const current = async () => {
  const response = await signedIn.server.request('/api/admin/manager-version', {
    headers: bearer(signedIn.token),
  });
  expect(response.status).toBe(200);
  return (await readJson<{ data: { manager_version: Settings | null } }>(response)).data
    .manager_version;
};

describe('app settings (manager version)', () => {
  it('answers null before any settings exist', async () => {
    expect(await current()).toBeNull();
  });

  it('creates the settings once; a second create is a 409', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(versions)) form.set(key, value);
    const created = await signedIn.server.request('/api/admin/manager-version', {
      method: 'POST',
      headers: bearer(signedIn.token),
      body: form,
    });
    expect(created.status).toBe(201);
    const { data } = await readJson<{ data: { manager_version: Settings } }>(created);
    expect(data.manager_version).toMatchObject({
      id: expect.any(Number),
      ...versions,
      updated_at: expect.any(String),
    });
    expect(await current()).toEqual(data.manager_version);

    const second = await signedIn.server.request(
      '/api/admin/manager-version',
      jsonRequest('POST', versions, signedIn.token),
    );
    expect(second.status).toBe(409);
    expect(await readJson(second)).toEqual({
      message: 'App settings already exist; reload to update them.',
    });
  });

  it('updates with the current updated_at, then refuses the stale one with 409 and keeps the newer values', async () => {
    const before = (await current()) as Settings;
    const update = await signedIn.server.request(
      `/api/admin/manager-version/${before.id}`,
      jsonRequest(
        'PATCH',
        { ...versions, ios_current_version: '3.0.0', updated_at: before.updated_at },
        signedIn.token,
      ),
    );
    expect(update.status).toBe(200);
    const updated = (await readJson<{ data: { manager_version: Settings } }>(update)).data
      .manager_version;
    expect(updated.ios_current_version).toBe('3.0.0');
    expect(updated.updated_at).not.toBe(before.updated_at);

    const stale = await signedIn.server.request(
      `/api/admin/manager-version/${before.id}`,
      jsonRequest(
        'PATCH',
        { ...versions, ios_current_version: '3.0.1', updated_at: before.updated_at },
        signedIn.token,
      ),
    );
    expect(stale.status).toBe(409);
    expect(await readJson(stale)).toEqual({
      message: 'This record was changed by someone else. Reload it to see the latest version.',
    });
    expect((await current())?.ios_current_version).toBe('3.0.0');
  });

  it('updates without updated_at (last write wins) and records updated_by', async () => {
    const before = (await current()) as Settings;
    const response = await signedIn.server.request(
      `/api/admin/manager-version/${before.id}`,
      jsonRequest('PATCH', { ...versions, android_min_version: '2.0.0' }, signedIn.token),
    );
    expect(response.status).toBe(200);
    const [row] = await signedIn.server.db.query<{ updated_by: number | null }>(
      'SELECT updated_by FROM manager_versions WHERE id = $1',
      [before.id],
    );
    expect(row?.updated_by).toEqual(expect.any(Number));
  });

  it('changes only the versions sent, checking the minimum against the stored current one', async () => {
    const before = (await current()) as Settings;
    const patch = (body: Record<string, string>) =>
      signedIn.server.request(
        `/api/admin/manager-version/${before.id}`,
        jsonRequest('PATCH', body, signedIn.token),
      );
    const edited = await patch({ ios_min_version: '2.0.5' });
    expect(edited.status).toBe(200);
    const { updated_at: _before, ...kept } = before;
    const { updated_at: _after, ...stored } = (await current()) as Settings;
    expect(stored).toEqual({ ...kept, ios_min_version: '2.0.5' });

    const aboveStored = await patch({ ios_min_version: '9.0' });
    expect(aboveStored.status).toBe(400);
    expect(Object.keys((await readJson<{ errors: object }>(aboveStored)).errors)).toEqual([
      'ios_min_version',
    ]);
    expect((await current())?.ios_min_version).toBe('2.0.5');
  });

  it('answers 400 for an updated_at that is not a timestamp, and 404 for an unknown id', async () => {
    const before = (await current()) as Settings;
    const garbage = await signedIn.server.request(
      `/api/admin/manager-version/${before.id}`,
      jsonRequest('PATCH', { ...versions, updated_at: 'yesterday-ish' }, signedIn.token),
    );
    expect(garbage.status).toBe(400);
    expect((await readJson(garbage)).errors).toHaveProperty('updated_at');

    const missing = await signedIn.server.request(
      '/api/admin/manager-version/999999',
      jsonRequest('PATCH', versions, signedIn.token),
    );
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ message: 'App settings not found.' });
  });

  it('answers 404 when PATCHing a deleted record, even with its last updated_at', async () => {
    const before = (await current()) as Settings;
    await signedIn.server.db.query('UPDATE manager_versions SET deleted_at = now() WHERE id = $1', [
      before.id,
    ]);
    const response = await signedIn.server.request(
      `/api/admin/manager-version/${before.id}`,
      jsonRequest('PATCH', { ...versions, updated_at: before.updated_at }, signedIn.token),
    );
    expect(response.status).toBe(404);
    expect(await current()).toBeNull();
  });

  const refusal = async (body: Record<string, string>) => {
    const before = await current();
    const response = await signedIn.server.request(
      '/api/admin/manager-version',
      jsonRequest('POST', body, signedIn.token),
    );
    expect(response.status).toBe(400);
    expect(await current()).toEqual(before);
    return (await readJson<{ errors: Record<string, string> }>(response)).errors;
  };

  it('requires every version', async () => {
    expect(
      await refusal({ ...versions, ios_current_version: '  ', android_min_version: '' }),
    ).toEqual({ ios_current_version: 'Required', android_min_version: 'Required' });
  });

  it.each(['latest', 'v2.1', '2.1.0-beta', '2.1.0+7', '2..1', '2.1.', '.2', '1.2.3.4.5', '2,1'])(
    'refuses %s as a version, saying what a version is',
    async (nonsense) => {
      expect(await refusal({ ...versions, android_current_version: nonsense })).toEqual({
        android_current_version:
          'Must be a version number like 2.1.0: up to 4 numbers separated by dots',
      });
    },
  );

  it('refuses a minimum version above the current one, per platform, compared number by number', async () => {
    expect(
      await refusal({
        ios_current_version: '2.9',
        ios_min_version: '2.10',
        android_current_version: '3.0.0',
        android_min_version: '3.0.0.1',
      }),
    ).toEqual({
      ios_min_version: 'Must not be above the current version (2.9)',
      android_min_version: 'Must not be above the current version (3.0.0)',
    });
  });

  it('takes versions of 1 to 4 numbers, and a minimum equal to or below the current one', async () => {
    const accepted = {
      ios_current_version: '2.10',
      ios_min_version: '2.9.12',
      android_current_version: '3',
      android_min_version: '3.0.0.0',
    };
    // No live record since the delete above: this creates one.
    const response = await signedIn.server.request(
      '/api/admin/manager-version',
      jsonRequest('POST', accepted, signedIn.token),
    );
    expect(response.status).toBe(201);
    expect(await current()).toMatchObject(accepted);
  });

  it('rejects a version longer than 32 characters, naming the field', async () => {
    const response = await signedIn.server.request(
      '/api/admin/manager-version',
      jsonRequest('POST', { ...versions, ios_min_version: '9'.repeat(33) }, signedIn.token),
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('Invalid fields: ios_min_version');
  });
});

import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { type SessionUser, sessionStore } from '../../../src/authProvider/session';
import { route } from '../support/server';

const expiresAt = () => new Date(Date.now() + 3_600_000).toISOString();
const ada = { email: 'ada@example.org', name: 'Ada', picture: null };

/** Signs in (a fresh token each time, so the user is fetched again) as the server's `user`. */
function signedInAs(user: Partial<SessionUser>, stored: SessionUser = ada) {
  const requests = route('get', '/admin/auth/me', { data: { user: { ...ada, id: 7, ...user } } });
  sessionStore.set({ token: crypto.randomUUID(), user: stored, expiresAt: expiresAt() });
  return requests;
}

const may = (action: string, resource: string, record?: Record<string, unknown>) =>
  authProvider.canAccess?.({ action, resource, record });

describe('canAccess, from the declarations', () => {
  it('lets a viewer read every list and record but change nothing, and keeps people from them', async () => {
    signedInAs({ role: 'viewer', state_ids: [], city_ids: [] });
    for (const resource of ['organizations', 'events', 'blog', 'countries', 'trash', 'history']) {
      await expect(may('list', resource)).resolves.toBe(true);
    }
    await expect(may('show', 'organizations', { id: 1, state_id: 3 })).resolves.toBe(true);
    await expect(may('export', 'organization-events')).resolves.toBe(true);
    for (const action of ['create', 'edit', 'delete', 'publish', 'bulk']) {
      await expect(may(action, 'organizations')).resolves.toBe(false);
      await expect(may(action, 'categories')).resolves.toBe(false);
    }
    await expect(may('edit', 'trash', { id: 4, resource: 'organizations' })).resolves.toBe(false);
    await expect(may('list', 'administrators')).resolves.toBe(false);
    await expect(may('show', 'app-settings')).resolves.toBe(false);
  });

  it('lets an editor without a limit change content but not people, settings or company links', async () => {
    signedInAs({ role: 'editor', state_ids: [], city_ids: [] });
    await expect(may('create', 'organizations')).resolves.toBe(true);
    await expect(may('edit', 'blog', { id: 1 })).resolves.toBe(true);
    await expect(may('delete', 'states', { id: 1 })).resolves.toBe(true);
    await expect(may('create', 'organization-events')).resolves.toBe(true);
    await expect(may('list', 'administrators')).resolves.toBe(false);
    await expect(may('edit', 'app-settings')).resolves.toBe(false);
    await expect(may('create', 'company-links')).resolves.toBe(false);
    await expect(may('list', 'company-links')).resolves.toBe(true);
  });

  it('lets a limited editor change organizations placed in their region only, and no catalogue', async () => {
    signedInAs({ role: 'editor', state_ids: [3], city_ids: [40] });
    await expect(may('edit', 'organizations', { id: 1, state_id: 3, city_id: 30 })).resolves.toBe(
      true,
    );
    await expect(may('edit', 'organizations', { id: 2, state_id: 5, city_id: 40 })).resolves.toBe(
      true,
    );
    await expect(may('edit', 'organizations', { id: 3, state_id: 5, city_id: 50 })).resolves.toBe(
      false,
    );
    await expect(
      may('delete', 'municipality-organizations', { id: 3, state_id: 5, city_id: 50 }),
    ).resolves.toBe(false);
    // One they created before it had a place, and the records under an organization, are the server's to judge.
    await expect(
      may('edit', 'organizations', { id: 4, state_id: null, city_id: null }),
    ).resolves.toBe(true);
    await expect(may('edit', 'locations', { id: 5, state_id: 5 })).resolves.toBe(true);
    await expect(may('create', 'organizations')).resolves.toBe(true);
    await expect(may('show', 'organizations', { id: 3, state_id: 5 })).resolves.toBe(true);
    for (const resource of ['blog', 'slides', 'sponsors', 'categories', 'participation-roles']) {
      await expect(may('create', resource)).resolves.toBe(false);
      await expect(may('list', resource)).resolves.toBe(true);
    }
    await expect(may('edit', 'states', { id: 3 })).resolves.toBe(false);
  });

  it('lets an administrator do everything', async () => {
    signedInAs({ role: 'administrator', state_ids: [], city_ids: [] });
    await expect(may('list', 'administrators')).resolves.toBe(true);
    await expect(may('edit', 'app-settings')).resolves.toBe(true);
    await expect(may('delete', 'company-links', { id: 1 })).resolves.toBe(true);
    await expect(may('edit', 'organizations', { id: 3, state_id: 5 })).resolves.toBe(true);
  });
});

describe('the signed-in user', () => {
  it('is refreshed from the server once, so a session stored before roles learns its role', async () => {
    const requests = signedInAs({ role: 'viewer', state_ids: [], city_ids: [] });
    await expect(may('edit', 'organizations')).resolves.toBe(false);
    await expect(may('list', 'organizations')).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(sessionStore.get()?.user).toMatchObject({ role: 'viewer', id: 7 });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      fullName: 'Ada',
      role: 'viewer',
    });
  });

  it('takes a change of role made since sign-in', async () => {
    signedInAs({ role: 'viewer', state_ids: [], city_ids: [] }, { ...ada, role: 'administrator' });
    await expect(may('list', 'administrators')).resolves.toBe(false);
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ role: 'viewer' });
  });

  it('keeps the stored role when the server cannot say, and allows nothing without one', async () => {
    route('get', '/admin/auth/me', { message: 'Down' }, 503);
    sessionStore.set({
      token: crypto.randomUUID(),
      user: { ...ada, role: 'editor', state_ids: [], city_ids: [] },
      expiresAt: expiresAt(),
    });
    await expect(may('edit', 'organizations')).resolves.toBe(true);
    sessionStore.set({ token: crypto.randomUUID(), user: ada, expiresAt: expiresAt() });
    await expect(may('list', 'organizations')).resolves.toBe(false);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'ada@example.org',
      fullName: 'Ada',
      avatar: undefined,
    });
  });
});

describe('checkError', () => {
  it('keeps the session on a refusal by role, which fails as itself', async () => {
    signedInAs({ role: 'viewer', state_ids: [], city_ids: [] });
    const refusal = {
      status: 403,
      body: { code: 'role_viewer', message: 'Your role, viewer, lets you read...' },
    };
    await expect(authProvider.checkError(refusal)).resolves.toBeUndefined();
    expect(sessionStore.get()).not.toBeNull();
    await authProvider
      .checkError({ status: 403, body: { code: 'not_administrator' } })
      .catch(() => undefined);
    expect(sessionStore.get()).toBeNull();
  });
});

import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, route, server } from '../support/server';

// loadAuthConfig caches per page load: each test loads the module afresh.
async function freshLoadAuthConfig() {
  return (await import('../../../src/authProvider/authConfig')).loadAuthConfig;
}

beforeEach(() => {
  vi.resetModules();
});

describe('loadAuthConfig', () => {
  it('reads which sign-in the server offers, once', async () => {
    const requests = route('get', '/admin/auth/config', {
      data: { google_client_id: null, local_sign_in: true, maps_api_key: 'maps-key' },
    });
    const loadAuthConfig = await freshLoadAuthConfig();
    const expected = { googleClientId: null, localSignIn: true, mapsApiKey: 'maps-key' };
    await expect(loadAuthConfig()).resolves.toEqual(expected);
    await expect(loadAuthConfig()).resolves.toEqual(expected);
    expect(requests).toHaveLength(1);
  });

  it('reads a Google client id without local sign-in', async () => {
    route('get', '/admin/auth/config', {
      data: {
        google_client_id: 'client.apps.googleusercontent.com',
        local_sign_in: false,
        maps_api_key: null,
      },
    });
    const loadAuthConfig = await freshLoadAuthConfig();
    await expect(loadAuthConfig()).resolves.toEqual({
      googleClientId: 'client.apps.googleusercontent.com',
      localSignIn: false,
      mapsApiKey: null,
    });
  });

  it('says when the server cannot be reached, and asks again next time', async () => {
    server.use(http.get(api('/admin/auth/config'), () => HttpResponse.error()));
    const loadAuthConfig = await freshLoadAuthConfig();
    await expect(loadAuthConfig()).rejects.toThrow(
      'Cannot reach the server. Check your connection and try again.',
    );
    route('get', '/admin/auth/config', {
      data: { google_client_id: null, local_sign_in: true, maps_api_key: null },
    });
    await expect(loadAuthConfig()).resolves.toMatchObject({ localSignIn: true });
  });
});

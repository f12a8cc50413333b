import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { route } from '../support/server';

const localMode = { data: { google_client_id: null, local_sign_in: true, maps_api_key: null } };

/** A fresh login screen: the sign-in configuration is fetched once per page load. */
async function loadLoginScreen() {
  vi.resetModules();
  const [{ LoginScreen }, { sessionStore }] = await Promise.all([
    import('../../../src/custom/login/LoginScreen'),
    import('../../../src/authProvider/session'),
  ]);
  return { LoginScreen, sessionStore };
}

describe('local sign-in by e-mail', () => {
  it('signs in as the person the e-mail names, with their role', async () => {
    route('get', '/admin/auth/config', localMode);
    const asked = route('post', '/admin/auth/local', { data: { credential: 'viewer-token' } });
    const exchanged = route('post', '/admin/auth/google', {
      data: {
        token: 'session-token',
        user: { id: 4, email: 'vera@example.org', name: null, picture: null, role: 'viewer' },
      },
    });
    const { LoginScreen, sessionStore } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'E-mail' }),
      'vera@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(sessionStore.get()?.user.role).toBe('viewer'));
    await expect(asked[0]?.json()).resolves.toEqual({ email: 'vera@example.org' });
    await expect(exchanged[0]?.json()).resolves.toEqual({ token: 'viewer-token' });
  });

  it('says who may not sign in and keeps the typed e-mail', async () => {
    route('get', '/admin/auth/config', localMode);
    route(
      'post',
      '/admin/auth/local',
      {
        message: 'No one may sign in as nobody@example.org: add them in User management first.',
        code: 'local_sign_in_unknown',
        params: { email: 'nobody@example.org' },
      },
      403,
    );
    const { LoginScreen, sessionStore } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(field, 'nobody@example.org');
    await userEvent.keyboard('{Enter}');

    expect(
      await screen.findByText(
        'No one may sign in as nobody@example.org: add them in User management first.',
      ),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('nobody@example.org');
    expect(sessionStore.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in as local admin' })).toBeTruthy();
  });
});

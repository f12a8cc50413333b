import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, route, server } from '../support/server';

const localMode = { data: { google_client_id: null, local_sign_in: true, maps_api_key: null } };
const googleMode = {
  data: {
    google_client_id: 'client-1.apps.googleusercontent.com',
    local_sign_in: false,
    maps_api_key: null,
  },
};
const signedIn = {
  data: {
    token: 'session-token',
    user: { email: 'admin@localhost', name: 'Local Admin', picture: null },
  },
};

/**
 * A fresh copy of the login screen and its modules for each test: the sign-in configuration
 * is fetched once per page load, and each test is a new page load.
 */
async function loadLoginScreen() {
  vi.resetModules();
  const [{ LoginScreen }, { sessionStore }] = await Promise.all([
    import('../../../src/custom/login/LoginScreen'),
    import('../../../src/authProvider/session'),
  ]);
  return { LoginScreen, sessionStore };
}

function googleScripts() {
  return document.querySelectorAll('script[src*="accounts.google.com"]');
}

beforeEach(() => {
  for (const script of googleScripts()) script.remove();
});

describe('Login screen', () => {
  it('in local mode shows the brand, logo, copyright and Sign in as local admin, and no Google button', async () => {
    route('get', '/admin/auth/config', localMode);
    const { LoginScreen } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    expect(await screen.findByRole('button', { name: 'Sign in as local admin' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Community Directory ADMIN');
    expect(screen.getByRole('img', { name: 'Community Directory logo' }).getAttribute('src')).toBe(
      '/logo.svg',
    );
    expect(screen.getByText('© 2023 Community Directory')).toBeTruthy();
    expect(googleScripts()).toHaveLength(0);
  });

  it('with a Google client id loads Google sign-in in Portuguese (Brazil) and offers no local button', async () => {
    route('get', '/admin/auth/config', googleMode);
    const { LoginScreen } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(googleScripts()[0]?.getAttribute('src')).toBe(
      'https://accounts.google.com/gsi/client?hl=pt-BR',
    );
    expect(screen.queryByRole('button', { name: 'Sign in as local admin' })).toBeNull();
  });

  it('signs in as local admin, with the button disabled meanwhile', async () => {
    route('get', '/admin/auth/config', localMode);
    route('post', '/admin/auth/local', { data: { credential: 'local-id-token' } });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const exchanged: unknown[] = [];
    server.use(
      http.post(api('/admin/auth/google'), async ({ request }) => {
        exchanged.push(await request.json());
        await answered;
        return HttpResponse.json(signedIn);
      }),
    );
    const { LoginScreen, sessionStore } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    const button = await screen.findByRole('button', { name: 'Sign in as local admin' });
    await userEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    answer();

    await waitFor(() => expect(sessionStore.get()?.token).toBe('session-token'));
    expect(exchanged).toEqual([{ token: 'local-id-token' }]);
  });

  it('shows the server message when sign-in is refused, and lets the user try again', async () => {
    route('get', '/admin/auth/config', localMode);
    route('post', '/admin/auth/local', { data: { credential: 'local-id-token' } });
    route(
      'post',
      '/admin/auth/google',
      { message: 'admin@localhost is not an administrator.' },
      403,
    );
    const { LoginScreen, sessionStore } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    const button = await screen.findByRole('button', { name: 'Sign in as local admin' });
    await userEvent.click(button);

    expect(await screen.findByText('admin@localhost is not an administrator.')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(sessionStore.get()).toBeNull();
  });

  it('says why the previous session ended', async () => {
    route('get', '/admin/auth/config', localMode);
    const { LoginScreen } = await loadLoginScreen();
    const { unmount } = render(<LoginScreen reason="expired" />);
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    unmount();

    render(<LoginScreen reason="forbidden" />);
    expect(await screen.findByText(/does not have administrator access/)).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    server.use(http.get(api('/admin/auth/config'), () => HttpResponse.error()));
    const { LoginScreen } = await loadLoginScreen();
    render(<LoginScreen reason={null} />);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('button', { name: 'Sign in as local admin' })).toBeNull();

    route('get', '/admin/auth/config', localMode);
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Sign in as local admin' })).toBeTruthy();
  });

  it('in French (chosen in the user menu) speaks French, and so does the Google button', async () => {
    localStorage.setItem('console.locale', 'fr');
    route('get', '/admin/auth/config', { data: { ...googleMode.data, local_sign_in: true } });
    const { LoginScreen } = await loadLoginScreen();
    render(<LoginScreen reason="expired" />);

    // Read before Google's script settles: here it always fails to load, and that newer problem
    // then takes the alert's place, sooner or later depending on the machine's load.
    expect(screen.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Se connecter comme administrateur local' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo de Community Directory' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(googleScripts()[0]?.getAttribute('src')).toBe(
      'https://accounts.google.com/gsi/client?hl=fr',
    );
  });
});

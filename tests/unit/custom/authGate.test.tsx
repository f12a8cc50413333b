import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/authProvider/session';
import { AuthGate } from '../../../src/custom/auth/AuthGate';
import { route } from '../support/server';

// The real console needs a server; a page with one unsaved input stands in for it.
vi.mock('../../../src/App', () => ({
  default: () => <input aria-label="Draft" />,
}));

const session = {
  token: 'session-token',
  user: { email: 'admin@localhost', name: 'Local Admin', picture: null },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

const signInButton = () => screen.findByRole('button', { name: 'Sign in as local admin' });

beforeEach(() => {
  route('get', '/admin/auth/config', {
    data: { google_client_id: null, local_sign_in: true, maps_api_key: null },
  });
  window.history.replaceState(null, '', '/');
});

describe('Auth gate', () => {
  it('shows only the login screen without a session, keeping the URL asked for', async () => {
    window.history.replaceState(null, '', '/settings');
    render(<AuthGate />);
    expect(await signInButton()).toBeTruthy();
    expect(screen.queryByLabelText('Draft')).toBeNull();
    expect(window.location.pathname).toBe('/settings');

    act(() => sessionStore.set(session));
    expect(await screen.findByLabelText('Draft')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in as local admin' })).toBeNull();
    expect(window.location.pathname).toBe('/settings');
  });

  it('keeps the console and its input under the login overlay when the session expires', async () => {
    sessionStore.set(session);
    render(<AuthGate />);
    const draft = (await screen.findByLabelText('Draft')) as HTMLInputElement;
    await userEvent.type(draft, 'half-written');

    act(() => sessionStore.clear('expired'));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    expect(await signInButton()).toBeTruthy();
    // Still there, though hidden from view and from assistive technology.
    expect(draft.isConnected).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Draft' })).toBeNull();
    expect(draft.closest('[inert]')).not.toBeNull();

    act(() => sessionStore.set(session));
    await waitFor(() => expect(screen.queryByText(/session has expired/)).toBeNull());
    const resumed = screen.getByRole('textbox', { name: 'Draft' }) as HTMLInputElement;
    expect(resumed).toBe(draft);
    expect(resumed.value).toBe('half-written');
    expect(draft.closest('[inert]')).toBeNull();
  });

  it('unmounts the console after an explicit logout and starts again from the dashboard', async () => {
    window.history.replaceState(null, '', '/settings');
    sessionStore.set(session);
    render(<AuthGate />);
    const draft = await screen.findByLabelText('Draft');

    act(() => sessionStore.clear('signed-out'));
    expect(await signInButton()).toBeTruthy();
    expect(draft.isConnected).toBe(false);
    expect(window.location.pathname).toBe('/');
  });
});

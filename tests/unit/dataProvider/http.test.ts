import { HttpResponse, http } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/authProvider/session';
import { apiUrl } from '../../../src/config';
import { apiFetch } from '../../../src/dataProvider/http';
import { api, queryOf, rejectionOf, route, server } from '../support/server';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('apiUrl', () => {
  it('defaults to /api', () => {
    expect(apiUrl()).toBe('/api');
  });

  it('reads the runtime configuration, without a trailing slash', () => {
    window.__APP_CONFIG__ = { apiUrl: 'https://api.example.org/v1/' };
    expect(apiUrl()).toBe('https://api.example.org/v1');
  });
});

describe('apiFetch', () => {
  it('calls the path under the API base with the session token and answers the JSON', async () => {
    sessionStore.set({
      token: 'tok-1',
      user: { email: 'a@b.c', name: null, picture: null },
      expiresAt: inAnHour(),
    });
    const requests = route('get', '/admin/things', { data: { things: [] } });
    await expect(apiFetch('/admin/things')).resolves.toEqual({ data: { things: [] } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no token when there is no session, or when asked not to', async () => {
    const requests = route('post', '/admin/auth/google', { data: {} });
    await apiFetch('/admin/auth/google', { method: 'POST' });
    sessionStore.set({
      token: 'tok-1',
      user: { email: 'a@b.c', name: null, picture: null },
      expiresAt: inAnHour(),
    });
    await apiFetch('/admin/auth/google', { method: 'POST', auth: false });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('leaves empty query values out and encodes the others', async () => {
    const requests = route('get', '/admin/cities', { data: {} });
    await apiFetch('/admin/cities', {
      query: { city_start: '#', city: '', state: null, page_num: 2, x: undefined },
    });
    expect(requests[0]?.url).toContain('city_start=%23');
    expect(queryOf(requests[0] as Request)).toEqual({ city_start: '#', page_num: '2' });
  });

  it('sends JSON bodies as application/json', async () => {
    const requests = route('post', '/admin/things', { data: {} });
    await apiFetch('/admin/things', { method: 'POST', json: { name: 'Ada' } });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0]?.json()).resolves.toEqual({ name: 'Ada' });
  });

  it('answers null for an empty body', async () => {
    server.use(http.delete(api('/admin/things/1'), () => new HttpResponse(null, { status: 204 })));
    await expect(apiFetch('/admin/things/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it("turns an error answer into an HttpError with the server's message, status and field errors", async () => {
    route('post', '/admin/things', { message: 'Invalid input', errors: { name: 'Required' } }, 400);
    const error = await failureOf(apiFetch('/admin/things', { method: 'POST', json: {} }));
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ message: 'Invalid input', errors: { name: 'Required' } });
  });

  it("ends a server fault's message with its request reference, for the user's report", async () => {
    const fault = { message: 'Something went wrong on the server. Try again later.' };
    route('get', '/admin/things', { ...fault, request_id: 'b7e0c1d2' }, 500);
    const error = await failureOf(apiFetch('/admin/things'));
    expect(error.message).toBe(
      'Something went wrong on the server. Try again later. (Reference: b7e0c1d2)',
    );
    route('post', '/admin/things', { message: 'Invalid input', request_id: 'c3' }, 400);
    const refusal = await failureOf(apiFetch('/admin/things', { method: 'POST', json: {} }));
    expect(refusal.message).toBe('Invalid input');
  });

  it('names the status when the error answer carries no message', async () => {
    server.use(
      http.get(
        api('/admin/things'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const error = await failureOf(apiFetch('/admin/things'));
    expect(error.message).toBe('The server answered with an error (502).');
    expect(error.status).toBe(502);
  });

  it('reports an unreachable server as status 0 with a connection message', async () => {
    server.use(http.get(api('/admin/things'), () => HttpResponse.error()));
    const error = await failureOf(apiFetch('/admin/things'));
    expect(error.message).toBe('Cannot reach the server. Check your connection and try again.');
    expect(error.status).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { staleAnswer, tooLongNameNoUrlAnswer } from '../support/errorAnswers';
import { bearer, jsonRequest, readJson, signedInServerForTests } from './support/server';

const signedIn = signedInServerForTests();

/** The raw JSON of an answer: readJson leaves the codes out once it has checked them. */
const rawJson = (response: Response) => response.json() as Promise<Record<string, unknown>>;

const send = (method: string, path: string, body: unknown) =>
  signedIn.server.request(path, jsonRequest(method, body, signedIn.token));

describe('error answers name their messages by code', () => {
  it('gives a stale update its code beside the English message', async () => {
    const created = await send('POST', '/api/admin/country', {
      country: 'Codeland',
      country_code: 'CD',
      is_published: true,
    });
    const { data } = await readJson<{ data: { country: { id: number; updated_at: string } } }>(
      created,
    );
    const update = { country: 'Codeland', country_code: 'CD', is_published: true };
    const path = `/api/admin/country/${data.country.id}`;
    const first = await send('PATCH', path, { ...update, updated_at: data.country.updated_at });
    expect(first.status).toBe(200);
    const stale = await send('PATCH', path, { ...update, updated_at: data.country.updated_at });
    expect(stale.status).toBe(409);
    expect(await rawJson(stale)).toEqual(staleAnswer(stale.headers.get('x-request-id')));
  });

  it('gives each field error its code and params in error_codes', async () => {
    const refused = await send('POST', '/api/admin/company-links', {
      name: 'x'.repeat(121),
    });
    expect(refused.status).toBe(400);
    expect(await rawJson(refused)).toEqual(
      tooLongNameNoUrlAnswer(120, refused.headers.get('x-request-id')),
    );
  });

  it('names a missing record and a sign-in refusal by code too', async () => {
    const missing = await signedIn.server.request('/api/admin/country/999999', {
      headers: bearer(signedIn.token),
    });
    expect(missing.status).toBe(404);
    expect(await rawJson(missing)).toMatchObject({
      message: 'Country not found.',
      code: 'not_found',
      params: { what: 'Country' },
    });
    const anonymous = await signedIn.server.request('/api/admin/country/1');
    expect(anonymous.status).toBe(401);
    expect(await rawJson(anonymous)).toMatchObject({ code: 'no_session_token', params: {} });
  });

  it('names an unknown endpoint with its method and path', async () => {
    const unknown = await signedIn.server.request('/api/admin/nowhere', {
      headers: bearer(signedIn.token),
    });
    expect(await rawJson(unknown)).toMatchObject({
      code: 'no_endpoint',
      params: { method: 'GET', path: '/api/admin/nowhere' },
    });
  });
});

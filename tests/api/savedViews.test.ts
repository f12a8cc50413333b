import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleModeServer } from './support/identity';
import { bearer, jsonRequest, readJson, type TestServer } from './support/server';

/* Saved views of the lists: a person's own, or shared with everyone; changed by their owner alone. */

const VIEWS = '/api/admin/saved-views';

interface View {
  id: number;
  name: string;
  list: string;
  params: Record<string, unknown>;
  shared: boolean;
  owner_id: number;
  owner_email: string;
  mine: boolean;
  updated_at: string;
}

let server: TestServer;
let mint: Awaited<ReturnType<typeof startGoogleModeServer>>['mint'];
/** Session tokens: Ada and Grace are administrators, Vera a viewer (support staff). */
const tokens: Record<'ada' | 'grace' | 'vera', string> = { ada: '', grace: '', vera: '' };

async function signIn(email: string): Promise<string> {
  const response = await server.request(
    '/api/admin/auth/google',
    jsonRequest('POST', { token: await mint({ email }) }),
  );
  expect(response.status).toBe(200);
  return (await readJson<{ data: { token: string } }>(response)).data.token;
}

beforeAll(async () => {
  ({ server, mint } = await startGoogleModeServer('ada@example.org'));
  tokens.ada = await signIn('ada@example.org');
  for (const email of ['grace@example.org', 'vera@example.org']) {
    const added = await server.request(
      '/api/admin/administrators',
      jsonRequest('POST', { email }, tokens.ada),
    );
    expect(added.status).toBe(201);
  }
  // Vera answers the public's questions: she reads, and saves views.
  await server.db.query("UPDATE administrators SET role = 'viewer' WHERE email = $1", [
    'vera@example.org',
  ]);
  tokens.grace = await signIn('grace@example.org');
  tokens.vera = await signIn('vera@example.org');
});
afterAll(() => server?.close());

type Person = keyof typeof tokens;

const call = async <T = Record<string, unknown>>(
  person: Person,
  method: string,
  path: string,
  body?: unknown,
) => {
  const response = await server.request(
    path,
    body === undefined
      ? { method, headers: bearer(tokens[person]) }
      : jsonRequest(method, body, tokens[person]),
  );
  return { status: response.status, body: await readJson<T>(response) };
};

const viewsOf = async (person: Person, list: string) => {
  const answer = await call<{ data: { saved_views: View[] } }>(
    person,
    'GET',
    `${VIEWS}?list=${encodeURIComponent(list)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.saved_views;
};

const save = async (person: Person, view: Record<string, unknown>) => {
  const answer = await call<{ data: { saved_view: View } }>(person, 'POST', VIEWS, view);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.saved_view;
};

const ORGANIZATIONS = 'organizations';
const TORONTO = { filter: { q: 'toronto', status: 'Published' }, sort: 'name', order: 'DESC' };

const storedCount = async () => {
  const [row] = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM saved_views',
  );
  return row?.count;
};

describe('saved views', () => {
  let shared: View;
  let mine: View;

  it('saves a private and a shared view; another person sees only the shared one, not as theirs', async () => {
    mine = await save('vera', { name: 'My drafts', list: ORGANIZATIONS, params: TORONTO });
    shared = await save('vera', {
      name: 'Toronto, newest',
      list: ORGANIZATIONS,
      params: { ...TORONTO, perPage: 25 },
      shared: true,
    });
    expect(mine).toMatchObject({
      name: 'My drafts',
      list: ORGANIZATIONS,
      params: TORONTO,
      shared: false,
      owner_email: 'vera@example.org',
      mine: true,
    });

    expect((await viewsOf('vera', ORGANIZATIONS)).map((view) => view.name)).toEqual([
      'My drafts',
      'Toronto, newest',
    ]);
    const seenByAda = await viewsOf('ada', ORGANIZATIONS);
    expect(seenByAda).toEqual([
      expect.objectContaining({
        id: shared.id,
        params: { ...TORONTO, perPage: 25 },
        shared: true,
        mine: false,
        owner_email: 'vera@example.org',
      }),
    ]);
  });

  it("keeps each list's views apart", async () => {
    await save('ada', { name: 'My drafts', list: 'events', params: { filter: {} }, shared: true });
    expect((await viewsOf('vera', 'events')).map((view) => view.owner_email)).toEqual([
      'ada@example.org',
    ]);
    expect((await viewsOf('vera', ORGANIZATIONS)).map((view) => view.id)).toEqual([
      mine.id,
      shared.id,
    ]);
    expect(await viewsOf('vera', 'categories')).toEqual([]);
    // Without a list: every list's, by list then name.
    const all = await call<{ data: { saved_views: View[] } }>('vera', 'GET', VIEWS);
    expect(all.body.data.saved_views.map((view) => [view.list, view.name])).toEqual([
      ['events', 'My drafts'],
      [ORGANIZATIONS, 'My drafts'],
      [ORGANIZATIONS, 'Toronto, newest'],
    ]);
  });

  it("refuses a second view of the same name (any case) on one person's list, with 409", async () => {
    const again = await call('vera', 'POST', VIEWS, {
      name: '  my DRAFTS ',
      list: ORGANIZATIONS,
      params: { filter: {} },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'You already have a view with this name on this list: choose another name.',
    });
    const renamed = await call('vera', 'PATCH', `${VIEWS}/${shared.id}`, { name: 'My drafts' });
    expect(renamed.status).toBe(409);
    // Another person, or another list, may use the name.
    await save('grace', { name: 'My drafts', list: ORGANIZATIONS, params: { filter: {} } });
    expect((await viewsOf('vera', ORGANIZATIONS)).map((view) => view.name)).toEqual([
      'My drafts',
      'Toronto, newest',
    ]);
  });

  it('lets only the owner change a view: only the fields sent change', async () => {
    const refused = await call('ada', 'PATCH', `${VIEWS}/${shared.id}`, { name: 'Taken over' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Only the person who saved the view “Toronto, newest” may change or delete it.',
    });
    // Another person's private view is not theirs to see at all.
    expect((await call('ada', 'PATCH', `${VIEWS}/${mine.id}`, { shared: true })).status).toBe(404);

    const changed = await call<{ data: { saved_view: View } }>(
      'vera',
      'PATCH',
      `${VIEWS}/${shared.id}`,
      { name: 'Toronto', updated_at: shared.updated_at },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.saved_view).toMatchObject({
      name: 'Toronto',
      params: { ...TORONTO, perPage: 25 },
      shared: true,
      mine: true,
    });
    const stale = await call('vera', 'PATCH', `${VIEWS}/${shared.id}`, {
      shared: false,
      updated_at: shared.updated_at,
    });
    expect(stale.status).toBe(409);
    shared = changed.body.data.saved_view;
  });

  it('refuses bad params, names and lists with 400, changing nothing', async () => {
    const before = await storedCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ params: 'filter=x' }, { params: 'Must be an object, not text' }],
      [{ params: { filter: ['a'] } }, { 'params.filter': 'Must be an object, not a list' }],
      [{ params: { filter: {}, order: 'UP' } }, { 'params.order': 'Must be ASC or DESC' }],
      [{ params: { filter: {}, sort: 42 } }, { 'params.sort': 'Must be text, not a number' }],
      [
        { params: { filter: {}, page: 3 } },
        { params: 'Must hold only filter, sort, order and perPage' },
      ],
      [
        { params: { filter: { q: 'x'.repeat(5000) } } },
        { params: 'A view’s filters and order must take at most 4 KB.' },
      ],
      [{ name: '   ' }, { name: 'Required' }],
      [{ list: '' }, { list: 'Required' }],
    ];
    for (const [bad, errors] of cases) {
      const view = { name: 'Bad', list: ORGANIZATIONS, params: { filter: {} }, ...bad };
      const created = await call('vera', 'POST', VIEWS, view);
      expect(created.status, JSON.stringify(bad)).toBe(400);
      expect((created.body as { errors: unknown }).errors).toEqual(errors);
      if ('list' in bad) continue;
      const changed = await call('vera', 'PATCH', `${VIEWS}/${shared.id}`, bad);
      expect(changed.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await storedCount()).toBe(before);
    const [stored] = await viewsOf('ada', ORGANIZATIONS);
    expect(stored).toMatchObject({ name: 'Toronto', params: { ...TORONTO, perPage: 25 } });
    expect((await call('vera', 'GET', `${VIEWS}?list=`)).status).toBe(400);
  });

  it('lets only the owner delete a view, or an administrator a shared one', async () => {
    const viewersShared = await save('grace', {
      name: 'Grace shares',
      list: ORGANIZATIONS,
      params: { filter: {} },
      shared: true,
    });
    const refused = await call('vera', 'DELETE', `${VIEWS}/${viewersShared.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Only the person who saved the view “Grace shares” may change or delete it.',
    });
    expect((await call('ada', 'DELETE', `${VIEWS}/${mine.id}`)).status).toBe(404);

    expect((await call('ada', 'DELETE', `${VIEWS}/${viewersShared.id}`)).status).toBe(200);
    expect((await call('vera', 'DELETE', `${VIEWS}/${mine.id}`)).status).toBe(200);
    expect((await viewsOf('vera', ORGANIZATIONS)).map((view) => view.name)).toEqual(['Toronto']);
    expect((await call('vera', 'DELETE', `${VIEWS}/${mine.id}`)).status).toBe(404);
  });

  it('records each view’s create, update and delete in the history, and keeps deleted ones in the trash', async () => {
    const history = await call<{
      data: { entries: { action: string; administrator_email: string; changes: object }[] };
    }>('ada', 'GET', `/api/admin/history?resource=saved_views&record_id=${shared.id}`);
    expect(history.status).toBe(200);
    expect(history.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'update',
        administrator_email: 'vera@example.org',
        changes: { name: ['Toronto, newest', 'Toronto'] },
      }),
      expect.objectContaining({ action: 'create', administrator_email: 'vera@example.org' }),
    ]);
    const deleted = await call<{ data: { entries: { action: string }[] } }>(
      'ada',
      'GET',
      `/api/admin/history?resource=saved_views&record_id=${mine.id}`,
    );
    expect(deleted.body.data.entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
    const trash = await call<{ data: { records: { name: string }[] } }>(
      'ada',
      'GET',
      '/api/admin/trash?resource=saved_views',
    );
    expect(trash.status).toBe(200);
    expect(JSON.stringify(trash.body)).toContain('My drafts');
  });
});

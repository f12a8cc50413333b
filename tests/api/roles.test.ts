import { describe, expect, it } from 'vitest';
import { placedRecordsForTestFile } from './support/events';
import { addressIn, created, jsonFields, patched } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer, jsonRequest, readJson } from './support/server';

/*
 * People with roles: an administrator adds viewers and editors (an editor optionally limited to
 * provinces or municipalities), changes their roles, and each signs in with what the role allows.
 */

const PEOPLE = '/api/admin/administrators';
const ORGANIZATIONS = '/api/admin/organization';

const records = placedRecordsForTestFile();
const { api, places } = records;

type Person = { id: number; email: string; role: string; state_ids: number[]; city_ids: number[] };

async function addPerson(fields: Record<string, unknown>): Promise<Person> {
  return (await created(api, PEOPLE, 'administrator', fields)) as unknown as Person;
}

/** A request as the person holding `token`. */
async function as(token: string, method: string, path: string, body?: unknown) {
  const response = await api.server.request(path, {
    ...(body === undefined ? { method } : jsonRequest(method, body)),
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

/** An organization saved with its location in `city`: placed there. */
const placedOrganization = (name: string, city: 'toronto' | 'ottawa' | 'montreal') =>
  created(api, `${ORGANIZATIONS}/with-location`, 'organization', {
    name,
    description: `About ${name}`,
    category_id: places.organizationCategory,
    ...addressIn(places, city),
  });

describe('people and their roles', () => {
  it('adds a person with a role and limits, lists them, and refuses limits for other roles', async () => {
    const viewer = await addPerson({ email: 'vera@example.org', role: 'viewer' });
    expect(viewer).toMatchObject({ role: 'viewer', state_ids: [], city_ids: [] });
    const editor = await addPerson({
      email: 'eddie@example.org',
      role: 'editor',
      state_ids: [places.quebec],
      city_ids: [places.toronto],
    });
    expect(editor).toMatchObject({ state_ids: [places.quebec], city_ids: [places.toronto] });
    const listed = await api.get<{ data: { administrators: Person[] } }>(PEOPLE);
    expect(listed.body.data.administrators.map(({ email, role }) => [email, role])).toEqual([
      ['admin@localhost', 'administrator'],
      ['eddie@example.org', 'editor'],
      ['vera@example.org', 'viewer'],
    ]);

    const before = await api.count('administrators');
    const limitedViewer = await api.send(
      'POST',
      PEOPLE,
      jsonFields({ email: 'x@example.org', role: 'viewer', state_ids: [places.ontario] }),
      'json',
    );
    expect(limitedViewer.status).toBe(400);
    expect(limitedViewer.body).toEqual({
      message: 'Invalid fields: state_ids',
      errors: { state_ids: 'Only an editor can be limited to provinces or municipalities.' },
    });
    const unknownRole = await api.send(
      'POST',
      PEOPLE,
      jsonFields({ email: 'x@example.org', role: 'owner' }),
      'json',
    );
    expect(unknownRole.status).toBe(400);
    const deletedRegion = await api.send(
      'POST',
      PEOPLE,
      jsonFields({ email: 'x@example.org', role: 'editor', city_ids: [999999] }),
      'json',
    );
    expect(deletedRegion.body).toEqual({
      message: 'Invalid fields: city_ids',
      errors: { city_ids: 'No such municipality' },
    });
    expect(await api.count('administrators')).toBe(before);
  });

  it("changes a person's role and limits, in the history; never one's own, never the last administrator's", async () => {
    const person = await addPerson({ email: 'rita@example.org', role: 'viewer' });
    const editor = await patched(api, `${PEOPLE}/${person.id}`, 'administrator', {
      role: 'editor',
      state_ids: [places.ontario],
    });
    expect(editor).toMatchObject({ role: 'editor', state_ids: [places.ontario], city_ids: [] });
    // Limits not sent are kept while the person stays an editor, and go with the role.
    const renamed = await patched(api, `${PEOPLE}/${person.id}`, 'administrator', {
      city_ids: [places.montreal],
    });
    expect(renamed).toMatchObject({ state_ids: [places.ontario], city_ids: [places.montreal] });
    const viewer = await patched(api, `${PEOPLE}/${person.id}`, 'administrator', {
      role: 'viewer',
    });
    expect(viewer).toMatchObject({ role: 'viewer', state_ids: [], city_ids: [] });
    const history = await api.get<{
      data: { entries: { action: string; changes: Record<string, unknown> }[] };
    }>(`/api/admin/history?resource=administrators&record_id=${person.id}`);
    expect(
      history.body.data.entries.map((entry) => Object.keys(entry.changes).sort()),
    ).toContainEqual(['role', 'state_ids']);

    const self = await api.send(
      'PATCH',
      `${PEOPLE}/${records.adminId}`,
      jsonFields({ role: 'viewer' }),
      'json',
    );
    expect(self.status).toBe(409);
    expect(self.body).toEqual({
      message: 'You cannot change your own role or limits: ask another administrator to do it.',
    });

    // Two administrators demoting each other at once: one wins, and one administrator is left.
    const ana = await addPerson({ email: 'ana@example.org', role: 'administrator' });
    const anaToken = await api.server.signInLocal('ana@example.org');
    const answers = await Promise.all([
      as(api.token, 'PATCH', `${PEOPLE}/${ana.id}`, { role: 'editor' }),
      as(anaToken, 'PATCH', `${PEOPLE}/${records.adminId}`, { role: 'editor' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const [{ administrators } = { administrators: 0 }] = await api.server.db.query<{
      administrators: number;
    }>(
      "SELECT count(*)::int AS administrators FROM administrators WHERE role = 'administrator' AND deleted_at IS NULL",
    );
    expect(administrators).toBe(1);
    const winner = answers[0]?.status === 200 ? api.token : anaToken;
    const loser = winner === api.token ? ana.id : records.adminId;
    expect(
      (await as(winner, 'PATCH', `${PEOPLE}/${loser}`, { role: 'administrator' })).status,
    ).toBe(200);
  });
});

describe('signing in as a person in local mode', () => {
  it('gives a live person their own session, with their role; refuses anyone else', async () => {
    await addPerson({ email: 'sam@example.org', role: 'viewer' });
    const token = await api.server.signInLocal('Sam@Example.org');
    const me = await as(token, 'GET', '/api/admin/auth/me');
    expect(me.body).toEqual({
      data: {
        user: {
          id: expect.any(Number),
          email: 'sam@example.org',
          name: null,
          picture: null,
          role: 'viewer',
          state_ids: [],
          city_ids: [],
        },
      },
    });
    const unknown = await api.server.request(
      '/api/admin/auth/local',
      jsonRequest('POST', { email: 'nobody@example.org' }),
    );
    expect(unknown.status).toBe(403);
    expect(await readJson(unknown)).toEqual({
      message: 'No one may sign in as nobody@example.org: add them in User management first.',
    });
    const blank = await api.server.request(
      '/api/admin/auth/local',
      jsonRequest('POST', { email: '  ' }),
    );
    expect(blank.status).toBe(400);
  });
});

describe('what each role may do', () => {
  let viewer = '';
  let ontarioEditor = '';
  let torontoOrganization: ApiRecord;
  let montrealOrganization: ApiRecord;

  it('lets a viewer read, search and export, and refuses every change with what the role allows', async () => {
    await addPerson({ email: 'viv@example.org', role: 'viewer' });
    viewer = await api.server.signInLocal('viv@example.org');
    torontoOrganization = await placedOrganization('Harbourfront Food Bank', 'toronto');
    const read = await as(viewer, 'GET', `${ORGANIZATIONS}/${torontoOrganization.id}`);
    expect(read.status).toBe(200);
    expect(
      (await api.server.request(`${ORGANIZATIONS}.csv`, { headers: bearer(viewer) })).status,
    ).toBe(200);
    expect((await as(viewer, 'GET', '/api/admin/history')).status).toBe(200);
    expect((await as(viewer, 'GET', '/api/admin/trash')).status).toBe(200);

    const before = await api.row('organizations', torontoOrganization.id as number);
    const change = await as(viewer, 'PATCH', `${ORGANIZATIONS}/${torontoOrganization.id}`, {
      name: 'Renamed',
    });
    expect(change).toEqual({
      status: 403,
      body: {
        message: 'Your role, viewer, lets you read and export the directory but not change it.',
      },
    });
    expect(await api.row('organizations', torontoOrganization.id as number)).toEqual(before);
    const people = await as(viewer, 'GET', PEOPLE);
    expect(people).toEqual({
      status: 403,
      body: { message: 'Only administrators may see the administrators.' },
    });
  });

  it('lets an editor change the content but not people, app settings or company links', async () => {
    await addPerson({ email: 'ed@example.org', role: 'editor' });
    const editor = await api.server.signInLocal('ed@example.org');
    const blog = await as(editor, 'POST', '/api/blog', {
      title: 'Spring fair',
      content: 'All welcome.',
    });
    expect(blog.status).not.toBe(403);
    const settings = await as(editor, 'POST', '/api/admin/company-links', {
      name: 'Site',
      url: 'https://example.org',
    });
    expect(settings).toEqual({
      status: 403,
      body: { message: 'Only administrators may change the company links.' },
    });
    const person = await as(editor, 'POST', PEOPLE, { email: 'x@example.org' });
    expect(person.status).toBe(403);
  });

  it('lets an editor limited to a province change only the listings placed there', async () => {
    await addPerson({ email: 'olive@example.org', role: 'editor', state_ids: [places.ontario] });
    ontarioEditor = await api.server.signInLocal('olive@example.org');
    montrealOrganization = await placedOrganization('Plateau Food Bank', 'montreal');

    const inside = await as(ontarioEditor, 'PATCH', `${ORGANIZATIONS}/${torontoOrganization.id}`, {
      description: 'Open Mondays',
    });
    expect(inside.status).toBe(200);
    const outside = await as(
      ontarioEditor,
      'PATCH',
      `${ORGANIZATIONS}/${montrealOrganization.id}`,
      {
        description: 'Open Mondays',
      },
    );
    expect(outside).toEqual({
      status: 403,
      body: {
        message:
          'Your editing is limited to Ontario: organizations placed elsewhere, and the records under them, cannot be changed.',
      },
    });
    // Moving a listing out of the region, or creating one elsewhere, is refused too.
    const moved = await as(ontarioEditor, 'POST', '/api/admin/location', {
      name: 'Second site',
      ...addressIn(places, 'montreal'),
      organization_id: torontoOrganization.id,
    });
    expect(moved.status).toBe(403);
    const elsewhere = await as(ontarioEditor, 'POST', `${ORGANIZATIONS}/with-location`, {
      name: 'Elsewhere',
      description: 'Elsewhere',
      category_id: places.organizationCategory,
      ...addressIn(places, 'montreal'),
    });
    expect(elsewhere.status).toBe(403);
    const here = await as(ontarioEditor, 'POST', `${ORGANIZATIONS}/with-location`, {
      name: 'Ottawa Pantry',
      description: 'Pantry',
      category_id: places.organizationCategory,
      ...addressIn(places, 'ottawa'),
    });
    expect(here.status).toBe(201);
    // Events and their links follow their organization's place.
    const event = await records.event(montrealOrganization.id as number);
    const link = await as(ontarioEditor, 'POST', '/api/admin/event-participants', {
      event_id: event.id,
      participant_id: torontoOrganization.id,
      participant_role_id: 1,
    });
    expect(link.status).toBe(403);
    const bulk = await as(ontarioEditor, 'POST', `${ORGANIZATIONS}/bulk`, {
      action: 'publish',
      ids: [torontoOrganization.id, montrealOrganization.id],
    });
    expect(bulk.status).toBe(403);
    expect((await api.row('organizations', torontoOrganization.id as number))?.is_published).toBe(
      false,
    );
    // Catalogues and the geography are not placed: only editors without a limit change them.
    const category = await as(ontarioEditor, 'PATCH', `/api/admin/state/${places.ontario}`, {
      state: 'Ontario!',
    });
    expect(category).toEqual({
      status: 403,
      body: {
        message:
          'Your editing is limited to a region: only editors without a limit and administrators may change the provinces/states.',
      },
    });
    expect(
      (await as(ontarioEditor, 'GET', `${ORGANIZATIONS}/${montrealOrganization.id}`)).status,
    ).toBe(200);
  });

  it("leaves people's records out of a viewer's history and trash", async () => {
    const history = await as(viewer, 'GET', '/api/admin/history?per_page=100');
    const resources = (history.body.data as { entries: { resource: string }[] }).entries.map(
      (entry) => entry.resource,
    );
    expect(resources).toContain('organizations');
    expect(resources).not.toContain('administrators');
    expect(await as(viewer, 'GET', '/api/admin/history?resource=administrators')).toEqual({
      status: 403,
      body: { message: 'Only administrators may see the administrators.' },
    });
    const people = await api.get<{ data: { entries: unknown[] } }>(
      '/api/admin/history?resource=administrators',
    );
    expect(people.body.data.entries.length).toBeGreaterThan(0);
    const trash = await as(viewer, 'GET', '/api/admin/trash?resource=administrators');
    expect(trash.status).toBe(403);
  });

  it('applies a change of role at once to open sessions', async () => {
    const [row] = await api.server.db.query<{ id: number }>(
      "SELECT id FROM administrators WHERE email = 'viv@example.org'",
    );
    await patched(api, `${PEOPLE}/${row?.id}`, 'administrator', { role: 'editor' });
    const now = await as(viewer, 'PATCH', `${ORGANIZATIONS}/${montrealOrganization.id}`, {
      description: 'Open',
    });
    expect(now.status).toBe(200);
  });
});

describe("a person's role changed by two administrators at once", () => {
  it('refuses the change sent from a stale answer with 409, and a token that is no time with 400', async () => {
    const person = await addPerson({ email: 'tess@example.org', role: 'viewer' });
    const read = (
      await api.get<{ data: { administrator: Person & { updated_at: string } } }>(
        `${PEOPLE}/${person.id}`,
      )
    ).body.data.administrator;
    await patched(api, `${PEOPLE}/${person.id}`, 'administrator', {
      role: 'editor',
      updated_at: read.updated_at,
    });
    const stale = await api.send(
      'PATCH',
      `${PEOPLE}/${person.id}`,
      jsonFields({ role: 'administrator', updated_at: read.updated_at }),
      'json',
    );
    expect(stale.status).toBe(409);
    expect((await api.row('administrators', person.id))?.role).toBe('editor');
    const bad = await api.send(
      'PATCH',
      `${PEOPLE}/${person.id}`,
      jsonFields({ role: 'viewer', updated_at: 'not a time' }),
      'json',
    );
    expect(bad.status).toBe(400);
    expect((await api.row('administrators', person.id))?.role).toBe('editor');
  });
});

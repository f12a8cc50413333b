import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { inputLabel } from '../support/labels';
import {
  bodyRows,
  callsOf,
  type FakeProvider,
  harbourPlace,
  heading,
  type OpenedRoutes,
  openOrganizationRoutes,
  TORONTO,
  torontoTables,
  withoutMapsKey,
} from '../support/organizationScope';
import { columnHeaders } from '../support/table';

// A local time, so that the expected text does not depend on the machine's time zone.
const START = new Date(2026, 5, 1, 19, 5, 9).toISOString();

const concert = {
  id: 5,
  title: 'Harbour Concert',
  description: 'Strings by the lake',
  start_time: START,
  end_time: null,
  website: 'https://harbour.example',
  buy_ticket_url: null,
  is_published: true,
  organization_id: 7,
  location_id: 40,
  location: harbourPlace,
  category_id: 4,
  card_image: '/api/files/90',
  profile_image: null,
  updated_at: 'e0',
};

const tables = {
  organizations: [
    { id: 7, name: 'Harbour Arts', is_published: true, location_id: 40, updated_at: 'o0' },
    { id: 8, name: 'Kensington Market', is_published: true, updated_at: 'o1' },
  ],
  events: [concert],
  'organization-events': [concert],
  locations: [harbourPlace],
  categories: [
    { id: 3, name: 'Arts', is_event: false, is_organization: true },
    { id: 4, name: 'Concerts', is_event: true, is_organization: false },
  ],
  'event-sponsors': [{ id: 1, sponsor_id: 8, event_id: 5, name: 'Kensington Market' }],
  'event-participants': [
    {
      id: 3,
      participant_id: 8,
      participant_role_id: 2,
      event_id: 5,
      name: 'Kensington Market',
      role: 'Host',
    },
  ],
  'participation-roles': [{ id: 2, name: 'Host' }],
  ...torontoTables,
};

const open = (path: string, prepare?: (fake: FakeProvider) => void) =>
  openOrganizationRoutes(tables, path, prepare);

type Fake = OpenedRoutes;
const field = (name: string) => screen.getByLabelText(inputLabel(name)) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const listMeta = (fake: Fake, resource: string) =>
  (fake.provider.getList.mock.calls as unknown as [string, { meta?: Record<string, unknown> }][])
    .filter(([called]) => called === resource)
    .map(([, params]) => params.meta);

async function deleteFirstRow() {
  await userEvent.click(
    within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

withoutMapsKey();

describe("an organization's events", { timeout: 20_000 }, () => {
  it('lists ID, TITLE, START, STATUS and actions; Create Event; deletes with its text', async () => {
    const view = open('/organization/7/events');
    expect(await heading('Events for the organization: Harbour Arts')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(columnHeaders()).toEqual(['ID', 'TITLE', 'START', 'STATUS', 'ACTIONS']);
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByText('2026-06-01 07:05:09 pm')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/organization/7/event/5',
    );
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/organization/7/event/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe(
      '/organization/7/event/new',
    );
    expect(screen.getByRole('tab', { name: 'Archived events' }).getAttribute('href')).toBe(
      '/organization/7/archive',
    );
    expect(listMeta(view, 'organization-events').at(-1)).toEqual({
      organizationId: '7',
      archive: false,
    });
    await deleteFirstRow();
    expect(await screen.findByText('Event with ID 5 has been deleted')).toBeTruthy();
    expect(view.provider.delete).toHaveBeenCalledWith(
      'organization-events',
      expect.objectContaining({ id: 5 }),
    );
  });

  it('the archive view asks for ended events under its own header, scoped too', async () => {
    const view = open('/country/1/state/9/municipality/976/organization/7/archive');
    expect(await heading('Archived events for the organization: Harbour Arts')).toBeTruthy();
    expect(listMeta(view, 'organization-events').at(-1)).toEqual({
      organizationId: '7',
      archive: true,
    });
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe(
      '/country/1/state/9/municipality/976/organization/7/event/new',
    );
  });
});

const card = new File(['png'], 'card.png', { type: 'image/png' });
const profile = new File(['png'], 'profile.png', { type: 'image/png' });

/** Fills what an event needs but its place. */
async function fillEventFields() {
  await heading('Create Event');
  await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Concerts' }));
  await userEvent.type(field('Title'), 'Lake Lights');
  await userEvent.type(field('Description'), 'Lanterns on the water');
  fireEvent.change(field('Start time'), { target: { value: '2026-07-01T20:30' } });
}

/** Fills the form at another address under Toronto (the regions come from the route). */
async function fillEvent() {
  await heading('Create Event');
  await userEvent.click(await screen.findByRole('radio', { name: 'Another address' }));
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Municipality' }) as HTMLInputElement).value).toBe(
      'Toronto',
    ),
  );
  await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  expect(options.filter((text) => text?.trim())).toEqual(['Concerts']);
  await userEvent.click(screen.getByRole('option', { name: 'Concerts' }));
  await userEvent.type(field('Title'), 'Lake Lights');
  await userEvent.type(field('Description'), 'Lanterns on the water');
  await userEvent.type(field('Address 1'), '100 Queens Quay');
  await userEvent.type(field('Postal code'), 'M5J 2N1');
  await userEvent.type(field('Latitude'), '43.64');
  await userEvent.type(field('Longitude'), '-79.37');
  fireEvent.change(field('Start time'), { target: { value: '2026-07-01T20:30' } });
}

/** The image inputs' file pickers, in the form's order: Card image, then Profile image. */
async function chooseImages() {
  const [cardPicker, profilePicker] = [
    ...document.querySelectorAll<HTMLInputElement>('input[type="file"]'),
  ];
  expect(screen.getByText('Card image')).toBeTruthy();
  expect(screen.getByText('Profile image')).toBeTruthy();
  await userEvent.upload(cardPicker as HTMLInputElement, card);
  await userEvent.upload(profilePicker as HTMLInputElement, profile);
}

describe('Create Event', { timeout: 30_000 }, () => {
  it("is at the organization's own location unless another is chosen: its id sent, no address", async () => {
    const view = open(`${TORONTO}/organization/7/event/new`);
    await fillEventFields();
    const own = await screen.findByRole('radio', { name: /^1 Queen St W — / });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(inputLabel('Address 1'))).toBeNull();
    await chooseImages();
    await save();
    await waitFor(() => expect(view.path()).toBe(`${TORONTO}/organization/7/events`));
    const event = callsOf(view, 'create')[0]?.[2].data as Record<string, unknown>;
    expect(event).toMatchObject({ title: 'Lake Lights', location_id: 40 });
    expect(event.address_1).toBeUndefined();
  });

  it('waits for the organization, categories and locations, and needs the images', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const view = open(`${TORONTO}/organization/7/event/new`, (fake) => {
      const getList = fake.provider.getList.getMockImplementation();
      fake.provider.getList.mockImplementation(async (resource: string) => {
        if (resource === 'locations') await released;
        if (!getList) throw new Error('getList has no implementation');
        return getList(resource);
      });
    });
    await waitFor(() => expect(listMeta(view, 'locations').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Create Event' })).toBeNull();
    expect(await screen.findByText('Loading')).toBeTruthy();
    release();
    await fillEvent();
    await save();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(view.provider.create).not.toHaveBeenCalled();
  });

  it('creates the event with its location in one call; opens the events list', async () => {
    const view = open(`${TORONTO}/organization/7/event/new`);
    await fillEvent();
    await chooseImages();
    await save();
    await waitFor(() => expect(view.path()).toBe(`${TORONTO}/organization/7/events`));
    const creates = callsOf(view, 'create');
    expect(creates.map(([, resource]) => resource)).toEqual(['events']);
    const event = creates[0]?.[2].data as Record<string, unknown>;
    expect(event).toMatchObject({
      title: 'Lake Lights',
      category_id: 4,
      organization_id: 7,
      is_published: false,
      end_time: null,
      location_id: null,
      address_1: '100 Queens Quay',
      latitude: 43.64,
      longitude: -79.37,
    });
    expect(new Date(event.start_time as string).getTime()).toBe(
      new Date(2026, 6, 1, 20, 30).getTime(),
    );
    expect(String(event.start_time)).toMatch(/^2026-07-01T20:30:00[+-]\d\d:\d\d$/);
    expect(await screen.findByText('Event with ID 1000 has been created')).toBeTruthy();
  });

  it('shows a refusal and keeps the input; there is nothing to undo', async () => {
    const view = open(`${TORONTO}/organization/7/event/new`, (fake) => {
      fake.provider.create.mockRejectedValueOnce(
        new HttpError('Invalid fields: zip', 400, { errors: { zip: 'The zip code is not valid' } }),
      );
    });
    await fillEvent();
    await chooseImages();
    await save();
    expect(await screen.findByText('The zip code is not valid')).toBeTruthy();
    expect(await screen.findByText('Invalid fields: Postal code')).toBeTruthy();
    expect(view.provider.delete).not.toHaveBeenCalled();
    expect(field('Title').value).toBe('Lake Lights');
    expect(view.path()).toBe(`${TORONTO}/organization/7/event/new`);
  });
});

describe('Edit Event', { timeout: 30_000 }, () => {
  it('saves the event at another address (starting from its own) in one call, with no end; back to the events list', async () => {
    const view = open('/organization/7/event/5/edit');
    expect(await heading('Edit Event: Harbour Concert')).toBeTruthy();
    const current = screen.getByRole('radio', { name: /^1 Queen St W — / }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Another address' }));
    expect(field('Address 1').value).toBe('1 Queen St W');
    await userEvent.clear(field('Postal code'));
    await userEvent.type(field('Postal code'), 'M5H 2N3');
    await save();
    await waitFor(() => expect(view.path()).toBe('/organization/7/events'));
    const updates = callsOf(view, 'update');
    expect(updates.map(([, resource]) => resource)).toEqual(['events']);
    expect(updates[0]?.[2]).toMatchObject({
      id: 5,
      data: {
        title: 'Harbour Concert',
        end_time: null,
        organization_id: 7,
        location_id: null,
        zip: 'M5H 2N3',
        latitude: 43.65,
      },
      previousData: { updated_at: 'e0' },
    });
    // No location is changed in place, so its token is not sent.
    expect(updates[0]?.[2].data).not.toHaveProperty('location_updated_at');
  });

  it('keeps the input and offers Reload when someone else saved first', async () => {
    open('/organization/7/event/5/edit', (fake) => {
      fake.provider.update.mockRejectedValueOnce(
        new HttpError('This event was changed by someone else.', 409),
      );
    });
    await heading('Edit Event: Harbour Concert');
    await userEvent.type(field('Title'), ' II');
    await save();
    expect(await screen.findByText('This event was changed by someone else.')).toBeTruthy();
    expect(field('Title').value).toBe('Harbour Concert II');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Title').value).toBe('Harbour Concert'));
  });
});

describe('event detail', { timeout: 20_000 }, () => {
  it('shows its fields, Yes with an icon, a placeholder for a missing image, no End Time', async () => {
    open('/organization/7/event/5');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await heading('Event: Harbour Concert')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Event: Harbour Concert' })
      .nextElementSibling as HTMLElement;
    const labels = [...details.querySelectorAll('dt')].map((term) => term.textContent);
    expect(labels).toEqual([
      'ID',
      'Title',
      'Description',
      'Start Time',
      'Website',
      'Card Image',
      'Profile Image',
      'Buy Ticket Url',
      'Published?',
      'Organization',
      'Category',
      'Location',
    ]);
    expect(within(details).getByRole('link', { name: 'Harbour Arts' }).getAttribute('href')).toBe(
      '/organization/7',
    );
    expect(
      screen.getAllByRole('link', { name: 'Edit' }).map((link) => link.getAttribute('href')),
    ).toContain('/organization/7/event/5/edit');
    expect(within(details).getByText('2026-06-01 07:05:09 pm')).toBeTruthy();
    expect(within(details).getByText('Yes')).toBeTruthy();
    expect(within(details).getByRole('img', { name: 'Card Image' }).getAttribute('src')).toBe(
      '/api/files/90',
    );
    const placeholder = within(details).getByRole('img', { name: 'Profile Image: none' });
    expect(placeholder.textContent).toBe('100x100');
    const nav = screen.getByRole('navigation', { name: 'Event' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Participants', '/organization/7/event/5/participants'],
      ['Participant Roles', '/organization/7/event/5/participant/roles'],
      ['Sponsors', '/organization/7/event/5/sponsors'],
    ]);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/organization/7/events',
    );
  });

  it('shows End Time when there is one, and No for an unpublished event', async () => {
    open('/organization/7/event/5', (fake) => {
      Object.assign(fake.tables.events?.[0] as object, {
        end_time: new Date(2026, 5, 1, 22, 0, 0).toISOString(),
        is_published: false,
      });
    });
    await heading('Event: Harbour Concert');
    expect(screen.getByText('End Time')).toBeTruthy();
    expect(screen.getByText('2026-06-01 10:00:00 pm')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
  });
});

describe('sponsors, participants and roles', { timeout: 20_000 }, () => {
  it('a sponsor must be chosen', async () => {
    const view = open('/organization/7/event/5/sponsor/new');
    await heading('New Sponsor');
    await save();
    expect(await screen.findByText('Please search and select a sponsor')).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();
  });

  it('lists the sponsors with New Sponsor and deletes with Sponsor "{name}" has been deleted', async () => {
    const view = open('/organization/7/event/5/sponsors');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'New Sponsor' }).getAttribute('href')).toBe(
      '/organization/7/event/5/sponsor/new',
    );
    expect(listMeta(view, 'event-sponsors').at(-1)).toEqual({ eventId: '5' });
    await deleteFirstRow();
    expect(await screen.findByText('Sponsor "Kensington Market" has been deleted')).toBeTruthy();
  });

  it('a participant needs an organization and a role', async () => {
    const view = open('/organization/7/event/5/participant/new');
    await heading('New Participant');
    await save();
    expect(await screen.findByText('Please select a participant')).toBeTruthy();
    expect(screen.getByText('Please select a role')).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();
  });

  it('lists the participants and deletes with Participant: "{name}" has been deleted', async () => {
    open('/organization/7/event/5/participants');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0] as HTMLElement).getByText('Host')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Participant' })).toBeTruthy();
    await deleteFirstRow();
    expect(
      await screen.findByText('Participant: "Kensington Market" has been deleted'),
    ).toBeTruthy();
  });

  it('a role needs its name', async () => {
    const view = open('/organization/7/event/5/participant/role/new');
    await heading('New Role');
    await save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(view.provider.create).not.toHaveBeenCalled();
  });

  it('deletes a role with Participant Role: "{name}" has been deleted, under a municipality', async () => {
    open('/country/1/state/9/municipality/976/organization/7/event/5/participant/roles');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'New Role' }).getAttribute('href')).toBe(
      '/country/1/state/9/municipality/976/organization/7/event/5/participant/role/new',
    );
    await deleteFirstRow();
    expect(await screen.findByText('Participant Role: "Host" has been deleted')).toBeTruthy();
  });

  it('shows one sponsor', async () => {
    open('/organization/7/event/5/sponsor/1');
    expect(await heading('Sponsor: Kensington Market')).toBeTruthy();
  });
});

describe('/unpublished/events', { timeout: 20_000 }, () => {
  it('always asks for Unpublished, with name and city searches together', async () => {
    const view = open('/unpublished/events');
    expect(await heading('Unpublished Events')).toBeTruthy();
    await userEvent.type(field('Search by name'), 'harb');
    await userEvent.type(field('Search by municipality'), 'toron');
    const calls = () =>
      (view.provider.getList.mock.calls as unknown as [string, Record<string, unknown>][])
        .filter(([resource]) => resource === 'events')
        .map(([, params]) => params);
    await waitFor(() =>
      expect(calls().at(-1)).toMatchObject({
        filter: { q: 'harb', city: 'toron' },
        meta: { status: 'Unpublished' },
      }),
    );
    expect(
      calls().every((call) => (call.meta as { status?: string }).status === 'Unpublished'),
    ).toBe(true);
  });
});

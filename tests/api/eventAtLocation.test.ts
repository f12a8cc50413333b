import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS, placedRecordsForTestFile, pngFile } from './support/events';
import { addressIn, jsonFields } from './support/places';
import type { ApiRecord } from './support/resource';

/*
 * An event saved at one of its organization's locations (`location_id` in the body of
 * `/api/admin/event/with-location`): linked to it, no location written; and moved to a new
 * address with an empty `location_id`.
 */

const records = placedRecordsForTestFile();
const { api, places } = records;
const EVENTS = '/api/admin/event/with-location';
const eventPath = (id: number) => `/api/admin/event/${id}/with-location`;

let host: ApiRecord;
let hall: ApiRecord;
let annex: ApiRecord;
beforeAll(async () => {
  host = await records.organization('Harbour Arts');
  hall = await records.location(host.id, 'toronto');
  annex = await records.location(host.id, 'ottawa');
});

type Saved = { data: { event: ApiRecord; location: ApiRecord } };

const send = (
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, unknown>,
  encoding: 'json' | 'form' = 'form',
) => api.send<Saved>(method, path, jsonFields(fields), encoding);

/** The event form's own fields and both images, without an address. */
const eventFields = (overrides: Record<string, unknown> = {}) => ({
  category_id: String(places.eventCategory),
  title: 'Lantern Walk',
  description: 'An evening walk with lanterns.',
  start_time: '2030-06-01T19:00:00.000Z',
  end_time: '',
  organization_id: String(host.id),
  is_published: false,
  card_image: pngFile('card.png'),
  profile_image: pngFile('profile.png'),
  ...overrides,
});

const locationCount = () => api.count('locations');

describe('an event at one of its organization’s locations', () => {
  it('is created linked to the location it names, writing no location', async () => {
    const before = await locationCount();
    const hallRow = await api.row('locations', hall.id);
    const answer = await send('POST', EVENTS, eventFields({ location_id: String(hall.id) }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { event, location } = answer.body.data;
    expect(event).toMatchObject({ title: 'Lantern Walk', location_id: hall.id });
    expect(location).toMatchObject({ id: hall.id, address_1: '100 Queen Street' });
    expect(await locationCount()).toBe(before);
    expect(await api.row('locations', hall.id)).toEqual(hallRow);
  });

  it('refuses an address sent beside the location it names, writing nothing', async () => {
    const before = await locationCount();
    const events = await api.count('events');
    const answer = await send(
      'POST',
      EVENTS,
      eventFields({ location_id: String(hall.id), ...addressIn(places, 'montreal') }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'Invalid fields: location_id',
        errors: { location_id: 'Must be sent without an address' },
      },
    });
    expect(await locationCount()).toBe(before);
    expect(await api.count('events')).toBe(events);
  });

  it('refuses a location of another organization, or one deleted or unknown, writing nothing', async () => {
    const other = await records.organization('Other Hall');
    const foreign = await records.location(other.id, 'montreal');
    const gone = await records.location(host.id, 'montreal');
    expect((await api.delete(`${LOCATIONS}/${gone.id}`)).status).toBe(200);
    const refusals: [number, string][] = [
      [foreign.id, 'Must be a location of the event’s organization'],
      [gone.id, 'No such location'],
      [987654, 'No such location'],
    ];
    for (const [locationId, message] of refusals) {
      const events = await api.count('events');
      const answer = await send('POST', EVENTS, eventFields({ location_id: String(locationId) }));
      expect(answer).toEqual({
        status: 400,
        body: { message: 'Invalid fields: location_id', errors: { location_id: message } },
      });
      expect(await api.count('events')).toBe(events);
    }
  });

  it('without a location, still needs the whole address, with the event’s own errors', async () => {
    const answer = await send('POST', EVENTS, eventFields({ title: '', address_1: 'x' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { title: 'Required', zip: 'Required', latitude: 'Required' },
    });
  });

  it('is moved to another of the locations, writing none', async () => {
    const made = await send('POST', EVENTS, eventFields({ location_id: String(hall.id) }));
    const { event } = made.body.data;
    const before = await locationCount();
    const rows = [await api.row('locations', hall.id), await api.row('locations', annex.id)];
    const answer = await send(
      'PATCH',
      eventPath(event.id),
      {
        location_id: annex.id,
        title: 'Lantern Walk East',
        updated_at: event.updated_at,
      },
      'json',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.event).toMatchObject({
      title: 'Lantern Walk East',
      location_id: annex.id,
    });
    expect(answer.body.data.location).toMatchObject({ id: annex.id });
    expect(await locationCount()).toBe(before);
    expect([await api.row('locations', hall.id), await api.row('locations', annex.id)]).toEqual(
      rows,
    );
  });

  it('is moved to a new address with an empty location_id, its former location unchanged', async () => {
    const made = await send('POST', EVENTS, eventFields({ location_id: String(hall.id) }));
    const { event, location: shared } = made.body.data;
    const hallRow = await api.row('locations', hall.id);
    const answer = await send(
      'PATCH',
      eventPath(event.id),
      {
        location_id: '',
        ...addressIn(places, 'montreal'),
        address_1: '5 Rue Sainte-Catherine',
        updated_at: event.updated_at,
        location_updated_at: shared.updated_at,
      },
      'json',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { location } = answer.body.data;
    expect(location.id).not.toBe(hall.id);
    expect(location).toMatchObject({
      organization_id: host.id,
      address_1: '5 Rue Sainte-Catherine',
      city_id: places.montreal,
    });
    expect(answer.body.data.event.location_id).toBe(location.id);
    expect(await api.row('locations', hall.id)).toEqual(hallRow);
  });
});

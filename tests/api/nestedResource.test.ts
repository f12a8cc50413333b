import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { eventDocuments, eventDocumentsMigration } from '../support/eventDocuments';
import { EVENTS, placedRecordsForTestFile } from './support/events';
import { jsonFields } from './support/places';
import type { ApiRecord } from './support/resource';
import { bearer } from './support/server';

/*
 * A nested resource is a declaration and a migration too (docs/architecture.md, "Adding a
 * resource"). An event's documents, which the product does not have, are declared in
 * tests/support/eventDocuments.ts with a reference field to their event as their parent. From
 * that alone: their list is under their event, a write must name a live event, and the event's
 * delete and restore take them along.
 */
vi.mock('../../shared/resources/index.ts', async (importOriginal) =>
  (await import('../support/eventDocuments')).withEventDocuments(await importOriginal()),
);

const records = placedRecordsForTestFile({ migration: eventDocumentsMigration });
const { api } = records;

const COLLECTION = `/api${eventDocuments.api.path}`;
const documentsOf = (eventId: number) => `${EVENTS}/${eventId}/documents`;

type EventDocument = ApiRecord & { event_id: number; title: string; url: string };
type Data<T> = { data: T };

async function newEvent(title: string) {
  const host = await records.organization(`${title} Hosts`);
  return records.event(host.id, { title });
}

async function createDocument(eventId: number, title: string): Promise<EventDocument> {
  const answer = await api.send<Data<{ document: EventDocument }>>(
    'POST',
    COLLECTION,
    jsonFields({
      event_id: eventId,
      title,
      url: `https://example.org/${encodeURIComponent(title)}`,
    }),
    'json',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.document;
}

async function listed(eventId: number, query = '') {
  const answer = await api.get<Data<{ documents: EventDocument[]; total_items: number }>>(
    `${documentsOf(eventId)}?${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('a nested declared resource: an event’s documents', () => {
  it('lists an event’s own documents under the event, in the declared order, searched and paged', async () => {
    const gala = await newEvent('Gala');
    const fair = await newEvent('Fair');
    await createDocument(gala.id, 'Seating plan');
    await createDocument(gala.id, 'menu');
    await createDocument(gala.id, 'Programme');
    await createDocument(fair.id, 'Map');

    expect(titles((await listed(gala.id)).documents)).toEqual([
      'menu',
      'Programme',
      'Seating plan',
    ]);
    expect(titles((await listed(fair.id)).documents)).toEqual(['Map']);
    expect(titles((await listed(gala.id, 'sort=title&order=desc')).documents)).toEqual([
      'Seating plan',
      'Programme',
      'menu',
    ]);
    expect(titles((await listed(gala.id, 'search=PLAN')).documents)).toEqual(['Seating plan']);
    const second = await listed(gala.id, 'per_page=2&page_num=2');
    expect(second.total_items).toBe(3);
    expect(titles(second.documents)).toEqual(['Seating plan']);

    const response = await api.server.request(`${documentsOf(gala.id)}.csv?sort=title`, {
      headers: bearer(await api.server.signInLocal()),
    });
    expect(response.status).toBe(200);
    const csv = parse(await response.text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.map((row) => row.title)).toEqual(['menu', 'Programme', 'Seating plan']);
    expect(csv.every((row) => row.event_id === String(gala.id))).toBe(true);
  });

  it('answers 404 for the documents of an event that is not live', async () => {
    const gone = await newEvent('Cancelled');
    expect((await api.delete(`${EVENTS}/${gone.id}`)).status).toBe(200);
    for (const id of [gone.id, 999_999]) {
      const answer = await api.get(documentsOf(id));
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'Event not found.' });
    }
  });

  it('refuses a document naming no event, or one that is not live, storing nothing', async () => {
    const gone = await newEvent('Postponed');
    expect((await api.delete(`${EVENTS}/${gone.id}`)).status).toBe(200);
    const before = await api.count('event_documents');
    for (const [eventId, message] of [
      [undefined, 'Please select the event'],
      ['', 'Please select the event'],
      [gone.id, 'No such event'],
      [999_999, 'No such event'],
    ] as const) {
      const answer = await api.send(
        'POST',
        COLLECTION,
        jsonFields({ event_id: eventId, title: 'Orphan', url: 'https://example.org/orphan' }),
        'json',
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ errors: { event_id: message } });
    }
    expect(await api.count('event_documents')).toBe(before);
  });

  it('moves a document to another live event by PATCH, and refuses a deleted one', async () => {
    const from = await newEvent('Spring Show');
    const to = await newEvent('Summer Show');
    const gone = await newEvent('Autumn Show');
    expect((await api.delete(`${EVENTS}/${gone.id}`)).status).toBe(200);
    const document = await createDocument(from.id, 'Poster');

    const refused = await api.send(
      'PATCH',
      `${COLLECTION}/${document.id}`,
      jsonFields({ event_id: gone.id }),
      'json',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { event_id: 'No such event' } });
    expect((await api.row('event_documents', document.id))?.event_id).toBe(from.id);

    const moved = await api.send<Data<{ document: EventDocument }>>(
      'PATCH',
      `${COLLECTION}/${document.id}`,
      jsonFields({ event_id: to.id }),
      'json',
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.document).toMatchObject({ event_id: to.id, title: 'Poster' });
    expect(titles((await listed(to.id)).documents)).toEqual(['Poster']);
    expect((await listed(from.id)).documents).toEqual([]);
  });

  it('goes to the trash with its event and comes back with it', async () => {
    const event = await newEvent('Harvest Supper');
    const kept = await createDocument(event.id, 'Recipe card');
    const removedEarlier = await createDocument(event.id, 'Old flyer');
    expect((await api.delete(`${COLLECTION}/${removedEarlier.id}`)).status).toBe(200);

    expect((await api.delete(`${EVENTS}/${event.id}`)).status).toBe(200);
    expect((await api.get(`${COLLECTION}/${kept.id}`)).status).toBe(404);

    // Alone, a document cannot come back while its event is deleted.
    const alone = await api.send(
      'POST',
      `/api/admin/trash/event_documents/${kept.id}/restore`,
      {},
      'json',
    );
    expect(alone.status).toBe(409);
    expect(alone.body.message).toContain('Harvest Supper');

    const restored = await api.send(
      'POST',
      `/api/admin/trash/events/${event.id}/restore`,
      {},
      'json',
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // The document deleted before its event stays deleted.
    expect(titles((await listed(event.id)).documents)).toEqual(['Recipe card']);
  });

  it('keeps its history under its own name', async () => {
    const event = await newEvent('Book Fair');
    const document = await createDocument(event.id, 'Floor plan');
    await api.send(
      'PATCH',
      `${COLLECTION}/${document.id}`,
      jsonFields({ title: 'Hall plan' }),
      'json',
    );
    const answer = await api.get<
      Data<{ entries: { action: string; changes: Record<string, unknown> }[] }>
    >(`/api/admin/history?resource=event_documents&record_id=${document.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(answer.body.data.entries[0]?.changes).toEqual({ title: ['Floor plan', 'Hall plan'] });
  });

  it('has an index for each order of its list, led by its event', async () => {
    const indexes = await api.server.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'event_documents' AND indexname LIKE '%_order' ORDER BY indexname",
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'event_documents_created_at_order',
      'event_documents_id_order',
      'event_documents_title_order',
    ]);
    for (const index of indexes) expect(index.indexdef).toMatch(/\(event_id, /);
  });

  it('is described in the OpenAPI document, its list under its event', async () => {
    const document = await api.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    const { paths } = document.body;
    expect(Object.keys(paths[`${EVENTS}/{id}/documents`] ?? {})).toEqual(['get']);
    expect(paths[`${EVENTS}/{id}/documents.csv`]).toHaveProperty('get');
    expect(Object.keys(paths[COLLECTION] ?? {})).toEqual(['post']);
    expect(Object.keys(paths[`${COLLECTION}/{id}`] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
  });
});

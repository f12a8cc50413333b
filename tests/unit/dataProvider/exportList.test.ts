import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { exportFileName } from '../../../src/resources/shared/ExportButton';
import { api, queryOf, rejectionOf, server } from '../support/server';

/** Answers `path` with `csv` in two chunks, recording the requests. */
function csvRoute(path: string, csv: string): Request[] {
  const requests: Request[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      requests.push(request.clone());
      const bytes = new TextEncoder().encode(csv);
      const middle = Math.floor(bytes.length / 2);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, middle));
          controller.enqueue(bytes.slice(middle));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  return requests;
}

const CSV = 'id,name\n1,"Two\nlines, and a comma"\n2,"Say ""hi"""\n3,Plain\n';

describe('exportList', () => {
  it("asks a server-paged list's CSV with its filters and order, without paging", async () => {
    const requests = csvRoute('/admin/organization.csv', CSV);
    await dataProvider.exportList('organizations', {
      filter: { q: 'brew', status: 'Unpublished' },
      sort: { field: 'id', order: 'DESC' },
    });
    const query = queryOf(requests[0] as Request);
    expect(query).toMatchObject({ status: 'Unpublished', name: 'brew', sort: 'id', order: 'desc' });
    expect(query).not.toHaveProperty('page_num');
    expect(query).not.toHaveProperty('max_organizations');
  });

  it('counts the records as they arrive, line breaks inside quotes included', async () => {
    csvRoute('/admin/country.csv', CSV);
    const counts: number[] = [];
    const file = await dataProvider.exportList('countries', {
      onRecords: (records) => counts.push(records),
    });
    expect(file.records).toBe(3);
    expect(counts.at(-1)).toBe(3);
    expect(await file.blob.text()).toBe(CSV);
  });

  it("sends a list's own search as q when the console searches it", async () => {
    const requests = csvRoute('/admin/event/5/sponsorships.csv', 'id\n');
    await dataProvider.exportList('event-sponsors', {
      filter: { q: 'bake' },
      meta: { eventId: 5 },
    });
    expect(queryOf(requests[0] as Request)).toEqual({ q: 'bake' });
  });

  it("rejects with the server's message when it refuses", async () => {
    server.use(
      http.get(api('/admin/organization.csv'), () =>
        HttpResponse.json({ message: 'Invalid fields: sort' }, { status: 400 }),
      ),
    );
    const error = await rejectionOf(dataProvider.exportList('organizations', {}));
    expect(error).toMatchObject({ message: 'Invalid fields: sort', status: 400 });
  });

  it("asks the review queue's and the possible duplicates' CSV with their filters", async () => {
    const queue = csvRoute('/admin/review-queue.csv', 'id\n');
    await dataProvider.exportList('review-queue', { filter: { finding: 'overdue', state_id: 4 } });
    expect(queryOf(queue[0] as Request)).toEqual({ finding: 'overdue', state_id: '4' });
    const pairs = csvRoute('/admin/duplicate-pairs.csv', 'id\n');
    await dataProvider.exportList('duplicate-pairs', { filter: { state_id: 9 } });
    expect(queryOf(pairs[0] as Request)).toEqual({ state_id: '9' });
  });
});

describe('exportFileName', () => {
  it('names the list and the day, the resource first when the title does not say it', () => {
    expect(exportFileName('cities', 'Canada - Québec', '2026-11-23')).toBe(
      'cities-canada-quebec-2026-11-23.csv',
    );
    expect(exportFileName('organizations', 'Unpublished Organizations', '2026-11-23')).toBe(
      'unpublished-organizations-2026-11-23.csv',
    );
    expect(
      exportFileName(
        'organization-events',
        'Events for the organization: Alma Choir',
        '2026-11-23',
      ),
    ).toBe('events-for-the-organization-alma-choir-2026-11-23.csv');
  });
});

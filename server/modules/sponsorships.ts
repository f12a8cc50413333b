import { z } from 'zod';
import { sponsorshipInput } from '../../shared/schemas/event';
import { searchText } from '../http/crud';
import { likePattern, recordRepository } from '../http/records';
import { defineRoutes, idParams, route } from '../http/routes';
import { organizationNamesById } from './events';
import { requireEventToAttach, requireLiveEvent, requireLiveOrganization } from './references';

interface Sponsorship {
  id: number;
  sponsor_id: number;
  event_id: number;
  created_at: string;
  updated_at: string;
}

const sponsorships = recordRepository<Sponsorship>({
  table: 'sponsorships',
  label: 'Sponsorship',
  writable: ['sponsor_id', 'event_id'],
  conflictMessage: 'This organization already sponsors this event.',
});

const eventParams = z.object({ eventId: idParams.shape.id });

export const sponsorshipRoutes = defineRoutes('event sponsorships', [
  route({
    method: 'get',
    path: '/api/admin/event/{eventId}/sponsorships',
    summary:
      "An event's live sponsorships, by id, with the sponsoring organizations keyed by id; `q` matches the sponsor's name",
    params: eventParams,
    query: z.object({ q: searchText("the sponsor's name") }),
    errors: { 404: 'No live event with this id' },
    async handler({ services, params, query }) {
      const { db } = services;
      await requireLiveEvent(db, params.eventId);
      const q = query.q?.trim();
      const rows = await db.query<Sponsorship>(
        `SELECT s.id, s.sponsor_id, s.event_id, s.created_at, s.updated_at
           FROM sponsorships s JOIN organizations o ON o.id = s.sponsor_id AND o.deleted_at IS NULL
          WHERE s.event_id = $1 AND s.deleted_at IS NULL${q ? ' AND lower(o.name) LIKE $2' : ''}
          ORDER BY s.id`,
        q ? [params.eventId, likePattern(q)] : [params.eventId],
      );
      const sponsorIds = [...new Set(rows.map((row) => row.sponsor_id))];
      return { sponsorships: rows, sponsors: await organizationNamesById(db, sponsorIds) };
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/sponsorships',
    summary:
      'Adds a live organization as a sponsor of a live event (409 if it already sponsors it)',
    body: sponsorshipInput,
    bodyTypes: 'both',
    status: 201,
    errors: { 409: 'The organization already sponsors this event' },
    async handler({ services, body, adminId }) {
      const sponsorship = await services.db.transaction(async (tx) => {
        await requireLiveOrganization(tx, body.sponsor_id, 'sponsor_id');
        await requireEventToAttach(tx, body.event_id);
        return sponsorships.create(tx, adminId, body);
      });
      return { sponsorship };
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/sponsorships/{id}',
    summary: 'Removes a sponsorship (soft delete); answers it as it was',
    params: idParams,
    errors: { 404: 'No live sponsorship with this id' },
    async handler({ services, params, adminId }) {
      return { sponsorship: await sponsorships.remove(services.db, adminId, params.id) };
    },
  }),
]);

import { z } from 'zod';
import { sponsorshipInput } from '../../shared/schemas/event';
import { searchText } from '../http/crud';
import { recordRepository } from '../http/records';
import { defineRoutes, idParams, route } from '../http/routes';
import { liveEventLinks } from './eventLinks';
import { requireEventToAttach, requireLiveOrganization } from './references';

interface Sponsorship {
  id: number;
  sponsor_id: number;
  event_id: number;
  created_at: string;
  updated_at: string;
}

const SPONSORSHIP_COLUMNS = ['id', 'sponsor_id', 'event_id', 'created_at', 'updated_at'] as const;

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
      const { rows, organizations } = await liveEventLinks(
        services.db,
        { table: 'sponsorships', organizationColumn: 'sponsor_id', columns: SPONSORSHIP_COLUMNS },
        params.eventId,
        query.q,
      );
      return { sponsorships: rows, sponsors: organizations };
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

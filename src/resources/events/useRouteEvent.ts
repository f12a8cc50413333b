import { useGetOne, useParams } from 'react-admin';

/** The organization and event of an event screen's route, with their names once loaded. */
export function useRouteEvent() {
  const { organizationId = '', eventId = '' } = useParams<{
    organizationId: string;
    eventId: string;
  }>();
  const organization = useGetOne('organizations', { id: organizationId });
  const event = useGetOne('events', { id: eventId });
  return {
    organizationId,
    eventId,
    organizationName: organization.data?.name as string | undefined,
    event,
  };
}

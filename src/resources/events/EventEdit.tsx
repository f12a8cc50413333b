import { useState } from 'react';
import { Loading, type RaRecord, useDataProvider, useGetOne, useParams } from 'react-admin';
import { toDateTimeLocal } from '../../custom/events/dates';
import { LoadError } from '../../custom/LoadError';
import { addressValues } from '../../custom/location/addressValues';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { EventFields, eventValues, validateEvent } from './EventFields';
import { eventKind } from './eventKind';

const validateEditedEvent = validateEvent({ imagesRequired: false });

/**
 * Edit Event (`.../event/{id}/edit`): the event and its location are saved in one request; a
 * 409 keeps the input and offers Reload; Back and success lead to the events list.
 */
export function EventEdit() {
  const { organizationId = '', eventId = '' } = useParams<{
    organizationId: string;
    eventId: string;
  }>();
  const { pathTo } = useOrganizationScope();
  const dataProvider = useDataProvider();
  const organization = useGetOne('organizations', { id: organizationId });
  const loaded = useGetOne('events', { id: eventId });
  const [version, setVersion] = useState(0);

  const failed = [loaded, organization].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        fallback="The event could not be loaded."
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (!loaded.data || !organization.data) return <Loading />;
  const event = loaded.data;
  const owner = organization.data;
  const location = (event.location as RaRecord | null) ?? null;
  return (
    <SaveFlowForm
      key={`${event.id}-${version}`}
      title={`Edit Event: ${event.title}`}
      lead={<OrganizationLead organizationId={owner.id} name={owner.name} />}
      backTo={pathTo('events', 'list', owner.id)}
      defaultValues={{
        ...event,
        ...addressValues(location),
        start_time: toDateTimeLocal(event.start_time),
        end_time: toDateTimeLocal(event.end_time),
      }}
      validate={validateEditedEvent}
      save={async (values) => {
        // A refused save changes nothing: a retry starts from the versions loaded.
        const { data: saved } = await dataProvider.update('events', {
          id: event.id,
          data: {
            ...eventValues(values, event.organization_id ?? owner.id),
            location_updated_at: location?.updated_at,
          },
          previousData: event,
        });
        return { message: eventKind.updated(saved), to: pathTo('events', 'list', owner.id) };
      }}
      reload={async () => {
        await loaded.refetch();
        setVersion((count) => count + 1);
      }}
    >
      <EventFields />
    </SaveFlowForm>
  );
}

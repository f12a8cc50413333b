import { useRef, useState } from 'react';
import { Loading, useDataProvider, useGetOne, useParams } from 'react-admin';
import { toDateTimeLocal } from '../../custom/events/dates';
import { type SavedEvent, updateEvent } from '../../custom/events/saveFlows';
import { LoadError } from '../../custom/LoadError';
import { OrganizationLead } from '../../custom/organizations/OrganizationTabs';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { addressValues } from '../../custom/organizations/saveFlows';
import { useOrganizationScope } from '../../custom/organizations/scope';
import { EventFields, validateEvent } from './EventFields';
import { eventKind } from './eventKind';

const validateEditedEvent = validateEvent({ imagesRequired: false });

/**
 * Edit Event (`.../event/{id}/edit`): its location is saved first, then the event; a 409
 * keeps the input and offers Reload; Back and success lead to the events list.
 */
export function EventEdit() {
  const { organizationId = '', eventId = '' } = useParams<{
    organizationId: string;
    eventId: string;
  }>();
  const { paths } = useOrganizationScope();
  const dataProvider = useDataProvider();
  const organization = useGetOne('organizations', { id: organizationId });
  const loaded = useGetOne('events', { id: eventId });
  // The versions the next save starts from: those loaded, then those each step saved.
  const current = useRef<SavedEvent | null>(null);
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
  const location = (event.location as SavedEvent['location']) ?? null;
  if (String(current.current?.event.id) !== String(event.id)) {
    current.current = { event, location };
  }
  return (
    <SaveFlowForm
      key={`${event.id}-${version}`}
      title={`Edit Event: ${event.title}`}
      lead={<OrganizationLead organizationId={owner.id} name={owner.name} />}
      backTo={paths.events(owner.id)}
      defaultValues={{
        ...event,
        ...addressValues(location),
        start_time: toDateTimeLocal(event.start_time),
        end_time: toDateTimeLocal(event.end_time),
      }}
      validate={validateEditedEvent}
      save={async (values) => {
        const start = current.current ?? { event, location };
        const saved = await updateEvent(dataProvider, owner, values, start, (progress) => {
          current.current = progress;
        });
        current.current = saved;
        return { message: eventKind.updated(saved.event), to: paths.events(owner.id) };
      }}
      reload={async () => {
        await loaded.refetch();
        current.current = null;
        setVersion((count) => count + 1);
      }}
    >
      <EventFields />
    </SaveFlowForm>
  );
}
